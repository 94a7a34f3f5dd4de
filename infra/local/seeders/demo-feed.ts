/**
 * Seeders of the demo feed (issue 19 "The demo data gives the demo user a lively feed on a fresh
 * `npm start`"). Nothing is written into the feed directly: the feed is made by the real pipeline.
 *
 * - `demo feed state` (first stage, with the demo user): Dana's FeedState says she read her feed
 *   now, so she is ACTIVE before any demo follow, post, save or like is written; the feed
 *   processors then fill her feed as the later stages' records stream through them — her follows'
 *   latest posts (backfill), fit matches from her near-twins' saves and likes, the boards below —
 *   and her first read adds today's AI Picks. (Were she inactive, her first read would rebuild the
 *   feed from the same sources.)
 * - `demo boards` (last stage, needs the catalogue): a public moodboard with 3–4 items for each
 *   person Dana follows, board and items in one transaction as the API adds them (count and cover
 *   agree); the board's INSERT reaches `feed-fanout` like a real one.
 *
 * Idempotent: conditional creates; a second start finds them and writes nothing.
 */
import { catalogueImageUrl } from '@seamline/shared/db/catalogue-items';
import type { Seeder } from '../seed';
import { generateProduct } from './catalogue-data';
import { DANA_FOLLOWS_IDS } from './demo-people-data';
import { DEMO_USER } from './demo-user';

const MINUTE_MS = 60_000;

const BOARD_NAMES = ['Weekend Uniform', 'City Layers', 'Office Edit', 'Summer Linen'] as const;

/** The demo boards: one per person Dana follows (deterministic ids, names and products). */
export function demoBoards(): { moodboardId: string; userId: string; name: string; items: string[]; minutesAgo: number }[] {
  return DANA_FOLLOWS_IDS.map((userId, k) => ({
    moodboardId: `demo-board-${String(k + 1).padStart(2, '0')}`,
    userId,
    name: BOARD_NAMES[k % BOARD_NAMES.length]!,
    // Products 150–165: outside the seeded activity pool (the first 120) and the trending test's own product.
    items: Array.from({ length: 3 + (k % 2) }, (_, j) => `prd-${String(150 + k * 4 + j).padStart(4, '0')}`),
    minutesAgo: 30 + k * 47,
  }));
}

export const demoFeedState: Seeder = {
  name: 'demo feed state',
  run: async ({ db, now }) => {
    await db.entities.feedState.create({ userId: DEMO_USER.id, lastReadAt: now.toISOString() }).go();
  },
};

export const demoBoardsSeeder: Seeder = {
  name: 'demo boards',
  run: async ({ db, now }) => {
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE_MS).toISOString();
    let wrote = 0;
    for (const board of demoBoards()) {
      const first = generateProduct(Number(board.items[0]!.slice(4)) - 1).item;
      const { canceled } = await db.transaction
        .write(({ moodboard, moodboardItem }) => [
          moodboard
            .create({
              moodboardId: board.moodboardId,
              userId: board.userId,
              name: board.name,
              isPublic: true,
              coverImage: catalogueImageUrl(first.images[0]!),
              itemCount: board.items.length,
              createdAt: at(board.minutesAgo),
            })
            .commit(),
          ...board.items.map((productId, j) =>
            moodboardItem.create({ moodboardId: board.moodboardId, productId, userId: board.userId, sourceType: 'discover', addedAt: at(board.minutesAgo - j) }).commit(),
          ),
        ])
        .go();
      if (!canceled) wrote++;
    }
    if (wrote === 0) throw Object.assign(new Error('already seeded'), { name: 'ConditionalCheckFailedException' });
  },
};
