/**
 * A CloudFront stand-in for page-load benchmarks: HTTP/2 over TLS in front of the local gateway.
 *
 * In the cloud the browser talks to CloudFront over HTTP/2 (TLS), which multiplexes every request
 * of a page on one connection; CloudFront talks HTTP/1.1 to its origins (the S3 site bucket, API
 * Gateway). The local gateway speaks HTTP/1.1 only, where a browser opens at most 6 connections
 * per origin and queues the rest, so a Lighthouse run against it models a transport that
 * production does not have. This proxy terminates HTTP/2 + TLS (a self-signed certificate made
 * at start, for 127.0.0.1 and localhost; the browser must ignore certificate errors) and forwards
 * each request to the gateway over keep-alive HTTP/1.1, streaming bodies both ways; the page's own
 * `Origin` is passed on as the gateway's (the CSRF guard's APP_ORIGINS). WebSocket upgrades
 * (HTTP/1.1) are piped to the gateway's WebSocket API.
 */
import http from 'node:http';
import http2 from 'node:http2';
import net, { type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import selfsigned from 'selfsigned';

/** HTTP/1.1 hop-by-hop headers (RFC 9110 §7.6.1), which HTTP/2 forbids. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

export interface EdgeProxy {
  /** `https://127.0.0.1:<port>` */
  url: string;
  close(): Promise<void>;
}

/**
 * Start the proxy on a free port in front of `origin` (e.g. `http://127.0.0.1:3000`).
 * @throws when the certificate cannot be made or the port cannot be bound.
 */
export async function startEdgeProxy(origin: string): Promise<EdgeProxy> {
  const target = new URL(origin);
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    notAfterDate: new Date(Date.now() + 24 * 3600_000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }, { type: 2, value: 'localhost' }] }],
  });
  let self = '';
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (name.startsWith(':') || HOP_BY_HOP.has(name) || value === undefined) continue;
      headers[name] = value;
    }
    headers.host = req.headers[':authority'] ?? req.headers.host ?? target.host;
    // In the cloud the site and the API share the CloudFront origin, which APP_ORIGINS lists; here
    // the page's origin is this proxy's, so a same-origin request is passed on as the gateway's own.
    if (headers.origin === self) headers.origin = target.origin;
    headers['x-forwarded-proto'] = 'https';
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (reply) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(reply.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
        res.writeHead(reply.statusCode ?? 502, out);
        reply.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad gateway');
    });
    req.pipe(upstream);
  });
  // WebSocket (HTTP/1.1 upgrade, as Chrome uses for wss:): the raw request goes to the gateway and
  // the two sockets are piped together.
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    sockets.add(socket);
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i]!;
        const value = name.toLowerCase() === 'origin' && req.rawHeaders[i + 1] === self ? target.origin : req.rawHeaders[i + 1]!;
        lines.push(`${name}: ${value}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    const close = () => (upstream.destroy(), socket.destroy());
    upstream.on('error', close);
    socket.on('error', close);
  });
  // Open connections (HTTP/2 sessions, HTTP/1.1 and upgraded sockets) are destroyed on close:
  // `server.close()` alone waits for the browser to hang up.
  const sockets = new Set<Duplex>();
  server.on('connection', (socket: Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  self = `https://127.0.0.1:${port}`;
  return {
    url: self,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
