/**
 * Helpers of the notifications integration tests (notifications-*.test.ts): people with
 * sessions, sockets subscribed with `authenticate`, synthetic domain events applied through the
 * processor's own apply function (or written to the table for the stream), and the bell's REST.
 * Every person is new per test, so the seeded demo people and other files cannot interfere.
 */
import { randomUUID } from 'node:crypto';
import type { DynamoDBRecord } from 'aws-lambda';
import { marshall } from '@aws-sdk/util-dynamodb';
import { inject } from 'vitest';
import type { Notification } from '@seamline/shared/contracts/notifications';
import type { DomainEvent } from '@seamline/events/catalogue';
import { APP_REQUEST_HEADER } from '@seamline/shared/contracts/session';
import { api } from '../fixtures/api';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { openSocket, type TestSocket } from '../fixtures/ws-client';
import { STREAM_WAIT, waitFor } from '../fixtures/poll';

export const baseUrl = (): string => inject('baseUrl');

/**
 * Deadline of waits on the table stream: the first records of a fresh runtime queue behind the
 * seed's (≈ 10–20 s on these shared 2-core machines), later ones take well under a second.
 */
/** The shared stream-processor deadline (tests/fixtures/poll.ts). */
export { STREAM_WAIT };

export const typeOf = (m: unknown) => (m as { type?: string }).type;
export const framesOf = (socket: TestSocket, type: string) => socket.messages.filter((m) => typeOf(m) === type) as Record<string, unknown>[];

/** A person with a session and a first name (messages use it). */
export const person = (firstName: string) => createUserWithSession({ user: { firstName } });

const opened: TestSocket[] = [];
/** Close every socket the tests opened (call in afterEach). */
export function closeSockets(): void {
  for (const s of opened.splice(0)) s.ws.terminate();
}

/** Open `/ws` as `s` without subscribing. */
export async function rawSocket(s: UserWithSession): Promise<TestSocket> {
  const socket = await openSocket(baseUrl(), s.cookie);
  opened.push(socket);
  return socket;
}

/** Open `/ws` as `s`, send `authenticate` {userId} and wait for its `unread_count`. */
export async function subscribedSocket(s: UserWithSession): Promise<TestSocket> {
  const socket = await rawSocket(s);
  socket.ws.send(JSON.stringify({ action: 'authenticate', userId: s.userId }));
  await socket.waitForMessage((m) => typeOf(m) === 'unread_count');
  return socket;
}

/** Send a frame and wait for the first frame of `type` received after it. */
export async function ask(socket: TestSocket, frame: unknown, type: string): Promise<Record<string, unknown>> {
  const before = socket.messages.length;
  socket.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  return (await socket.waitForMessage((m) => socket.messages.indexOf(m) >= before && typeOf(m) === type)) as Record<string, unknown>;
}

/** Frames received from index `from` on, as `type` strings. */
export const typesSince = (socket: TestSocket, from: number) => socket.messages.slice(from).map(typeOf);

/** `GET /api/notifications` as `s`. */
export async function bell(s: UserWithSession, query = '') {
  const res = await api<{ items: Notification[]; unseenCount: number; nextCursor: string | null }>('GET', `/api/notifications${query}`, {
    cookie: s.cookie,
  });
  if (res.status !== 200) throw new Error(`GET /api/notifications answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A body-less mutating call as the web app sends it (with its request header). */
export const send = (method: 'POST' | 'DELETE', path: string, s?: UserWithSession) =>
  api(method, path, { cookie: s?.cookie, headers: { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value } });

/** Save `s`'s preferences: all on except `off`. */
export async function turnOff(s: UserWithSession, ...off: string[]): Promise<void> {
  const body = { likes: true, comments: true, follows: true, shares: true, eventInvites: true };
  for (const key of off) (body as Record<string, boolean>)[key] = false;
  const res = await api('PUT', `/api/users/${s.userId}/notification-preferences`, { cookie: s.cookie, body });
  if (res.status !== 200) throw new Error(`PUT preferences answered ${res.status}`);
}

let clock = Date.now();
/** A fresh event id and an instant (strictly increasing within a test file). */
export function eventBase(occurredAt?: string): { id: string; occurredAt: string } {
  clock += 1;
  return { id: `test:${randomUUID()}`, occurredAt: occurredAt ?? new Date(clock).toISOString() };
}

export const liked = (postId: string, userId: string, authorId: string, occurredAt?: string): DomainEvent => ({
  ...eventBase(occurredAt),
  type: 'post.liked',
  postId,
  userId,
  authorId,
});
export const commented = (postId: string, userId: string, authorId: string): DomainEvent => ({
  ...eventBase(),
  type: 'post.commented',
  postId,
  userId,
  authorId,
  commentId: randomUUID(),
});

/** Apply `event` through the processor's apply function as a new stream record. */
export async function apply(event: DomainEvent, receiptId = randomUUID()) {
  const { applyNotificationEvent } = await import('@seamline/events/processors/notifications');
  return applyNotificationEvent(event, receiptId);
}

/** Emit `event` the way areas do: a DomainEvent item in the table (the stream feeds the processor). */
export async function emit(event: DomainEvent): Promise<void> {
  const { db } = await import('@seamline/functions/_core/aws-clients');
  const { domainEventItemOf } = await import('@seamline/events/domain-events');
  await db.entities.domainEvent.create(domainEventItemOf(event)).go();
}

let sequence = 0;
/** The stream record DynamoDB delivers for the DomainEvent item of `event` (INSERT). */
export async function domainEventRecord(event: DomainEvent, eventID = randomUUID()): Promise<DynamoDBRecord> {
  const { db } = await import('@seamline/functions/_core/aws-clients');
  const { domainEventItemOf } = await import('@seamline/events/domain-events');
  const { Item } = db.entities.domainEvent.put(domainEventItemOf(event)).params() as { Item: Record<string, unknown> };
  sequence += 1;
  return {
    eventID,
    eventName: 'INSERT',
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: 'ddblocal',
    dynamodb: {
      Keys: marshall({ pk: Item.pk, sk: Item.sk }) as NonNullable<DynamoDBRecord['dynamodb']>['Keys'],
      NewImage: marshall(Item, { removeUndefinedValues: true }) as NonNullable<DynamoDBRecord['dynamodb']>['NewImage'],
      SequenceNumber: String(2e20 + sequence),
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
}

/** The stored counters of `userId` (NotificationState). */
export async function counters(userId: string) {
  const { stateOf } = await import('@seamline/functions/notifications/notification-state');
  return stateOf(userId);
}

/** Wait until `s`'s bell satisfies `check`; returns that page. */
export function waitForBell(s: UserWithSession, what: string, check: (page: Awaited<ReturnType<typeof bell>>) => boolean) {
  return waitFor(what, async () => {
    const page = await bell(s, '?limit=100');
    return check(page) ? page : undefined;
  }, STREAM_WAIT);
}

/** The stream record of a Notification row's REMOVE; `byTtl` adds the TTL service identity. */
export async function notificationRemoveRecord(row: Record<string, unknown>, byTtl: boolean, eventID = randomUUID()): Promise<DynamoDBRecord> {
  const { db } = await import('@seamline/functions/_core/aws-clients');
  const { Item } = db.entities.notification.put(row as never).params() as { Item: Record<string, unknown> };
  sequence += 1;
  return {
    eventID,
    eventName: 'REMOVE',
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: 'ddblocal',
    ...(byTtl ? { userIdentity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' } } : {}),
    dynamodb: {
      Keys: marshall({ pk: Item.pk, sk: Item.sk }) as NonNullable<DynamoDBRecord['dynamodb']>['Keys'],
      OldImage: marshall(Item, { removeUndefinedValues: true }) as NonNullable<DynamoDBRecord['dynamodb']>['OldImage'],
      SequenceNumber: String(2e20 + sequence),
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  } as DynamoDBRecord;
}
