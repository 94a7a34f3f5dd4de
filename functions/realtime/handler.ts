/**
 * WebSocket API function (ARCHITECTURE §7): `$connect` (already authorized by
 * `authorizer/handler.websocketHandler`; registers the connection), `$disconnect` (forgets it)
 * and `$default` (the client's JSON actions, answered through the management API).
 */
import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { clientMessageSchema } from '@seamline/shared/contracts/realtime';
import { CONNECTION_MAX_AGE_SECONDS } from '@seamline/shared/db/entities/connection';
import { db } from '../_core/aws-clients';
import { logger } from '../_core/powertools';
import { postToConnection } from '../_core/push';

type WsEvent = APIGatewayProxyWebsocketEventV2 & {
  requestContext: APIGatewayProxyWebsocketEventV2['requestContext'] & {
    authorizer?: { userId?: string; sessionHash?: string; principalId?: string };
  };
};

const ok = { statusCode: 200, body: '' };

async function connect(event: WsEvent): Promise<APIGatewayProxyResultV2> {
  const { connectionId, authorizer } = event.requestContext;
  if (!authorizer?.userId || !authorizer.sessionHash) return { statusCode: 401, body: 'Unauthorized' };
  const now = new Date();
  await db.entities.connection
    .put({
      connectionId,
      userId: authorizer.userId,
      sessionHash: authorizer.sessionHash,
      connectedAt: now.toISOString(),
      ttl: Math.floor(now.getTime() / 1000) + CONNECTION_MAX_AGE_SECONDS,
    })
    .go();
  return ok;
}

async function onMessage(event: WsEvent): Promise<APIGatewayProxyResultV2> {
  const { connectionId, authorizer } = event.requestContext;
  let raw: unknown;
  try {
    raw = JSON.parse(event.body ?? '');
  } catch {
    raw = undefined;
  }
  const parsed = clientMessageSchema.safeParse(raw);
  if (!parsed.success) {
    await postToConnection(connectionId, { type: 'error', message: 'Unknown or malformed message' });
    return ok;
  }
  switch (parsed.data.action) {
    case 'ping':
      await postToConnection(connectionId, { type: 'pong', time: new Date().toISOString() });
      break;
    case 'authenticate':
      await postToConnection(connectionId, { type: 'authenticated', userId: authorizer?.userId ?? '' });
      break;
    case 'mark_read':
    case 'mark_all_seen':
      // Notifications arrive with the notifications issue; acknowledge nothing yet.
      await postToConnection(connectionId, { type: 'error', message: 'Notifications are not available yet' });
      break;
  }
  return ok;
}

export const handler = async (event: WsEvent): Promise<APIGatewayProxyResultV2> => {
  const { routeKey, connectionId } = event.requestContext;
  try {
    if (routeKey === '$connect') return await connect(event);
    if (routeKey === '$disconnect') {
      await db.entities.connection.delete({ connectionId }).go();
      return ok;
    }
    return await onMessage(event);
  } catch (error) {
    logger.error('Realtime route failed', { routeKey, error: error as Error });
    return { statusCode: 500, body: 'Internal server error' };
  }
};
