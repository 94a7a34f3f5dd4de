/**
 * Person views for every card-showing route of the area: person cards with score, mutual
 * connections and reasons (spec 01 §3 Person card), built on the pure mapping of
 * `person-summary.ts` (summary, handle, `canViewMeasurements`). Routes find candidate ids their own
 * way and hand them to {@link personViews}, which does the bounded batch reads once.
 *
 * Privacy (issue 5, issue 22; the rule is `listAppearance` in shared/domain/privacy/effects.ts):
 * - `publicDisplay` off: left out of every list (search, directory, suggestions, matches), so a
 *   page may hold fewer cards than its limit (the cursor still moves on);
 * - `anonymizedDisplay`: 'Anonymous' (no username, handle or avatar) in directory, suggestions
 *   and matches; left out of name search (a name search must not reveal an anonymous card);
 * - `discoverableByFit` false: no fit-index entry, so no score anywhere (checked again against
 *   the settings in case the index has not caught up yet).
 *
 * Blocks and suspension (issue 33 §1, `canSeePerson`): people blocked by the viewer or who blocked
 * the viewer, and suspended people, are left out of every list (one Query of the viewer's Block
 * rows, `peopleVisibility`, started beside the other reads).
 */
import type { PersonCard } from '@seamline/shared/contracts/people';
import { fitComparison, type FitBody } from '@seamline/shared/domain/people/fit-similarity';
import { listAppearance, type PeopleList } from '@seamline/shared/domain/privacy/effects';
import {
  fitIndexById,
  privacyById,
  styleCategoriesById,
  usersById,
  type FitIndexItem,
  type PrivacyView,
  type UserItem,
} from './people-reads';
import { followingOf, mutualCounts, viewerFollows, type FollowingSet } from './follow-graph';
import { mutualReason, summaryOf } from './person-summary';
import { peopleVisibility } from './visibility';

/** Everything the routes show about one candidate, before shaping it as a card or similar user. */
export interface PersonView {
  user: UserItem;
  privacy: PrivacyView;
  anonymized: boolean;
  styleCategories: string[];
  sharedCategories: string[];
  isFollowing: boolean;
  mutualConnections: number;
  /** Fit similarity with the viewer (0–100), null when not shown (see module doc). */
  score: number | null;
  reasons: string[];
}

/** The viewer's body for scores and reasons (`latestBodyOf`). */
export interface ViewerBody {
  body: FitBody;
  unit: 'inches' | 'cm';
}

export interface PersonViewOptions {
  /** The list the views are for: decides who is left out and who is 'Anonymous' (module doc). */
  list: PeopleList;
  /** The viewer's body and unit (latest measurements), null when they have none; may still be on its way. */
  viewer: ViewerBody | null | Promise<ViewerBody | null>;
  /** The candidates' fit-index entries when the caller already read them (matches); else BatchGet here. */
  index?: Map<string, FitIndexItem>;
  /** The candidates' user items when the caller already read them (directory). */
  users?: Map<string, UserItem>;
  /** The viewer's following set when the caller already read it (or started reading it). */
  following?: FollowingSet | Promise<FollowingSet>;
}

/**
 * Views of `candidateIds` (in that order; unknown users, the viewer and people the list must
 * leave out dropped) for `viewerId`.
 * Reads, all bounded by the number of candidates and all started together: BatchGet users
 * (unless given), privacy settings, style preferences (+ the viewer's), fit-index entries
 * (unless given), the viewer's Block rows (people hidden either way are dropped, as are
 * suspended people); the viewer's following (capped, see follow-graph.ts), then mutual
 * connections and follow flags.
 */
export async function personViews(
  viewerId: string,
  candidateIds: readonly string[],
  opts: PersonViewOptions,
): Promise<PersonView[]> {
  const ids = [...new Set(candidateIds)].filter((id) => id !== viewerId);
  if (ids.length === 0) return [];
  // Every read starts at once: the social reads (following → mutuals, follow flags) need only
  // the candidate ids, so they run beside the item BatchGets instead of after them.
  const social = (async () => {
    const following = await (opts.following ?? followingOf(viewerId));
    return Promise.all([mutualCounts(following, ids), viewerFollows(viewerId, following, ids)]);
  })();
  const [users, privacy, categories, index, viewer, [mutual, follows], see] = await Promise.all([
    opts.users ?? usersById(ids),
    privacyById(ids),
    styleCategoriesById([viewerId, ...ids]),
    // Entries only matter when the viewer has a body (usually known by now: read beside the page).
    opts.index ??
      Promise.resolve(opts.viewer).then((v) =>
        v ? fitIndexById(ids) : new Map<string, FitIndexItem>(),
      ),
    opts.viewer,
    social,
    peopleVisibility(viewerId, ids),
  ]);
  const mine = new Set(categories.get(viewerId) ?? []);
  const shown = ids
    .filter((id) => see(users.get(id)) === 'visible')
    .map((id) => ({ id, appearance: listAppearance(privacy.get(id)!, opts.list) }))
    .filter((v) => v.appearance !== 'hidden');
  return shown.map(({ id, appearance }) => {
    const p = privacy.get(id)!;
    const anonymized = appearance === 'anonymous';
    const entry = p.discoverableByFit ? index.get(id) : undefined;
    // Score and fit reasons from ONE comparison (issue 17 §6).
    const fit = entry && viewer ? fitComparison(viewer.body, entry, viewer.unit) : null;
    const score = fit?.score ?? null;
    const styleCategories = categories.get(id) ?? [];
    const sharedCategories = styleCategories.filter((c) => mine.has(c));
    const mutualConnections = mutual.get(id) ?? 0;
    const reasons = [
      ...(fit?.reasons ?? []),
      mutualReason(mutualConnections),
      sharedCategories[0] ? `Also into ${sharedCategories[0]}` : null,
    ].filter((r): r is string => r !== null);
    return {
      user: users.get(id)!,
      privacy: p,
      anonymized,
      styleCategories,
      sharedCategories,
      isFollowing: follows.has(id),
      mutualConnections,
      score,
      reasons,
    };
  });
}

/** A view as a person card (spec 01 §3 Person card). */
export function toCard(view: PersonView): PersonCard {
  return {
    ...summaryOf(view.user, view.anonymized),
    isFollowing: view.isFollowing,
    compatibilityScore: view.score,
    mutualConnections: view.mutualConnections,
    reasons: view.reasons,
  };
}
