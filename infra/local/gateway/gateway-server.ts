/**
 * The one HTTP server of the local runtime (ARCHITECTURE §10): `/api/*` (HTTP API),
 * `/ws` (WebSocket API upgrade), `/@connections/*` (its management API), `/catalogue/*`
 * (catalogue images from the media bucket) and the SPA for
 * everything else, like CloudFront's behaviours in front of the cloud stack.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { WS_PATH } from '@seamline/shared/contracts/realtime';
import type { RuntimeLog } from '../support/log';
import { createCatalogueImages, isCataloguePath } from './catalogue-images';
import { createHttpApi, type HttpApiOptions } from './http-api';
import { sendGatewayError } from './http-result';
import { createManagementApi } from './management-api';
import compression from 'compression';
import { createStaticSite, type SiteHeaders } from './static-site';
import { ConnectionRegistry } from './ws-connections';
import { createWebSocketApi } from './websocket-api';

export interface GatewayOptions extends HttpApiOptions {
  /** Absolute folder of the built SPA, or false to serve none. */
  webDist: string | false;
  log: RuntimeLog;
  /** Security headers of the SPA and its static files (read per request; default none). */
  siteHeaders?: SiteHeaders;
}

const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?')[0]!;

/**
 * Create the server (not yet listening). Until `setReady()` is called every request gets 503,
 * so the port can be bound before the stand-ins are up.
 */
export function createGatewayServer(opts: GatewayOptions) {
  const connections = new ConnectionRegistry();
  const httpApi = createHttpApi(opts);
  const managementApi = createManagementApi(connections);
  const staticSite = createStaticSite(opts.webDist, opts.siteHeaders);
  const catalogueImages = createCatalogueImages(opts.log);
  // CloudFront compresses the site and /catalogue/* on the fly (`compress: true`; not /api/*,
  // whose behaviour disables caching and so compression): gzip/br by Accept-Encoding here too,
  // so local page-load figures (Lighthouse) see the transfer sizes users get.
  const compress = compression();
  const compressed = (req: IncomingMessage, res: ServerResponse, next: () => void) =>
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], next);
  const webSocketApi = createWebSocketApi(connections, opts.log);
  let ready = false;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const p = pathOf(req);
    if (!ready) return sendGatewayError(res, 503, 'Service Unavailable');
    if (p === '/api' || p.startsWith('/api/')) return void httpApi(req, res);
    if (p.startsWith('/@connections/')) return void managementApi(req, res);
    if (p === WS_PATH) return sendGatewayError(res, 426, 'Upgrade Required');
    if (isCataloguePath(p)) return compressed(req, res, () => void catalogueImages(req, res, p));
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendGatewayError(res, 404, 'Not Found');
    compressed(req, res, () => staticSite(req, res));
  });
  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    if (!ready || pathOf(req) !== WS_PATH)
      return void socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
    void webSocketApi(req, socket, head);
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });

  return {
    server,
    connections,
    setReady: () => {
      ready = true;
    },
  };
}
