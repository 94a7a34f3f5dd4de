/** Small network helpers: free ports, listening and closing `node:http` servers. */
import { createServer as createNetServer } from 'node:net';
import type { Server } from 'node:http';

/** A TCP port that is free right now (bound once on all interfaces, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.once('error', reject);
    srv.listen(0, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Listen on `port` (0 = any free port) on all interfaces, IPv4 and IPv6.
 * @returns the bound port. @throws the listen error (EADDRINUSE, EACCES).
 */
export function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve((server.address() as { port: number }).port);
    });
  });
}

/** Close a server and every connection it still holds (keep-alive sockets included). */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Resolve after `ms` milliseconds (for backoff between retries, never to wait for effects). */
export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Thrown by a `pollUntil` probe to stop polling at once (the thing waited for died). */
export class PollAborted extends Error {
  override name = 'PollAborted';
}

/**
 * Call `probe` until it returns a value other than `undefined`, or throw after `timeoutMs`.
 * @param intervalMs pause between attempts.
 * @throws Error(`${what} not ready after … ms`), or the probe's PollAborted.
 */
export async function pollUntil<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  { timeoutMs, intervalMs = 50 }: { timeoutMs: number; intervalMs?: number },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      if (error instanceof PollAborted) throw error;
      lastError = error;
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? `: ${lastError.message}` : '';
      throw new Error(`${what} not ready after ${timeoutMs} ms${reason}`);
    }
    await delay(intervalMs);
  }
}
