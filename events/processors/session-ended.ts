/**
 * Processor: a Session item was removed (logout, password reset, or TTL expiry) → every
 * WebSocket opened with that session receives `session_ended` and is closed.
 *
 * Idempotent: a redelivered record finds the connections already gone and does nothing.
 * Filter (`filters.ts`): eventName REMOVE, OldImage entity `session`.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { connectionsOf, closeConnection, postToConnection } from '@seamline/functions/_core/push';
import { logger } from '@seamline/functions/_core/powertools';
import { isTtlDelete, oldImage, processBatch } from '../stream-records';

export const handler = (event: DynamoDBStreamEvent) =>
  processBatch(
    event,
    async (record) => {
      const old = oldImage(record);
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
