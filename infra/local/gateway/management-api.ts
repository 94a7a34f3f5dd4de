/**
 * The WebSocket API management endpoint as `@aws-sdk/client-apigatewaymanagementapi` calls it
 * (ARCHITECTURE §11): `POST|GET|DELETE /@connections/{id}` (id percent-encoded; POST body =
 * raw frame bytes). A closed or unknown connection answers 410 with
 * `x-amzn-errortype: GoneException`, so the push code is identical locally and in AWS.
 */
import { isLoopback } from '../support/loopback';
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLarge, readBody } from './read-body';
import type { ConnectionRegistry } from './ws-connections';

/** PostToConnection's payload limit: 128 KB. */
const MAX_FRAME_BYTES = 128 * 1024;

function sendError(res: ServerResponse, status: number, type: string, message: string): void {
  const body = JSON.stringify({ message });
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'x-amzn-errortype': type,
  });
  res.end(body);
}

/** Create the `/@connections/*` handler. The returned function never throws. */
export function createManagementApi(connections: ConnectionRegistry) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const rawId = /^\/@connections\/([^/?]+)\/?(?:\?.*)?$/.exec(req.url ?? '')?.[1];
    let connectionId: string | undefined;
    try {
      connectionId = rawId && decodeURIComponent(rawId);
    } catch {
      connectionId = undefined;
    }
    if (!connectionId || !['POST', 'GET', 'DELETE'].includes(req.method ?? '')) {
      req.resume();
      return sendError(res, 404, 'NotFoundException', 'Not Found');
    }
    if (!req.headers.authorization || !isLoopback(req)) {
      req.resume();
      return sendError(res, 403, 'ForbiddenException', 'Missing Authentication Token');
    }
    let body: Buffer = Buffer.alloc(0);
    try {
      if (req.method === 'POST') body = await readBody(req, MAX_FRAME_BYTES);
      else req.resume();
    } catch (error) {
      if (error instanceof BodyTooLarge)
        return sendError(res, 413, 'PayloadTooLargeException', 'Message too long');
      return sendError(res, 400, 'BadRequestException', 'Bad Request');
    }
    const connection = connections.get(connectionId);
    if (!connection)
      return sendError(res, 410, 'GoneException', `Connection ${connectionId} is gone`);

    if (req.method === 'POST') {
      connection.socket.send(body, { binary: !isUtf8(body) });
      connection.lastActiveAt = Date.now();
      return void res.writeHead(200, { 'content-length': '0' }).end();
    }
    if (req.method === 'GET') {
      const info = JSON.stringify({
        connectedAt: new Date(connection.connectedAt).toISOString(),
        lastActiveAt: new Date(connection.lastActiveAt).toISOString(),
        identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
      });
      return void res
        .writeHead(200, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(info),
        })
        .end(info);
    }
    connections.delete(connectionId);
    connection.socket.close(1000, 'Going away');
    res.writeHead(204).end();
  };
}
