/**
 * The admin CLIs' environment: when `AWS_ENDPOINT_URL_DYNAMODB` is unset, the running local
 * runtime's `<DATA_DIR or .data>/runtime-env.json` fills in what the environment lacks (table
 * name, endpoints, credentials), so locally a command needs no setup; in AWS set `TABLE_NAME`,
 * `AWS_REGION` and credentials. Call before importing anything that reads `_core/env.ts`
 * (it parses the environment at load).
 * @returns the file used, or undefined when none was.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function loadLocalRuntimeEnv(): string | undefined {
  if (process.env.AWS_ENDPOINT_URL_DYNAMODB) return undefined;
  const file = path.resolve(process.env.DATA_DIR ?? '.data', 'runtime-env.json');
  if (!existsSync(file)) return undefined;
  const local = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  for (const [k, v] of Object.entries(local)) process.env[k] ??= v;
  return file;
}
