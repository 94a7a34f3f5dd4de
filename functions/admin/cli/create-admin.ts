/**
 * `npm run admin:create -- --username U --password P`: create an admin account.
 *
 * Table and endpoints come from the environment (`TABLE_NAME`, `AWS_REGION`, AWS
 * credentials; in AWS point `TABLE_NAME` at the deployed table). When
 * `AWS_ENDPOINT_URL_DYNAMODB` is unset, the running local runtime's
 * `<DATA_DIR or .data>/runtime-env.json` is read, so locally the command needs no setup.
 * Exit codes: 0 created, 1 taken or failed, 2 bad arguments.
 */
import { parseArgs } from 'node:util';
import { loadLocalRuntimeEnv } from './local-env';

const { values } = parseArgs({
  options: { username: { type: 'string' }, password: { type: 'string' } },
  strict: true,
});
const username = values.username?.trim() ?? '';
const password = values.password ?? '';
if (!/^[A-Za-z0-9_.-]{3,60}$/.test(username) || password.length < 12 || password.length > 200) {
  console.error('Usage: npm run admin:create -- --username <3-60 letters, digits, _.-> --password <12-200 characters>');
  process.exit(2);
}

const localEnv = loadLocalRuntimeEnv();
if (localEnv) console.log(`Using the local runtime's environment from ${localEnv}`);

// Imported after the environment is complete: env.ts parses it at load.
const { createAdmin } = await import('../admins.service');
const { isConditionalFailure } = await import('../../_core/db-errors');
try {
  const id = await createAdmin(username, password);
  console.log(`Admin "${username.toLowerCase()}" created (${id}).`);
} catch (error) {
  if (isConditionalFailure(error)) console.error(`An admin named "${username.toLowerCase()}" already exists.`);
  else console.error('Could not create the admin:', (error as Error).message);
  process.exit(1);
}
