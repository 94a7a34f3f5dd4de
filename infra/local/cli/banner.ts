/** What `npm start` prints once everything runs: the URL and each service with its data. */
import type { LocalRuntime } from '../runtime';
import { DEMO_USER, DEMO_USER_PASSWORD } from '../seeders/demo-user';
import { DEV_ADMIN } from '../seeders/dev-admin';

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The startup summary lines. `appUrl` is the Vite URL in dev mode, else the gateway's. */
export function banner(
  rt: LocalRuntime,
  opts: { appUrl: string; inMemory: boolean; spa: string; startedMs: number; seedingLater?: boolean },
): string {
  const data = (p: string | null) => (opts.inMemory || !p ? 'in memory' : p);
  return [
    '',
    `  Seamline is running at ${opts.appUrl}   (ready in ${secs(opts.startedMs)})`,
    '',
    `  gateway         ${rt.url}  SPA: ${opts.spa} · /api/* · /ws · /@connections/{id}`,
    `  DynamoDB Local  ${rt.dynamodb.endpoint}  data: ${data(rt.dynamodb.dbPath)}  (Java up in ${secs(rt.dynamodb.startupMs)})`,
    `  S3 stand-in     ${rt.s3.endpoint}  bucket seamline-media  data: ${data(rt.s3.directory)}`,
    `  stream poller   processors: ${rt.processors.join(', ') || 'none'}  dead letters: ${rt.dataDir}/dlq/`,
    `  seed            ${rt.seeded.length ? `wrote ${rt.seeded.join(', ')}` : 'already seeded'}${opts.seedingLater ? ' · demo people and catalogue: checking in the background' : ''} `,
    `  demo user       ${DEMO_USER.username} / ${DEMO_USER_PASSWORD}   dev admin (/admin/login): ${DEV_ADMIN.username} / ${DEV_ADMIN.password}`,
    `  emails          ${rt.dataDir}/outbox/*.json (and one line here per email)`,
    '',
    '  Press Ctrl-C to stop.',
    '',
  ].join('\n');
}
