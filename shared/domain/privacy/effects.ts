/**
 * THE pure rules of what each privacy setting does to the way a person's data reaches OTHER
 * people (issue 22 "Every setting has an effect"; texts in `shared/contracts/privacy-effects.ts`,
 * the whole table in docs/architecture.md 'Privacy settings and their effects'). Every route and
 * processor that lists people to others or folds their actions into cross-user signals asks
 * these functions, so one flag means the same everywhere.
 *
 * - `publicDisplay` off → never in a list shown to others (people search, the people directory,
 *   suggested connections, fit matches / similar users) and never named in a fit_match feed entry.
 * - `anonymizedDisplay` on → in those lists as 'Anonymous' (no name, username, handle or photo);
 *   left out of people SEARCH altogether, since a name search that finds an anonymous card would
 *   reveal whose it is.
 * - `machineLearning` off → the person's actions are not counted in anything aggregated across
 *   people (product trend signals, fit_match feed sources).
 * - `showMeasurementsToFriends` → `canViewMeasurements` in functions/people/person-summary.ts.
 */

/** The display flags the list rules read. */
export interface DisplayPrivacy {
  publicDisplay: boolean;
  anonymizedDisplay: boolean;
}

/** Lists that show people to someone else. */
export type PeopleList = 'search' | 'directory' | 'suggestions' | 'matches';

/** How a person appears to another: not at all, as 'Anonymous', or by name and photo. */
export type Appearance = 'hidden' | 'anonymous' | 'named';

/**
 * How a person appears in `list` shown to someone else (never applied to oneself).
 * @returns 'hidden' without `publicDisplay`; with `anonymizedDisplay` 'anonymous' ('hidden' in
 *   search); else 'named'.
 */
export function listAppearance(privacy: DisplayPrivacy, list: PeopleList): Appearance {
  if (!privacy.publicDisplay) return 'hidden';
  if (privacy.anonymizedDisplay) return list === 'search' ? 'hidden' : 'anonymous';
  return 'named';
}

/**
 * May the person's actions be folded into signals other people see (trend counts, fit_match
 * feed entries)? Only with `machineLearning` on (spec default off).
 */
export function countsInAggregates(privacy: { machineLearning: boolean }): boolean {
  return privacy.machineLearning;
}

/**
 * How the actor of a fit_match feed entry ('someone with your fit saved X') appears to the feed's
 * owner: 'hidden' (entry dropped) without `machineLearning`; named only with `publicDisplay` on
 * and `anonymizedDisplay` off; otherwise the entry shows without the actor ('anonymous').
 */
export function fitMatchActor(privacy: DisplayPrivacy & { machineLearning: boolean }): Appearance {
  if (!countsInAggregates(privacy)) return 'hidden';
  return privacy.publicDisplay && !privacy.anonymizedDisplay ? 'named' : 'anonymous';
}
