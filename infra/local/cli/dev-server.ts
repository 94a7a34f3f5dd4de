/**
 * `--dev`: the Vite dev server (HMR) on the app port in front of the runtime, proxying `/api`
 * and `/ws` to it (web/vite.config.ts reads SEAMLINE_API_TARGET), so the browser still sees
 * one origin.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../support/paths';

/**
 * Spawn `vite` in web/ on `port` (strict), proxying to `apiTarget`.
 * @param onExit called when Vite exits by itself (not after `stop()`).
 */
export function startViteDevServer(
  port: number,
  apiTarget: string,
  onExit: (code: number | null) => void,
) {
  const vite = path.join(repoRoot, 'node_modules', '.bin', 'vite');
  const child: ChildProcess = spawn(vite, ['--port', String(port), '--strictPort'], {
    cwd: path.join(repoRoot, 'web'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, SEAMLINE_API_TARGET: apiTarget },
  });
  let stopping = false;
  child.on('exit', (code) => {
    if (!stopping) onExit(code);
  });
  child.on('error', () => {
    if (!stopping) onExit(127);
  });
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
