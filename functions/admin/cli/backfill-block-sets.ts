/**
 * `npm run admin:backfill-block-sets [-- --dry-run] [--segments N]`: give every person stored
 * before issue 33 the hidden set block-aware reads use (functions/admin/block-set-backfill.ts).
 * Run once after deploying issue 33; safe to repeat and to run beside live traffic.
 *
 * Table and endpoints come from the environment, as for `admin:backfill-indexes` (`TABLE_NAME`,
 * `AWS_REGION`, AWS credentials; locally the running runtime's `runtime-env.json` is read).
 * Prints the report as JSON. Exit codes: 0 done, 1 failed, 2 bad arguments.
 */
import { parseArgs } from 'node:util';
import { loadLocalRuntimeEnv } from './local-env';

const { values } = parseArgs({
  options: { 'dry-run': { type: 'boolean', default: false }, segments: { type: 'string', default: '4' } },
  strict: true,
});
const segments = Number(values.segments);
if (!Number.isInteger(segments) || segments < 1 || segments > 64) {
  console.error('Usage: npm run admin:backfill-block-sets -- [--dry-run] [--segments <1-64>]');
  process.exit(2);
}

const localEnv = loadLocalRuntimeEnv();
if (localEnv) console.error(`Using the local runtime's environment from ${localEnv}`);

// Imported after the environment is complete: env.ts parses it at load.
const { documentClient } = await import('../../_core/aws-clients');
const { env } = await import('../../_core/env');
const { backfillBlockSets } = await import('../block-set-backfill');
try {
  const report = await backfillBlockSets({ client: documentClient, tableName: env.TABLE_NAME, segments, dryRun: values['dry-run'] });
  console.log(JSON.stringify({ table: env.TABLE_NAME, dryRun: values['dry-run'], ...report }, null, 2));
} catch (error) {
  console.error('The block-set backfill failed (run it again: a rebuild is safe to repeat):', (error as Error).message);
  process.exit(1);
}
