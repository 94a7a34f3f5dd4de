/**
 * Helpers of the moderation integration tests (moderation-*.test.ts, issue 33 §3–§4): filing
 * reports as the web app does, admin sessions (the seeded dev admin and extra admins), the queue
 * walked page by page, and resolving.
 */
import { randomUUID } from 'node:crypto';
import { APP_REQUEST_HEADER } from '@seamline/shared/contracts/session';
import type { AuditEntry, ModerationCase, ModerationQueue, Report } from '@seamline/shared/contracts/moderation';
import { api, type ApiResponse } from '../fixtures/api';
import type { UserWithSession } from '../fixtures/users';
import { createPost, someProductId } from './posts-helpers';

const appHeader = { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value };

/** A call with a raw Cookie header (user or admin) and the web app's request header. */
export const send = <T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, cookie?: string, body?: unknown, headers: Record<string, string> = {}) =>
  api<T>(method, path, { cookie, body, headers: { ...appHeader, ...headers } });

/** `POST /api/reports` as `s`. */
export const fileReport = (s: UserWithSession | undefined, body: unknown, headers: Record<string, string> = {}) =>
  send<Report & { message?: string }>('POST', '/api/reports', s?.cookie, body, headers);

/** A fresh admin account with a live admin session: its Cookie header and name. */
export async function newAdmin(): Promise<{ cookie: string; id: string; name: string }> {
  const { createAdmin } = await import('@seamline/functions/admin/admins.service');
  const { createSession } = await import('@seamline/functions/_core/sessions');
  const name = `mod_${randomUUID().slice(0, 8)}`;
  const id = await createAdmin(name, `pw-${randomUUID()}`);
  const { token } = await createSession(id, 'admin');
  return { cookie: `sl_admin=${token}`, id, name };
}

/** A post by `author` with `caption`. */
export async function postBy(author: UserWithSession, caption = `reported ${randomUUID().slice(0, 6)}`) {
  return createPost(author, await someProductId(author), { caption });
}

/** One page of the queue of `status` as admin `cookie`. */
export const queuePage = (cookie: string | undefined, query = '') =>
  send<ModerationQueue & { message?: string }>('GET', `/api/admin/reports${query}`, cookie);

/** Every row of the queue of `status` (all pages, in order); asserts each page answers 200. */
export async function wholeQueue(cookie: string, status: 'open' | 'resolved' = 'open'): Promise<ModerationCase[]> {
  const rows: ModerationCase[] = [];
  let cursor: string | null = null;
  do {
    const page: ApiResponse<ModerationQueue> = await queuePage(cookie, `?status=${status}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    if (page.status !== 200) throw new Error(`queue answered ${page.status}: ${JSON.stringify(page.body)}`);
    rows.push(...page.body.items);
    cursor = page.body.nextCursor;
  } while (cursor);
  return rows;
}

/** The queue row of `targetId` in the `status` queue, or undefined. */
export async function caseOf(cookie: string, targetId: string, status: 'open' | 'resolved' = 'open') {
  return (await wholeQueue(cookie, status)).find((c) => c.targetId === targetId);
}

/** `POST /api/admin/reports/{reportId}/resolve` as admin `cookie`. */
export const resolve = (cookie: string | undefined, reportId: string, body: unknown) =>
  send<{ reportId: string; action: string; resolvedReports: number; hidden: boolean; message?: string }>(
    'POST',
    `/api/admin/reports/${encodeURIComponent(reportId)}/resolve`,
    cookie,
    body,
  );

/** The newest audit entries (first page). */
export const auditLog = (cookie: string | undefined, query = '') =>
  send<{ items: AuditEntry[]; nextCursor: string | null; message?: string }>('GET', `/api/admin/audit-log${query}`, cookie);
