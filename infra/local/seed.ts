/**
 * Idempotent seed step of the local runtime (ARCHITECTURE §10): an ordered list of stages of
 * seeders, each a conditional write that changes nothing when its data is already there.
 * Seeders of one stage are independent and run at the same time (the catalogue mostly waits
 * on DynamoDB Local and the S3 stand-in while the demo people are written); a stage starts
 * when the one before has finished.
 */
import type { DbService } from '@seamline/shared/db/service';
import { demoUser } from './seeders/demo-user';
import { demoPeopleSeeder } from './seeders/demo-people';
import { devAdmin } from './seeders/dev-admin';
import { brandSizes } from './seeders/brand-sizes';
import { catalogueActivitySeeder, catalogueSeeder } from './seeders/catalogue';
import { demoPostsSeeder } from './seeders/demo-posts';
import { demoBoardsSeeder, demoFeedState } from './seeders/demo-feed';
import { demoOutfitsSeeder } from './seeders/demo-outfits';
import { demoPerformanceSeeder } from './seeders/demo-performance';
import { demoReportsSeeder } from './seeders/demo-reports';
import { demoWearsSeeder } from './seeders/demo-wears';

export interface SeedContext {
  /** The ElectroDB service bound to the local table. */
  db: DbService;
  now: Date;
  /**
   * Resolves once the stream processors (given `processors`: those named) have applied every
   * record written so far (the local runtime's `events.idle()`). `seed()` waits for it between
   * stages, because a later stage's records are processed against what processors derived from
   * the earlier ones: the demo activity's fit-match fan-out (`feed-fit-matches`) reads the fit
   * index that `people-index` writes from the demo people's measurements. Processors run side by
   * side, each at its own pace, so without this wait the fan-out could run first, find no fit
   * index entry and write no fit match (the intermittent `feed-demo` integration failure of stops
   * 26 and 27). Absent (tests seeding without processors): no wait.
   */
  processorsIdle?: (processors?: readonly string[]) => Promise<void>;
}

/**
 * A stage that waits only for the processors it depends on (`after`, names of
 * `events/processors.ts`) instead of all of them; the others keep working while it writes.
 */
export interface Stage {
  seeders: readonly Seeder[];
  after: readonly string[];
}

export interface Seeder {
  name: string;
  /** Write the data with conditions; a ConditionalCheckFailed means "already seeded". */
  run: (ctx: SeedContext) => Promise<void>;
}

/**
 * What the third stage needs processed from the second (issue 36 §4: it no longer waits for the
 * rest, e.g. the ~200 follow notifications and the catalogue's search tokens, which nothing of it
 * reads): the fit index (`people-index`) for the fit-match fan-out of the demo saves, likes and
 * Dana's closet; the follower counts (`follow-counters`) by which `feed-fanout` tells pushed from
 * pulled authors; the follow backfill (`feed-follows`), so posts and boards reach the feeds in
 * the same order as before.
 */
export const ACTIVITY_NEEDS = ['people-index', 'follow-counters', 'feed-follows'] as const;

/** The seeders: stages in this order; the seeders of a stage run concurrently. */
export const seeders: (Seeder | readonly Seeder[] | Stage)[] = [
  // The accounts first: with `seedInBackground` the runtime serves once this stage is in.
  [demoUser, devAdmin, demoFeedState],
  // The demo people follow Dana; the catalogue is independent of people.
  [demoPeopleSeeder, brandSizes, catalogueSeeder],
  // Demo saves and likes, posts, post likes and comments, the followed people's boards need the people and the products.
  // Dana's feed is active from the first stage, so the feed processors fill it from these (issue 19);
  // the stage starts once the processors are idle, so the fit-match fan-out finds the fit index.
  // Demo outfit planning needs the people (invitations) and the catalogue (issue 20).
  // A week of real-user monitoring for the dev admin's /performance (issue 21) needs nothing else;
  // it runs here, in the background stage, because folding ~1,400 reports takes a few seconds.
  // Two open reports for the dev admin's /admin/moderation (issue 33) name demo posts and comments by id.
  {
    seeders: [catalogueActivitySeeder, demoPostsSeeder, demoBoardsSeeder, demoOutfitsSeeder, demoPerformanceSeeder, demoReportsSeeder],
    after: ACTIVITY_NEEDS,
  },
  // Dana's wears logged by hand (issue 34 §4) go on the closet demo-outfits gives her. It waits
  // for every processor, so the seed is complete when the demo has settled.
  [demoWearsSeeder],
];

/** True for DynamoDB's conditional-write refusal, also when wrapped by ElectroDB. */
export function isConditionalFailure(error: unknown): boolean {
  for (
    let e = error as { name?: string; message?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.name === 'ConditionalCheckFailedException') return true;
    if (/conditional request failed|ConditionalCheckFailed/i.test(e.message ?? '')) return true;
  }
  return false;
}

/** Run one seeder: true when it wrote, false when it found its data there already. */
async function runSeeder(seeder: Seeder, ctx: SeedContext): Promise<boolean> {
  const started = performance.now();
  try {
    await seeder.run(ctx);
    if (process.env.SEED_TIMINGS) console.log(`[seed] ${seeder.name}: ${Math.round(performance.now() - started)} ms`);
    return true;
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    return false;
  }
}

/**
 * Run every stage in order, the seeders of a stage concurrently (`SEED_TIMINGS=1` prints each
 * seeder's time); between two stages of `list`, wait for `ctx.processorsIdle` when given (for
 * a {@link Stage}, only for the processors of its `after`).
 * @returns the names of the seeders that wrote something, in list order (empty on a second run).
 * @throws the first error that is not a conditional-write refusal.
 */
export async function seed(ctx: SeedContext, list: readonly (Seeder | readonly Seeder[] | Stage)[] = seeders): Promise<string[]> {
  const wrote: string[] = [];
  for (const [i, stage] of list.entries()) {
    const after = 'after' in stage ? stage.after : undefined;
    if (i > 0 && ctx.processorsIdle) {
      const started = performance.now();
      await ctx.processorsIdle(after);
      const which = after ? after.join(', ') : 'processors';
      if (process.env.SEED_TIMINGS) console.log(`[seed] ${which} idle before stage ${i + 1}: ${Math.round(performance.now() - started)} ms`);
    }
    const group: readonly Seeder[] = 'after' in stage ? stage.seeders : Array.isArray(stage) ? stage : [stage as Seeder];
    const outcomes = await Promise.all(group.map((seeder) => runSeeder(seeder, ctx)));
    group.forEach((seeder, i) => outcomes[i] && wrote.push(seeder.name));
  }
  return wrote;
}
