/**
 * A small per-instance cache of values that change rarely (issue 19 read budget): the feed keeps
 * catalogue products for {@link PRODUCT_CACHE_MS} and people's names and avatars for
 * {@link PEOPLE_CACHE_MS} in a warm function, so a steady page reads only what must be current
 * (posts, counts, likes, follow pairs, boards). Like the recommender's candidate lists
 * (`recommendations.service.ts`): the catalogue is written by the seeder, never by the API, and a
 * renamed person shows the new name within half a minute. Bounded: emptied past {@link MAX_ENTRIES}.
 */
export const PRODUCT_CACHE_MS = 60_000;
export const PEOPLE_CACHE_MS = 30_000;
const MAX_ENTRIES = 5000;

export interface WarmCache<V> {
  /** The values of `ids`: cached ones, and the rest read by `read` (ids it does not answer are absent). */
  getMany(ids: readonly string[], read: (missing: string[]) => Promise<Map<string, V>>): Promise<Map<string, V>>;
  clear(): void;
}

export function warmCache<V>(ttlMs: number, now: () => number = Date.now): WarmCache<V> {
  const entries = new Map<string, { at: number; value: V }>();
  return {
    async getMany(ids, read) {
      const out = new Map<string, V>();
      const missing: string[] = [];
      const t = now();
      for (const id of new Set(ids)) {
        const hit = entries.get(id);
        if (hit && t - hit.at < ttlMs) out.set(id, hit.value);
        else missing.push(id);
      }
      if (missing.length) {
        const fresh = await read(missing);
        if (entries.size + fresh.size > MAX_ENTRIES) entries.clear();
        for (const [id, value] of fresh) {
          entries.set(id, { at: t, value });
          out.set(id, value);
        }
      }
      return out;
    },
    clear: () => entries.clear(),
  };
}
