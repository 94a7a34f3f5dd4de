/**
 * THE pure rule of the `outfit-stats` processor (issue 20): what one OutfitEvent change means for
 * its creator's profile Outfits count (spec 02 §2.1 header: the number of finalized events) and
 * wear log (each finalized event is a wear of the creator's own closet items in its final outfit,
 * dated by the event's date, else the moment it was finalized). Computed from the record's old
 * and new images, so finalize, reopen, a new final outfit, a new date and delete are one rule.
 */
import { wearEntryOf } from '@seamline/shared/db/entities/item-wear';

/** The fields of an OutfitEvent image the rule reads. */
export interface StatsImage {
  eventId: string;
  creatorId: string;
  status: string;
  eventDate?: string;
  finalizedAt?: string;
  createdAt?: string;
  wornItemIds?: string[];
}

/** What to change: the Outfits count and the wear elements to add / remove (per closet item). */
export interface StatsPlan {
  creatorId: string;
  outfitsDelta: -1 | 0 | 1;
  addWears: { itemId: string; entry: string }[];
  removeWears: { itemId: string; entry: string }[];
}

/** The image as the rule reads it, or null when it is not an OutfitEvent. */
export function statsImageOf(image: Record<string, unknown> | undefined): StatsImage | null {
  if (image?.__edb_e__ !== 'outfitEvent') return null;
  const { eventId, creatorId, status } = image;
  if (typeof eventId !== 'string' || typeof creatorId !== 'string' || typeof status !== 'string') return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const worn = Array.isArray(image.wornItemIds) ? image.wornItemIds.filter((v): v is string => typeof v === 'string') : [];
  return {
    eventId,
    creatorId,
    status,
    eventDate: str(image.eventDate),
    finalizedAt: str(image.finalizedAt),
    createdAt: str(image.createdAt),
    wornItemIds: worn,
  };
}

const isCounted = (image: StatsImage | null): image is StatsImage => image?.status === 'finalized';

/** The wear elements an image stands for: one per worn item, `<date>|<eventId>`. */
function wearsOf(image: StatsImage | null): Map<string, string> {
  if (!isCounted(image)) return new Map();
  const wornAt = image.eventDate ?? image.finalizedAt ?? image.createdAt ?? '';
  return new Map((image.wornItemIds ?? []).map((itemId) => [itemId, wearEntryOf(wornAt, image.eventId)]));
}

/** The plan of a change from `before` to `after` (null = absent); null when nothing changes. */
export function statsPlanOf(before: StatsImage | null, after: StatsImage | null): StatsPlan | null {
  const creatorId = after?.creatorId ?? before?.creatorId;
  if (!creatorId) return null;
  const outfitsDelta = ((isCounted(after) ? 1 : 0) - (isCounted(before) ? 1 : 0)) as StatsPlan['outfitsDelta'];
  const old = wearsOf(before);
  const next = wearsOf(after);
  const removeWears = [...old].filter(([itemId, entry]) => next.get(itemId) !== entry).map(([itemId, entry]) => ({ itemId, entry }));
  const addWears = [...next].filter(([itemId, entry]) => old.get(itemId) !== entry).map(([itemId, entry]) => ({ itemId, entry }));
  if (outfitsDelta === 0 && removeWears.length === 0 && addWears.length === 0) return null;
  return { creatorId, outfitsDelta, addWears, removeWears };
}
