/**
 * fit_match entries (issue 19): a person's save, closet add or like of a catalogue product goes to
 * the feeds of their top {@link FEED_LIMITS.fitMatchPeople} fit-similar people (≥ 92 %, the
 * existing matches index: `nearestFits`, ≤ 8 Queries / ≤ 320 index items whatever the number of
 * people), active ones only, run by the `feed-fit-matches` processor.
 *
 * CHOSEN over a bounded read of the caller's matches at page time (issue 19 asks to choose and
 * measure; figures in docs/architecture.md, Feed): a page read would need the matches search
 * (≤ 320 items) plus one Query per match for their recent actions on EVERY first page, ~20 more
 * calls on the hot path, and its items would have no stable place for the cursor. On write the
 * cost is paid once per action (≤ 8 Queries + 1 BatchGet + ≤ 2 BatchWriteItem; the lookup once
 * per actor per stream batch, {@link FitAudienceCache}), reads stay flat,
 * and entries sit in the feed order like any other.
 *
 * Privacy: only people in the fit index act (it holds only people who allow `discoverableByFit`
 * and have a body) AND who allow `machineLearning` (issue 22: a cross-user signal; a person who
 * turns it off later has their entries dropped by the reader, feed-hydrate.ts); the entry stores
 * the similarity; readers name the person only with `publicDisplay` on and `anonymizedDisplay` off.
 */
import { FEED_LIMITS, type FitMatchAction } from '@seamline/shared/contracts/feed-constants';
import { DEFAULT_PRIVACY_SETTINGS } from '@seamline/shared/contracts/privacy';
import { countsInAggregates } from '@seamline/shared/domain/privacy/effects';
import { db } from '../_core/aws-clients';
import { nearestFits } from '../people/matches.service';
import { feedStatesOf, pushFeedUpdated, putEntries, type FeedEntryItem } from './feed-store';
import { entryIds, entryTtl } from './feed-rank';

export interface FitActionInput {
  userId: string;
  productId: string;
  action: FitMatchAction;
  at: string;
  size: string | null;
}

/** Who an actor's actions go to: their fit-similar people (none when the actor is no source) and which of them are active / live. */
export interface FitAudience {
  fits: Awaited<ReturnType<typeof nearestFits>>;
  active: Set<string>;
  live: Set<string>;
}

/**
 * Audiences by actor, shared by the actions of one stream batch (the processor makes one per
 * invocation): a person's saves and likes arrive together (a seed, a browsing session), and each
 * costs the same ≤ 2 GetItems + ≤ 8 Queries + 1 BatchGet to find the same people (issue 36 §4).
 */
export type FitAudienceCache = Map<string, Promise<FitAudience>>;

/** The actor's audience at `now` (module doc: sources, the fit index, feed states). */
async function audienceOf(userId: string, now: Date): Promise<FitAudience> {
  const none: FitAudience = { fits: [], active: new Set(), live: new Set() };
  const [{ data: self }, { data: privacy }] = await Promise.all([
    db.entities.fitIndex.get({ userId }).go(),
    db.entities.privacySettings.get({ userId }).go({ attributes: ['machineLearning'] }),
  ]);
  // Issue 22: only people who allow `machineLearning` (spec default off) are fit-match sources.
  if (!self || !countsInAggregates({ machineLearning: privacy?.machineLearning ?? DEFAULT_PRIVACY_SETTINGS.machineLearning })) return none;
  const fits = await nearestFits(userId, self, FEED_LIMITS.fitMatchPeople);
  if (fits.length === 0) return none;
  return { fits, ...(await feedStatesOf(fits.map((f) => f.entry.userId), now)) };
}

/**
 * Fan one action out to the actor's fit-similar active people; with `cache`, an audience found
 * for an earlier action of the same actor is reused ({@link FitAudienceCache}).
 * @returns people found and entries written.
 */
export async function fanOutFitAction(input: FitActionInput, now = new Date(), cache?: FitAudienceCache): Promise<{ matches: number; written: number }> {
  let audience = cache?.get(input.userId);
  if (!audience) {
    audience = audienceOf(input.userId, now);
    cache?.set(input.userId, audience);
    // A failed lookup is not kept: the record is retried and looks again.
    audience.catch(() => cache?.delete(input.userId));
  }
  const { fits, active, live } = await audience;
  if (fits.length === 0) return { matches: 0, written: 0 };
  const ttl = entryTtl(input.at, now);
  const entries: FeedEntryItem[] = fits
    .filter((f) => active.has(f.entry.userId))
    .map((f) => ({
      ownerId: f.entry.userId,
      entryId: entryIds.fitMatch(input.userId, input.productId, input.action),
      type: 'fit_match',
      rankAt: input.at,
      actorId: input.userId,
      productId: input.productId,
      fitSimilarity: f.score,
      action: input.action,
      ...(input.size ? { size: input.size } : {}),
      ttl,
    }));
  const written = await putEntries(entries);
  await pushFeedUpdated(live, { type: 'fit_match', rankAt: input.at });
  return { matches: fits.length, written };
}
