/** First-start build of the SPA: `npm run build -w web` when `web/dist/index.html` is missing. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../support/paths';

/** True when the SPA has been built into `webDist`. */
export const isWebBuilt = (webDist: string) => existsSync(path.join(webDist, 'index.html'));

/**
 * Build the web app with its output on our console.
 * @returns the build's exit code (0 = built); never throws (a spawn error returns 127).
 */
export function buildWeb(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit' });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
