/**
 * `npm run admin:create -- --username U --password P`: create an admin account.
 *
 * Table and endpoints come from the environment (`TABLE_NAME`, `AWS_REGION`, AWS
 * credentials; in AWS point `TABLE_NAME` at the deployed table). When
 * `AWS_ENDPOINT_URL_DYNAMODB` is unset, the running local runtime's
 * `<DATA_DIR or .data>/runtime-env.json` is read, so locally the command needs no setup.
 * Exit codes: 0 created, 1 taken or failed, 2 bad arguments.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

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

if (!process.env.AWS_ENDPOINT_URL_DYNAMODB) {
  const file = path.resolve(process.env.DATA_DIR ?? '.data', 'runtime-env.json');
  if (existsSync(file)) {
    const local = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [k, v] of Object.entries(local)) process.env[k] ??= v;
    console.log(`Using the local runtime's environment from ${file}`);
  }
}

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
