/**
 * `/admin/login?next=`: the admin page to open after signing in (issue 33 §4: /admin/moderation
 * sends its visitors without an admin session here and gets them back). Only the admin pages
 * are accepted (never an outside URL); anything else means the performance dashboard.
 */
import { oneOf } from '../../../lib/search-params';

export const ADMIN_PAGES = ['/performance', '/admin/moderation'] as const;
export type AdminPage = (typeof ADMIN_PAGES)[number];

export interface AdminLoginSearch {
  next?: AdminPage;
}

/** Parse `/admin/login?next=` (also `/admin-login`). */
export function validateAdminLoginSearch(search: Record<string, unknown>): AdminLoginSearch {
  return { next: oneOf(search.next, ADMIN_PAGES, undefined) };
}
