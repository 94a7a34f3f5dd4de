/**
 * The local WebSocket API and its management endpoint over real sockets: `$connect`
 * authorization (401 without the Cookie identity source, 403 when denied), pushes through
 * `pushToUser` (the SDK's PostToConnection), `$default` routing, GetConnection /
 * DeleteConnection via the SDK, and 410 GoneException for closed connections.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { createUserWithSession } from '../fixtures/users';
import { openSocket, UpgradeRefused, type TestSocket } from '../fixtures/ws-client';
import { waitFor } from '../fixtures/poll';

const baseUrl = inject('baseUrl');
const management = new ApiGatewayManagementApiClient({
  endpoint: baseUrl,
  region: process.env.AWS_REGION,
});
const open: TestSocket[] = [];

afterEach(() => {
  for (const s of open.splice(0)) s.ws.terminate();
});

async function connected() {
  const session = await createUserWithSession();
  const socket = await openSocket(baseUrl, session.cookie);
  open.push(socket);
  const { connectionsOf } = await import('@seamline/functions/_core/push');
  const [connection] = await connectionsOf(session.userId);
  if (!connection) throw new Error('$connect registered no connection');
  return { session, socket, connectionId: connection.connectionId };
}

describe('WebSocket API through the local gateway', () => {
  it('$connect without a Cookie header is refused with 401', async () => {
    await expect(openSocket(baseUrl)).rejects.toEqual(new UpgradeRefused(401));
  });

  it('$connect from a foreign Origin is refused with 403 even with a valid session; the app origin is accepted', async () => {
    const { cookie } = await createUserWithSession();
    await expect(openSocket(baseUrl, cookie, 'http://localhost:9')).rejects.toEqual(new UpgradeRefused(403));
    const socket = await openSocket(baseUrl, cookie, baseUrl);
    socket.ws.close();
  });

  it('$connect with an unknown session is refused with 403', async () => {
    await expect(openSocket(baseUrl, 'sl_session=garbage')).rejects.toEqual(
      new UpgradeRefused(403),
    );
  });

  it('a message pushed with pushToUser arrives on the connected socket', async () => {
    const { session, socket } = await connected();
    const { pushToUser } = await import('@seamline/functions/_core/push');
    expect(
      await pushToUser(session.userId, { type: 'notification_read', notificationId: 'n1' }),
    ).toBe(1);
    expect(
      await socket.waitForMessage((m) => (m as { type?: string }).type === 'notification_read'),
    ).toEqual({
      type: 'notification_read',
      notificationId: 'n1',
    });
  });

  it('frames go to $default: ping is answered with pong, authenticate with the user id', async () => {
    const { session, socket } = await connected();
    socket.ws.send(JSON.stringify({ action: 'ping' }));
    await socket.waitForMessage((m) => (m as { type?: string }).type === 'pong');
    socket.ws.send(JSON.stringify({ action: 'authenticate' }));
    expect(
      await socket.waitForMessage((m) => (m as { type?: string }).type === 'authenticated'),
    ).toEqual({
      type: 'authenticated',
      userId: session.userId,
    });
  });

  it('GetConnection reports the connection; DeleteConnection closes it; then it is Gone (410)', async () => {
    const { socket, connectionId } = await connected();
    const info = await management.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    expect(info.ConnectedAt).toBeInstanceOf(Date);
    expect(info.LastActiveAt).toBeInstanceOf(Date);
    expect(info.Identity?.SourceIp).toBeTruthy();

    await management.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    expect(await socket.closed).toBe(1000);
    await expect(
      management.send(new GetConnectionCommand({ ConnectionId: connectionId })),
    ).rejects.toBeInstanceOf(GoneException);
    await expect(
      management.send(
        new PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from('{}') }),
      ),
    ).rejects.toBeInstanceOf(GoneException);
  });

  it('$disconnect removes the connection item when the client closes', async () => {
    const { session, socket } = await connected();
    socket.ws.close();
    const { connectionsOf } = await import('@seamline/functions/_core/push');
    await waitFor(
      'the connection item to be deleted',
      async () => (await connectionsOf(session.userId)).length === 0,
    );
  });

  it('pushToUser drops a stale connection item that answers 410 Gone', async () => {
    const { session } = await connected();
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const { connectionsOf, pushToUser } = await import('@seamline/functions/_core/push');
    const stale = {
      connectionId: 'c3RhbGUvY29ubj0=',
      userId: session.userId,
      sessionHash: 'x',
      connectedAt: new Date().toISOString(),
      ttl: 4102444800,
    };
    await db.entities.connection.put(stale).go();
    expect(await pushToUser(session.userId, { type: 'pong', time: new Date().toISOString() })).toBe(
      1,
    );
    const left = await connectionsOf(session.userId);
    expect(left.map((c) => c.connectionId)).not.toContain(stale.connectionId);
    expect(left).toHaveLength(1);
  });
});
