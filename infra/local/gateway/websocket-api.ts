/**
 * The WebSocket API on `/ws` (ARCHITECTURE §7) with the `ws` package: `$connect` is authorized
 * by the REQUEST authorizer (identity source: the Cookie header; missing → 401, Deny → 403)
 * and then run through the realtime function, whose non-2xx answer rejects the upgrade.
 * Frames go to `$default`; a close from either side runs `$disconnect`.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { RuntimeLog } from '../support/log';
import { functionNames, realtimeHandler, websocketAuthorizer } from './functions';
import { policyAllows } from './iam-policy';
import { invokeLambda } from './lambda';
import { newConnectionId, type ConnectionRegistry, type WsConnection } from './ws-connections';
import {
  wsAuthorizerEvent,
  wsEventBase,
  wsRouteEvent,
  type WsEventBase,
  type WsRoute,
} from './ws-events';

const REASONS: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  500: 'Internal Server Error',
};

function reject(socket: Duplex, status: number): void {
  const body = JSON.stringify({ message: REASONS[status] ?? 'Connection refused' });
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Create the `/ws` upgrade handler over `connections`. The returned function never throws. */
export function createWebSocketApi(connections: ConnectionRegistry, log: RuntimeLog) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 128 * 1024 });

  async function route(
    routeKey: WsRoute,
    base: WsEventBase,
    authorizer: Record<string, unknown>,
    extra = {},
  ) {
    const handler = await realtimeHandler();
    const event = wsRouteEvent(routeKey, base, authorizer, extra);
    return (await invokeLambda(handler, event, functionNames.realtime)) as
      { statusCode?: number } | undefined;
  }

  async function authorize(req: IncomingMessage, base: WsEventBase) {
    const event = wsAuthorizerEvent(req, base);
    const fn = await websocketAuthorizer();
    const result = (await invokeLambda(fn, event, functionNames.websocketAuthorizer, 10_000)) as {
      principalId?: string;
      policyDocument?: unknown;
      context?: Record<string, unknown>;
    };
    if (!policyAllows(result?.policyDocument, event.methodArn)) return undefined;
    return { principalId: result.principalId ?? '', ...result.context };
  }

  function attach(connection: WsConnection, base: WsEventBase) {
    const { socket, connectionId, authorizer } = connection;
    const enqueue = (task: () => Promise<unknown>) => {
      connection.queue = connection.queue.then(task).then(
        () => undefined,
        (error) => log.error(`${functionNames.realtime} failed on ${connectionId}`, error),
      );
    };
    socket.on('message', (data, isBinary) => {
      connection.lastActiveAt = Date.now();
      const body = isBinary ? Buffer.from(data as Buffer).toString('base64') : data.toString();
      enqueue(() => route('$default', base, authorizer, { body }));
    });
    socket.on('close', (closeCode, reason) => {
      connections.delete(connectionId);
      enqueue(() =>
        route('$disconnect', base, authorizer, { closeCode, closeReason: reason.toString() }),
      );
    });
    socket.on('error', (error) => log.warn(`WebSocket ${connectionId}: ${error.message}`));
  }

  return async (req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> => {
    const cookie = req.headers.cookie;
    if (!cookie?.trim()) return reject(socket, 401);
    const connectedAt = Date.now();
    const base = wsEventBase(req, newConnectionId(), connectedAt);
    try {
      const authorizer = await authorize(req, base);
      if (!authorizer) return reject(socket, 403);
      const result = await route('$connect', base, authorizer, { req });
      const status = result?.statusCode ?? 200;
      if (status < 200 || status > 299) return reject(socket, status);
      if (socket.destroyed) {
        await route('$disconnect', base, authorizer, {
          closeCode: 1006,
          closeReason: 'Going away',
        });
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        const connection: WsConnection = {
          connectionId: base.connectionId,
          socket: ws,
          connectedAt,
          lastActiveAt: connectedAt,
          sourceIp: base.sourceIp,
          userAgent: base.userAgent,
          authorizer,
          queue: Promise.resolve(),
        };
        connections.add(connection);
        attach(connection, base);
      });
    } catch (error) {
      log.error('WebSocket $connect failed', error);
      reject(socket, 500);
    }
  };
}
