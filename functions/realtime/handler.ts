/**
 * WebSocket API function (ARCHITECTURE §7; spec 02 §4 Notifications socket, §7 WebSocket;
 * issue 18; frames: `shared/contracts/realtime.ts`): `$connect` (already authorized by
 * `authorizer/handler.websocketHandler`; refused 403 without CloudFront's origin-verify header,
 * issue 32 §2; registers the connection), `$disconnect` (forgets it)
 * and `$default` (the client's JSON frames, answered through the management API).
 *
 * `$default`, per frame:
 * 1. the connection's FIRST frame is answered with `connection_established` before anything
 *    else (AWS cannot send a frame during `$connect`; a conditional write of `greetedAt`
 *    makes it once per connection);
 * 2. a frame over 32 KB (SOCIAL_LIMITS.wsFrameMaxBytes) or one that is not a known JSON frame
 *    → `error`; the connection stays usable;
 * 3. `authenticate` {userId?} → `authenticated` + `unread_count`, and the connection is
 *    subscribed to notification pushes; a userId that is not the session's → `error`, no
 *    subscription. `mark_read` {notificationId} → `notification_read` + `unread_count`;
 *    `mark_all_seen` {userId?} → `all_notifications_seen` + `unread_count` {count: 0} — both to
 *    every subscribed tab of the person (so all badges agree) and to the asking connection;
 *    `ping` → `pong`.
 * The person is ALWAYS the session's (`requestContext.authorizer.userId`); ids in frames are
 * only checked against it. A failure is answered with an `error` frame, never a crash.
 */
import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { clientMessageSchema, type ClientMessage, type ServerMessage } from '@seamline/shared/contracts/realtime';
import { SOCIAL_ERRORS, SOCIAL_LIMITS } from '@seamline/shared/contracts/social-constants';
import { CONNECTION_MAX_AGE_SECONDS } from '@seamline/shared/db/entities/connection';
import { db } from '../_core/aws-clients';
import { isConditionalFailure } from '../_core/db-errors';
import { NotFound } from '../_core/http-errors';
import { logger } from '../_core/powertools';
import { verifyOrigin } from '../_core/origin-secret';
import { postToConnection, pushToUser } from '../_core/push';
import { markAllSeen, markRead, unseenCountOf } from '../notifications/notifications.service';

type WsEvent = APIGatewayProxyWebsocketEventV2 & {
  /** The upgrade request's headers (`$connect` only). */
  headers?: Record<string, string | undefined>;
  requestContext: APIGatewayProxyWebsocketEventV2['requestContext'] & {
    authorizer?: { userId?: string; sessionHash?: string; principalId?: string };
  };
};

/** `error` frame texts (shown to developers, not in the UI). */
export const WS_ERRORS = {
  malformed: 'Unknown or malformed message',
  tooLarge: `Message too large: frames may be at most ${(SOCIAL_LIMITS.wsFrameMaxBytes / 1024).toString()} KB`,
  notYou: 'You can only subscribe to your own notifications',
  notYouSeen: 'You can only mark your own notifications as seen',
  notificationNotFound: SOCIAL_ERRORS.notificationNotFound,
  failed: 'Something went wrong. Please try again.',
} as const;

const ok = { statusCode: 200, body: '' };

async function connect(event: WsEvent): Promise<APIGatewayProxyResultV2> {
  const { connectionId, authorizer } = event.requestContext;
  // Issue 32 §2: only handshakes CloudFront forwarded (origin-verify header) may connect.
  if (!(await verifyOrigin(event.headers))) return { statusCode: 403, body: 'Forbidden' };
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

/**
 * Send `connection_established` when this is the connection's first frame (once: the
 * `greetedAt` write is conditional). @returns whether the connection is subscribed.
 */
async function greetOnce(connectionId: string, now: Date): Promise<boolean> {
  const { data: connection } = await db.entities.connection.get({ connectionId }).go();
  if (!connection || connection.greetedAt) return Boolean(connection?.subscribedAt);
  try {
    await db.entities.connection
      .patch({ connectionId })
      .set({ greetedAt: now.toISOString() })
      .where((a, op) => op.notExists(a.greetedAt))
      .go();
    await postToConnection(connectionId, { type: 'connection_established' });
  } catch (error) {
    // Another frame of this connection greeted it first (or the connection just went).
    if (!isConditionalFailure(error)) throw error;
  }
  return Boolean(connection.subscribedAt);
}

/** The client's frame, or the `error` text when it is oversized or not a known frame. */
function parseFrame(body: string | undefined): ClientMessage | string {
  const text = body ?? '';
  if (Buffer.byteLength(text, 'utf8') > SOCIAL_LIMITS.wsFrameMaxBytes) return WS_ERRORS.tooLarge;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return WS_ERRORS.malformed;
  }
  const parsed = clientMessageSchema.safeParse(raw);
  return parsed.success ? parsed.data : WS_ERRORS.malformed;
}

/** Frames for the person's tabs: every subscribed connection, plus the asking one when it is not. */
async function toPersonAndAsker(userId: string, connectionId: string, subscribed: boolean, frames: ServerMessage[]) {
  await pushToUser(userId, frames, { subscribedOnly: true });
  if (!subscribed) for (const frame of frames) if (!(await postToConnection(connectionId, frame))) return;
}

async function answer(message: ClientMessage, userId: string, connectionId: string, subscribed: boolean, now: Date) {
  const reply = (frame: ServerMessage) => postToConnection(connectionId, frame);
  switch (message.action) {
    case 'ping':
      await reply({ type: 'pong', time: now.toISOString() });
      return;
    case 'authenticate': {
      if (message.userId !== undefined && message.userId !== userId) {
        await reply({ type: 'error', message: WS_ERRORS.notYou });
        return;
      }
      try {
        await Promise.all([
          db.entities.connection.patch({ connectionId }).set({ subscribedAt: now.toISOString() }).go(),
          // Issue 19: the feed fan-out pushes `feed_updated` only to people who may be online.
          db.entities.feedState
            .upsert({ userId, liveUntil: new Date(now.getTime() + CONNECTION_MAX_AGE_SECONDS * 1000).toISOString() })
            .go({ response: 'none' }),
        ]);
      } catch (error) {
        if (!isConditionalFailure(error)) throw error;
      }
      const count = await unseenCountOf(userId);
      if (await reply({ type: 'authenticated', userId })) await reply({ type: 'unread_count', count });
      return;
    }
    case 'mark_read': {
      let count: number;
      try {
        count = await markRead(userId, message.notificationId, now);
      } catch (error) {
        if (!(error instanceof NotFound)) throw error;
        await reply({ type: 'error', message: WS_ERRORS.notificationNotFound });
        return;
      }
      await toPersonAndAsker(userId, connectionId, subscribed, [
        { type: 'notification_read', notificationId: message.notificationId },
        { type: 'unread_count', count },
      ]);
      return;
    }
    case 'mark_all_seen': {
      if (message.userId !== undefined && message.userId !== userId) {
        await reply({ type: 'error', message: WS_ERRORS.notYouSeen });
        return;
      }
      const count = await markAllSeen(userId, now);
      await toPersonAndAsker(userId, connectionId, subscribed, [
        { type: 'all_notifications_seen' },
        { type: 'unread_count', count },
      ]);
      return;
    }
  }
}

async function onMessage(event: WsEvent): Promise<APIGatewayProxyResultV2> {
  const { connectionId, authorizer } = event.requestContext;
  const now = new Date();
  try {
    const subscribed = await greetOnce(connectionId, now);
    const userId = authorizer?.userId;
    const message = parseFrame(event.body);
    if (typeof message === 'string' || !userId) {
      await postToConnection(connectionId, { type: 'error', message: typeof message === 'string' ? message : WS_ERRORS.malformed });
      return ok;
    }
    await answer(message, userId, connectionId, subscribed, now);
  } catch (error) {
    logger.error('Realtime frame failed', { connectionId, error: error as Error });
    await postToConnection(connectionId, { type: 'error', message: WS_ERRORS.failed }).catch(() => undefined);
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
