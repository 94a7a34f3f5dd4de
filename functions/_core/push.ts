/**
 * Push to a user's open WebSocket connections (ARCHITECTURE §7) through the API Gateway
 * management API (`PostToConnection`), the same SDK call in AWS and against the local gateway.
 * A connection that answers 410 GoneException is deleted from the registry.
 */
import { PostToConnectionCommand, DeleteConnectionCommand, GoneException } from '@aws-sdk/client-apigatewaymanagementapi';
import type { ServerMessage } from '@seamline/shared/contracts/realtime';
import { db, managementApi } from './aws-clients';
import { env } from './env';
import { logger } from './powertools';

function endpoint(): string {
  if (!env.WS_MANAGEMENT_ENDPOINT) throw new Error('WS_MANAGEMENT_ENDPOINT is not set');
  return env.WS_MANAGEMENT_ENDPOINT;
}

function isGone(error: unknown): boolean {
  return error instanceof GoneException || (error as { name?: string })?.name === 'GoneException';
}

/** Send one frame to one connection. Returns false (and forgets the connection) when Gone. */
export async function postToConnection(connectionId: string, message: ServerMessage): Promise<boolean> {
  try {
    await managementApi(endpoint()).send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from(JSON.stringify(message)) }),
    );
    return true;
  } catch (error) {
    if (!isGone(error)) throw error;
    await db.entities.connection.delete({ connectionId }).go();
    return false;
  }
}

/** All connections of a user, every page (a user has a handful of tabs and devices). */
export async function connectionsOf(userId: string) {
  const { data } = await db.entities.connection.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}

export interface PushOptions {
  /**
   * Only connections that subscribed with a successful `authenticate` frame (notification
   * pushes, spec 02 §7); default: every open connection of the user.
   */
  subscribedOnly?: boolean;
}

/** Frames to push: one, several (sent in this order), or built only when someone will receive them. */
export type PushFrames = ServerMessage | readonly ServerMessage[] | (() => Promise<readonly ServerMessage[]>);

/**
 * Push `messages` (one frame or several, sent in this order) to every open connection of
 * `userId`; connections are served concurrently, each receives the frames in order. A builder
 * function is called only when there is at least one connection to send to.
 * @returns how many connections received every frame; Gone connections are dropped (only the
 *   connection that answered Gone: all of them belong to `userId`), other failures are logged
 *   per connection so one broken socket does not stop the rest.
 */
export async function pushToUser(
  userId: string,
  messages: PushFrames,
  options: PushOptions = {},
): Promise<number> {
  const all = await connectionsOf(userId);
  const connections = options.subscribedOnly ? all.filter((c) => c.subscribedAt) : all;
  if (connections.length === 0) return 0;
  const frames: readonly ServerMessage[] =
    typeof messages === 'function' ? await messages() : Array.isArray(messages) ? messages : [messages as ServerMessage];
  const sendAll = async (connectionId: string) => {
    for (const frame of frames) if (!(await postToConnection(connectionId, frame))) return false;
    return true;
  };
  const results = await Promise.allSettled(connections.map((c) => sendAll(c.connectionId)));
  let delivered = 0;
  results.forEach((r, i) => {
    if (r.status === 'fulfilled') delivered += r.value ? 1 : 0;
    else logger.warn('Push failed', { connectionId: connections[i]!.connectionId, error: r.reason as Error });
  });
  return delivered;
}

/** Close a connection from the server side (DeleteConnection); Gone counts as closed. */
export async function closeConnection(connectionId: string): Promise<void> {
  try {
    await managementApi(endpoint()).send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (error) {
    if (!isGone(error)) throw error;
  }
  await db.entities.connection.delete({ connectionId }).go();
}
