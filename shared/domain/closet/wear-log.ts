/**
 * The wear log of one closet item as people see it (issue 34 §4): wears, last worn, cost per
 * wear and wears since the last wash, computed from the stored ItemWear elements
 * (`shared/db/entities/item-wear.ts`, `<worn at>|<source>`).
 *
 * A wear counts once its moment has passed: the `outfit-stats` processor stores a finalized
 * event's wear as soon as it is finalized, dated by the event (an ISO instant in UTC), so an
 * event next week is stored but not yet a wear. Reading with `now` (the read's clock) makes it
 * count by itself when its time comes — no scheduled job. Comparing ISO-8601 UTC strings is
 * comparing instants (same format, same width); a manual wear logged for a past day is stored
 * as that day (`YYYY-MM-DD`), which sorts before every instant of that day.
 *
 * Pure: no clock of its own, no I/O. Used by the closet area (item DTOs, wear routes), the
 * stylist's wardrobe (laundry mode) and the data export.
 */

/** Source of a manual wear element: `<worn at>|manual:<wearId>`. */
export const MANUAL_WEAR_PREFIX = 'manual:';

/** One stored wear, parsed. */
export interface WearEntry {
  /** ISO-8601 UTC instant, or `YYYY-MM-DD` for a manual wear logged for a past day. */
  wornAt: string;
  /** `event`: a finalized outfit event (its id); `manual`: logged by hand (its wear id). */
  source: 'event' | 'manual';
  /** The event id (source `event`) or the manual wear id (source `manual`). */
  id: string;
}

/** What an item's details show; all counts are of wears whose moment has passed. */
export interface WearSummary {
  /** Wears up to now (finalized events whose time has passed + manual wears). */
  wearCount: number;
  /** The latest counted wear (ISO instant, or `YYYY-MM-DD`); null when never worn. */
  lastWornAt: string | null;
  /** price ÷ wearCount rounded to the currency's cents; null without a price or without wears. */
  costPerWear: number | null;
  /** Counted wears after `washedAt` (all of them when never marked washed). */
  wearsSinceWash: number;
  /** When the person last marked the item washed (ISO instant); null when never. */
  washedAt: string | null;
}

/** The stored element of a manual wear. */
export const manualWearEntryOf = (wornAt: string, wearId: string): string => `${wornAt}|${MANUAL_WEAR_PREFIX}${wearId}`;

/** A stored element → its parts (an element without `|` is read as an undated event wear). */
export function parseWearEntry(entry: string): WearEntry {
  const bar = entry.indexOf('|');
  const wornAt = bar < 0 ? '' : entry.slice(0, bar);
  const rest = bar < 0 ? entry : entry.slice(bar + 1);
  return rest.startsWith(MANUAL_WEAR_PREFIX)
    ? { wornAt, source: 'manual', id: rest.slice(MANUAL_WEAR_PREFIX.length) }
    : { wornAt, source: 'event', id: rest };
}

/** Whether a wear dated `wornAt` has happened by `now` (ISO instant). */
export const hasHappened = (wornAt: string, now: string): boolean => wornAt !== '' && wornAt <= now;

/**
 * The wears that have happened by `now`, oldest first.
 * @param entries stored ItemWear elements (any order)
 * @param now ISO-8601 UTC instant of the read
 */
export function pastWears(entries: Iterable<string>, now: string): WearEntry[] {
  return [...entries]
    .map(parseWearEntry)
    .filter((w) => hasHappened(w.wornAt, now))
    .sort((a, b) => (a.wornAt < b.wornAt ? -1 : a.wornAt > b.wornAt ? 1 : a.id < b.id ? -1 : 1));
}

/**
 * Cost per wear for item details (the README's promise, issue 34 §4): price ÷ wears, rounded to
 * hundredths of the item's currency. Unlike the stylist's `costPerWear` in
 * `shared/domain/outfits/care.ts` (which shows the full price before the first wear), an item
 * never worn has NO cost per wear here: null.
 * @param price purchase price (≥ 0, the item's currency) or null
 * @param wears counted wears
 */
export function costPerWearOf(price: number | null | undefined, wears: number): number | null {
  if (price == null || !Number.isFinite(price) || price < 0 || !(wears > 0)) return null;
  return Math.round((price / Math.floor(wears)) * 100) / 100;
}

/**
 * The summary of one item's wear log at `now`.
 * @param entries stored ItemWear elements (empty when the item has no row)
 * @param washedAt the ItemWear row's `washedAt` (ISO instant) or null
 * @param price the item's price (its currency) or null
 * @param now ISO-8601 UTC instant of the read
 */
export function wearSummaryOf(entries: Iterable<string>, washedAt: string | null | undefined, price: number | null | undefined, now: string): WearSummary {
  const past = pastWears(entries, now);
  const wash = washedAt ?? null;
  return {
    wearCount: past.length,
    lastWornAt: past.at(-1)?.wornAt ?? null,
    costPerWear: costPerWearOf(price, past.length),
    wearsSinceWash: wash ? past.filter((w) => w.wornAt > wash).length : past.length,
    washedAt: wash,
  };
}
