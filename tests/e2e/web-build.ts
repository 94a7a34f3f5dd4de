/**
 * The SPA build the e2e runtime serves (web/dist): built when missing or older than its sources
 * (web/src and the shared/ code it bundles). Used by the e2e global setup, and run once by
 * `npm run build:web:if-stale` before e2e shards start (tests/run-all.mjs), so that two shards
 * never build into web/dist at the same time.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The SPA build folder the e2e runtime serves. */
export const webDist = path.join(root, 'web', 'dist');

/** The newest modification time (ms since the epoch) of any file under `dir`. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Build the SPA (production mode) into web/dist unless the build is newer than its sources. */
export function ensureWebBuild(): void {
  const index = path.join(webDist, 'index.html');
  // The SPA bundles shared/ (contracts, domain) too: a change there makes the build stale.
  const sources = Math.max(newestMtime(path.join(root, 'web', 'src')), newestMtime(path.join(root, 'shared', 'contracts')), newestMtime(path.join(root, 'shared', 'domain')));
  const stale = !existsSync(index) || statSync(index).mtimeMs < sources;
  // NODE_ENV is 'test' inside vitest; the SPA must be a production build.
  if (stale) execSync('npm run build -w web', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) ensureWebBuild();
