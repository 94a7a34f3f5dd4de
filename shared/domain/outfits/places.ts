/**
 * Places: `resolvePlace(text)` over the bundled gazetteer (`places-data.ts`).
 */
import type { Place } from './types';

/**
 * The gazetteer place a free-text location names, or null.
 * @param text e.g. 'Boston, MA', 'são paulo', 'Sydney, Australia'
 */
export function resolvePlace(text: string | null | undefined): Place | null {
  void text;
  throw new Error('not implemented yet');
}

/**
 * The place to dress for: the event's location, else the person's profile location
 * ('Not specified' and unknown places fall through), else none (spec 02 §9 defaults).
 */
export function placeForEvent(
  eventLocation: string | null | undefined,
  userLocation: string | null | undefined,
): { place: Place | null; from: 'event' | 'profile' | 'none' } {
  void eventLocation;
  void userLocation;
  throw new Error('not implemented yet');
}
