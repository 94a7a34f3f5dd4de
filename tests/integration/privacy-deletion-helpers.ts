/**
 * Helpers of the account-deletion integration tests (privacy-deletion.test.ts,
 * privacy-deletion-residue.test.ts): registered people with their password, the deletion request,
 * writes as the web client sends them, waiting for the job, and the whole-table / whole-bucket
 * residue check (test-only Scan and listing through the runtime's clients).
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { expect, inject } from 'vitest';
import { api } from '../fixtures/api';
import { registerUser, type RegisteredUser } from '../fixtures/accounts';
import { s3 } from '../fixtures/media-bucket';
import { waitFor } from '../fixtures/poll';
import type { UserWithSession } from '../fixtures/users';
import { call } from './collections-helpers';

const env = () => inject('runtimeEnv');

/** How long the deletion job and the processors get (polled every 200 ms). */
export const JOB_WAIT = { timeoutMs: 120_000, intervalMs: 200 };

/** The runtime's AWS clients and ElectroDB service (the test process reads the same table). */
export const aws = () => import('@seamline/functions/_core/aws-clients');

/** A registered person as the route helpers want them (`userId` + `cookie`). */
export type Person = UserWithSession & { password: string; username: string; email: string };

/** A new person registered over HTTP, with their session and password. */
export async function register(): Promise<Person> {
  const r: RegisteredUser = await registerUser(inject('baseUrl'));
  return {
    userId: r.id,
    cookie: r.cookie,
    token: r.cookie.split('=')[1]!,
    user: { id: r.id, username: r.username, email: r.email, createdAt: '', updatedAt: '' },
    password: r.password,
    username: r.username,
    email: r.email,
  };
}

/** `DELETE /api/users/{userId}` {password} as `s` (no session when undefined). */
export const remove = (s: { cookie?: string } | undefined, userId: string, body: unknown) =>
  api('DELETE', `/api/users/${encodeURIComponent(userId)}`, { cookie: s?.cookie, body });

/** A write as the web client sends it: a JSON body even when the route takes none (the CSRF guard wants JSON). */
export const act = <T = Record<string, unknown>>(method: 'POST' | 'PUT', path: string, s: UserWithSession, body: unknown = {}) =>
  call<T>(method, path, s, body);

/** Awaits `res` and asserts a 2xx (the body in the failure message). @returns the body. */
export async function ok<T = Record<string, unknown>>(res: Promise<{ status: number; body: unknown }>, what: string): Promise<T> {
  const r = await res;
  expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
  return r.body as T;
}

/** Every table item (test-only Scan, all pages) as lower-case JSON text, with its pk/sk. */
export async function scanTable(): Promise<{ pk: string; sk: string; text: string }[]> {
  const { documentClient } = await aws();
  const out: { pk: string; sk: string; text: string }[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(new ScanCommand({ TableName: env().TABLE_NAME, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) out.push({ pk: String(item.pk), sk: String(item.sk), text: JSON.stringify(item).toLowerCase() });
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

/** Every object key of the media bucket (all pages). */
export async function bucketKeys(): Promise<string[]> {
  const { ListObjectsV2Command } = await import('@aws-sdk/client-s3');
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: env().MEDIA_BUCKET, ContinuationToken: token }));
    for (const o of page.Contents ?? []) keys.push(o.Key!);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** Table items and bucket keys that hold any of `needles` (case-insensitive, anywhere in any attribute value). */
export async function residueOf(needles: string[]): Promise<{ items: { pk: string; sk: string }[]; objects: string[] }> {
  const lower = needles.map((n) => n.toLowerCase());
  const [items, keys] = await Promise.all([scanTable(), bucketKeys()]);
  return {
    items: items.filter((i) => lower.some((n) => i.text.includes(n))).map(({ pk, sk }) => ({ pk, sk })),
    objects: keys.filter((k) => lower.some((n) => k.toLowerCase().includes(n))),
  };
}

/**
 * Polls until no table item or bucket object holds the person's id, username or email (stream
 * processors may still be finishing after the job), then asserts it (≤ 30 s).
 */
export async function expectNoResidue(p: { userId: string; username: string; email: string }): Promise<void> {
  const needles = [p.userId, p.username, p.email];
  let residue = await residueOf(needles);
  await waitFor('no residue of the deleted person', async () => {
    residue = await residueOf(needles);
    return residue.items.length === 0 && residue.objects.length === 0;
  }, { timeoutMs: 30_000, intervalMs: 500 }).catch(() => undefined);
  expect(residue).toEqual({ items: [], objects: [] });
}

/** Polls until the person's User item and every AccountDeletion round are gone (the job finished). */
export async function waitForDeletion(userId: string): Promise<void> {
  const { db } = await aws();
  await waitFor('the deletion job to finish', async () => {
    const [user, rounds] = await Promise.all([
      db.entities.user.get({ id: userId }).go({ consistent: true }),
      db.entities.accountDeletion.query.byRound({ userId }).go({ consistent: true }),
    ]);
    return !user.data && rounds.data.length === 0;
  }, JOB_WAIT);
}
