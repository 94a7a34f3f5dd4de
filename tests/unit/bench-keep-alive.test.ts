/**
 * The benchmarks' HTTP client (tests/bench/lib.ts `keepAliveRequest`): a request whose REUSED
 * keep-alive socket dies before any answer is resent once on a fresh socket and counted, as a
 * browser does; a fresh socket's failure is not resent. Loopback server, no sleeps.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { keepAliveRequest, staleSocketResends } from '../bench/lib';

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A server that answers 200, except that `kill(n)` destroys the socket of the n-th request without answering. */
async function serve(kill: (n: number) => boolean): Promise<string> {
  let n = 0;
  server = http.createServer((req, res) => {
    n++;
    if (kill(n)) return req.socket.destroy();
    res.end(`answer ${n}`);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('keepAliveRequest', () => {
  it('resends once when a reused socket is reset before the answer, and counts it', async () => {
    const base = new URL(await serve((n) => n === 2));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const opts = { host: base.hostname, port: base.port, path: '/', agent };
    const before = staleSocketResends.count;
    expect((await keepAliveRequest(opts)).text).toBe('answer 1');
    // Request 2 goes out on the kept-alive socket and is reset: resent on a new socket as request 3.
    expect((await keepAliveRequest(opts)).text).toBe('answer 3');
    expect(staleSocketResends.count - before).toBe(1);
    agent.destroy();
  });

  it('does not resend when a fresh socket fails', async () => {
    const base = new URL(await serve(() => true));
    const agent = new http.Agent({ keepAlive: true });
    const before = staleSocketResends.count;
    await expect(keepAliveRequest({ host: base.hostname, port: base.port, path: '/', agent })).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(staleSocketResends.count).toBe(before);
    agent.destroy();
  });
});
