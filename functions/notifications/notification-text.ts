/**
 * THE pure texts and targets of notification rows (issue 18; spec 02 §2.9): the sentence a
 * row shows ('Ana and 14 others liked your post') and where clicking it goes. Built when a row
 * is read, from its actors' current names, its count and its type; only `other` (system) rows
 * store their text.
 */
import type { NotificationType } from '@seamline/shared/contracts/social-constants';

/** The name a message uses for a person: the first name, else the username. */
export function displayNameOf(person: { firstName?: string | null; username: string }): string {
  return person.firstName?.trim() || person.username;
}

/**
 * Who acted, as a message starts: 'Ana' (1), 'Ana and Ben' (2 and both names known),
 * 'Ana and 14 others' (15), 'Ana and 1 other' (2, one name known), 'Someone' (no name known).
 * @param names latest actor first (names of actors that still exist).
 * @param count everyone who acted in the row (≥ names.length; smaller values read as names.length).
 */
export function actorLine(names: readonly string[], count: number): string {
  const total = Math.max(count, names.length);
  const [first, second] = names;
  if (!first) return total > 1 ? `${total.toString()} people` : 'Someone';
  if (total <= 1) return first;
  if (total === 2 && second) return `${first} and ${second}`;
  const rest = total - 1;
  return `${first} and ${rest.toString()} ${rest === 1 ? 'other' : 'others'}`;
}

const VERBS: Record<Exclude<NotificationType, 'other'>, string> = {
  like: 'liked your post',
  comment: 'commented on your post',
  follow: 'started following you',
  post_share: 'shared your post',
  event_invite: 'invited you to plan an outfit',
};

/** Fallback text of an `other` row that has none stored. */
export const SYSTEM_MESSAGE_FALLBACK = 'News from Seamline';

/**
 * The sentence of a row: actors + verb for people's actions, the stored text for `other`.
 * @example messageOf('like', ['Ana'], 15) === 'Ana and 14 others liked your post'
 */
export function messageOf(type: NotificationType, names: readonly string[], count: number, stored?: string): string {
  if (type === 'other') return stored ?? SYSTEM_MESSAGE_FALLBACK;
  return `${actorLine(names, count)} ${VERBS[type]}`;
}

/**
 * Where clicking a row goes (web routes): a post → `/posts/{postId}`; one follower → their
 * profile `/closet/{userId}` (the app's profile screen of a person); several → the recipient's
 * followers list `/followers/{userId}`; `other` → its stored target, else `/`.
 */
export function targetUrlOf(row: {
  type: NotificationType;
  recipientId: string;
  postId?: string | null;
  actorIds: readonly string[];
  actorCount: number;
  targetUrl?: string | null;
}): string {
  if (row.postId) return `/posts/${encodeURIComponent(row.postId)}`;
  if (row.type === 'follow') {
    const [only] = row.actorIds;
    return row.actorCount <= 1 && only
      ? `/closet/${encodeURIComponent(only)}`
      : `/followers/${encodeURIComponent(row.recipientId)}`;
  }
  return row.targetUrl ?? '/';
}

/** Where the welcome notification leads: Connect, to find people to follow. */
export const WELCOME_TARGET_URL = '/connect';

/** The welcome notification of a new account (type `other`; replaces spec 02 §4's client-side demo notification). */
export function welcomeMessage(firstName?: string | null): string {
  const name = firstName?.trim();
  return `Welcome to Seamline${name ? `, ${name}` : ''}! Follow people whose fit matches yours — their likes, comments and follows will show up here.`;
}
