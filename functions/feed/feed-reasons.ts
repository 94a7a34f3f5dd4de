/**
 * The one-line `reason` of each feed item (issue 19: "one line saying why it is here, e.g.
 * 'Maya · 96% fit match · kept it in M'"), pure. Names are a person's first name, else their
 * username; a fit-similar person who chose anonymized display is 'Someone with your fit'.
 */
import type { FitMatchAction } from '@seamline/shared/contracts/feed-constants';

export interface NamedPerson {
  username: string;
  firstName: string | null;
}

/** The name a card uses for a person. */
export const displayName = (p: NamedPerson): string => p.firstName?.trim() || p.username;

export const ANONYMOUS_FIT_PERSON = 'Someone with your fit';

const ACTION_TEXT: Record<FitMatchAction, string> = { saved: 'saved it', kept: 'kept it', liked: 'liked it' };

/** 'Maya posted · Linen Shirt' (the product when there is one). */
export function postReason(author: NamedPerson, productName: string | null): string {
  return productName ? `${displayName(author)} posted · ${productName}` : `${displayName(author)} posted`;
}

/** "Maya shared Ben's post" (or 'Maya shared a post' when the author is gone). */
export function shareReason(sharer: NamedPerson, author: NamedPerson | null): string {
  return author ? `${displayName(sharer)} shared ${displayName(author)}'s post` : `${displayName(sharer)} shared a post`;
}

/** 'Maya · 96% fit match · kept it in M' (no size: '… · liked it'). */
export function fitMatchReason(person: NamedPerson | null, fitSimilarity: number, action: FitMatchAction, size: string | null): string {
  const who = person ? displayName(person) : ANONYMOUS_FIT_PERSON;
  return `${who} · ${Math.round(fitSimilarity).toString()}% fit match · ${ACTION_TEXT[action]}${size ? ` in ${size}` : ''}`;
}

/** 'AI pick · Fits you in M · Matches your Minimalist style' (the recommender's reasons). */
export function aiReason(reasons: string | null | undefined): string {
  return reasons?.trim() ? `AI pick · ${reasons.trim()}` : 'AI pick · Picked for you';
}

/** "Maya's moodboard · 12 items". */
export function moodboardReason(owner: NamedPerson, itemCount: number): string {
  return `${displayName(owner)}'s moodboard · ${itemCount.toString()} ${itemCount === 1 ? 'item' : 'items'}`;
}

/** 'Size: M' (the Save dialog's note, spec 02 §3 Collection item request) → 'M'; null without one. */
export function sizeOfNotes(notes: unknown): string | null {
  if (typeof notes !== 'string') return null;
  const m = /\bsize\s*:\s*([A-Za-z0-9./-]{1,10})/i.exec(notes);
  return m ? m[1]! : null;
}
