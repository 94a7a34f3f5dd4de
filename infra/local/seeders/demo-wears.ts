/**
 * Seeder: Dana's wear log (issue 34 §4 demo data), so a newcomer opening an item's details sees
 * wears, last worn and cost per wear. Her past finalized event (demo-outfits) already is a wear of
 * its pieces through the `outfit-stats` processor; this adds a few wears logged by hand to her
 * first closet items — 1 to 6 each, on past days spread over the last five weeks — and marks the
 * first two washed a few days ago, exactly as `POST /api/closet-items/{itemId}/wears` and
 * `…/washed` store them (`<YYYY-MM-DD>|manual:<wearId>` ADDed to the ItemWear set; `washedAt`).
 *
 * Runs after demo-outfits (which gives Dana a closet when she has none). Idempotent: the wear ids
 * are `demo-<item>-<n>`; when any of Dana's items already holds one, nothing is written.
 * Nothing here is a claim about anyone: the counts are demo activity, like the demo posts.
 */
import { manualWearEntryOf, parseWearEntry } from '@seamline/shared/domain/closet/wear-log';
import type { Seeder } from '../seed';
import { DEMO_USER } from './demo-user';

const DAY_MS = 86_400_000;
/** Wears logged by hand per item, for Dana's first items in closet order (demo activity). */
const MANUAL_WEARS = [6, 4, 3, 2, 1, 5];
/** Days between two logged wears of one item. */
const EVERY_DAYS = 6;
/** Dana's first two items were washed this many days ago (some wears since, some before). */
const WASHED_DAYS_AGO = 8;

const alreadySeeded = () => Object.assign(new Error('already seeded'), { name: 'ConditionalCheckFailedException' });

export const demoWearsSeeder: Seeder = {
  name: 'demo-wears',
  run: async ({ db, now }) => {
    const { data: items } = await db.entities.closetItem.query.inOrder({ closetId: DEMO_USER.id }).go({ order: 'asc', limit: MANUAL_WEARS.length, attributes: ['itemId'] });
    if (items.length === 0) return;
    const { data: rows } = await db.entities.itemWear.query.byUser({ userId: DEMO_USER.id }).go({ pages: 'all' });
    const isDemoManual = (entry: string) => {
      const w = parseWearEntry(entry);
      return w.source === 'manual' && w.id.startsWith('demo-');
    };
    if (rows.some((r) => [...(r.wears ?? [])].some(isDemoManual))) throw alreadySeeded();
    const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
    await Promise.all(
      items.map(async ({ itemId }, i) => {
        const wears = Array.from({ length: MANUAL_WEARS[i]! }, (_, n) => manualWearEntryOf(day(2 + n * EVERY_DAYS + i), `demo-${i}-${n}`));
        const update = db.entities.itemWear.update({ userId: DEMO_USER.id, itemId }).add({ wears });
        await (i < 2 ? update.set({ washedAt: new Date(now.getTime() - WASHED_DAYS_AGO * DAY_MS).toISOString() }) : update).go();
      }),
    );
  },
};
