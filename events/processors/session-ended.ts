/**
 * Processor: a Session item was removed (logout, password reset, or TTL expiry) → every
 * WebSocket opened with that session receives `session_ended` and is closed. And a User was
 * suspended (issue 33 §4: `suspendedAt` appeared) → every session of theirs ends
 * (`endSessions`), the durable second sweep behind the resolve route's own: a resolve Lambda that
 * dies between the suspension's commit and its sweep leaves no session alive for long. Each
 * removed Session then comes back here as a REMOVE and closes its sockets.
 *
 * Idempotent: a redelivered record finds the connections (or sessions) already gone and does nothing.
 * Filters (`events/processors.ts`): REMOVE of a `session`; MODIFY of a `user` whose new image has
 * `suspendedAt`.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { connectionsOf, closeConnection, postToConnection } from '@seamline/functions/_core/push';
import { logger } from '@seamline/functions/_core/powertools';
import { endSessions } from '@seamline/functions/_core/session-lifecycle';
import { isTtlDelete, newImage, oldImage, processBatch } from '../stream-records';

export const handler = (event: DynamoDBStreamEvent) =>
  processBatch(
    event,
    async (record) => {
      const old = oldImage(record);
      if (record.eventName === 'MODIFY') {
        const user = newImage(record);
        if (user?.__edb_e__ !== 'user' || !user.suspendedAt || old?.suspendedAt) return;
        const ended = await endSessions(String(user.id));
        logger.info('Sessions of a suspended person ended', { ended });
        return;
      }
      if (record.eventName !== 'REMOVE' || old?.__edb_e__ !== 'session') return;
      const userId = String(old.userId);
      const sessionHash = String(old.tokenHash);
      const sockets = (await connectionsOf(userId)).filter((c) => c.sessionHash === sessionHash);
      for (const socket of sockets) {
        await postToConnection(socket.connectionId, { type: 'session_ended' });
        await closeConnection(socket.connectionId);
      }
      logger.info('Session ended', {
        reason: isTtlDelete(record) ? 'expired' : 'logout',
        closedConnections: sockets.length,
      });
    },
    (record, error) => logger.error('session-ended failed', { eventID: record.eventID, error: error as Error }),
  );
