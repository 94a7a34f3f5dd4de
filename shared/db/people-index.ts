/**
 * The derived "people index" items — FitIndex, SearchToken, StyleMember — computed from the
 * source items (Measurements + PrivacySettings, User, StylePreferences). ONE place builds them:
 * the `people-index` stream processor (events/processors/people-index.ts) and the demo / bench
 * seeders that write 100k people directly both call these functions, so the index a seeded
 * person gets is exactly the one a real person gets.
 */
import { fitBodyOf, fitBucketOf, waistKeyOf } from '../domain/people/fit-similarity';
import { searchTokensOf } from '../domain/people/search-tokens';

/** Attributes of a FitIndex item (`entities/fit-index.ts`). */
export interface FitIndexItem {
  userId: string;
  bucket: string;
  waistKey: string;
  heightCm: number;
  bustCm: number;
  waistCm: number;
  hipsCm: number;
  updatedAt: string;
}

/**
 * The FitIndex item of a person, or null when they must not be indexed: no bust/waist/hips/
 * height, or `discoverableByFit` is false (undefined reads as true: the default).
 */
export function fitIndexItemOf(
  userId: string,
  measurements: { heightCm?: number | null; bustCm?: number | null; waistCm?: number | null; hipsCm?: number | null; updatedAt: string } | null | undefined,
  privacy: { discoverableByFit?: boolean | null } | null | undefined,
): FitIndexItem | null {
  if (!measurements || privacy?.discoverableByFit === false) return null;
  const body = fitBodyOf(measurements);
  if (!body) return null;
  return { userId, bucket: fitBucketOf(body), waistKey: waistKeyOf(body.waistCm), ...body, updatedAt: measurements.updatedAt };
}

/**
 * The `lead` (gsi1 partition) of a search token or query: its first code POINT, so a name
 * starting with an emoji gets a whole character, not half a surrogate pair (which DynamoDB
 * cannot store as written). The search route uses the same function for the query.
 */
export function searchLeadOf(token: string): string {
  return String.fromCodePoint(token.codePointAt(0)!);
}

/** Attributes of the SearchToken items of a person (`entities/search-token.ts`). */
export function searchTokenItemsOf(user: {
  id: string;
  username: string;
  firstName?: string | null;
  lastName?: string | null;
}): { userId: string; token: string; lead: string }[] {
  return searchTokensOf(user).map((token) => ({ userId: user.id, token, lead: searchLeadOf(token) }));
}

/** Attributes of the StyleMember items of a person (`entities/style-member.ts`). */
export function styleMemberItemsOf(
  userId: string,
  styleCategories: readonly string[] | null | undefined,
  updatedAt: string,
): { userId: string; category: string; updatedAt: string }[] {
  return [...new Set(styleCategories ?? [])].map((category) => ({ userId, category, updatedAt }));
}
