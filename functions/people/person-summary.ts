/**
 * THE pure mapping of people shared by every route of the area: user item → summary (handle =
 * username, name, avatar; never the email nor anything derived from it), the `canViewMeasurements` rule and the mutual-connections
 * reason (spec 01 §2 Followers page, §3 Person card; issue 5 Privacy).
 */
import { ANONYMOUS_NAME, type PersonSummary } from '@seamline/shared/contracts/people';
import type { PrivacyView, UserItem } from './people-reads';

/**
 * A person's @handle: their username (issue 33 §2 "Handles reveal no email"). The earlier app took
 * the email's local part, which showed part of every person's email on any followers page; the
 * username is chosen by the person, unique and already public. Nothing stores a handle — every
 * summary derives it here at read — so a changed username or this rule change reaches every
 * screen at once with no data to migrate.
 */
export function handleOf(user: Pick<UserItem, 'username'>): string {
  return user.username;
}

/** "First Last", else the username. */
export function displayNameOf(user: Pick<UserItem, 'firstName' | 'lastName' | 'username'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;
}

/** A person as rows show them; `anonymized` gives 'Anonymous' with no username, handle or avatar. */
export function summaryOf(user: UserItem, anonymized = false): PersonSummary {
  if (anonymized)
    return { id: user.id, username: null, handle: null, name: ANONYMOUS_NAME, avatar: null };
  return {
    id: user.id,
    username: user.username,
    handle: handleOf(user),
    name: displayNameOf(user),
    avatar: user.profileImageUrl ?? null,
  };
}

/**
 * May the viewer see the owner's measurement numbers? Oneself always; else the owner's
 * `publicDisplay`, or their `showMeasurementsToFriends` when the two follow each other
 * (issue 5 Privacy).
 */
export function canViewMeasurements(input: {
  isSelf: boolean;
  privacy: Pick<PrivacyView, 'publicDisplay' | 'showMeasurementsToFriends'>;
  viewerFollows: boolean;
  followsViewer: boolean;
}): boolean {
  if (input.isSelf) return true;
  if (input.privacy.publicDisplay) return true;
  return input.privacy.showMeasurementsToFriends && input.viewerFollows && input.followsViewer;
}

/** `N mutual connection(s)`, or null for none. */
export function mutualReason(n: number): string | null {
  return n > 0 ? `${n} mutual connection${n === 1 ? '' : 's'}` : null;
}
