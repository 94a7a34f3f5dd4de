import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from './rate-limits';

/** The README's 'Rate limits' table as `name → { per, max, windowSeconds, message }`. */
function readmeTable(): Map<string, { per: string; max: number; windowSeconds: number; message: string | null }> {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('\n## Rate limits\n');
  expect(start, "README has a '## Rate limits' section").toBeGreaterThan(-1);
  const end = readme.indexOf('\n## ', start + 1);
  const rows = readme
    .slice(start, end === -1 ? undefined : end)
    .split('\n')
    .filter((l) => /^\| `/.test(l));
  const table = new Map<string, { per: string; max: number; windowSeconds: number; message: string | null }>();
  for (const row of rows) {
    const cells = row.split(' | ').map((c) => c.replace(/^\| ?| ?\|$/g, '').trim());
    expect(cells, row).toHaveLength(5);
    const [name, , per, maxWindow, message] = cells as [string, string, string, string, string];
    const m = /^(\d+) \/ (\d+) s$/.exec(maxWindow);
    expect(m, `'${maxWindow}' reads 'max / seconds s'`).not.toBeNull();
    const key = name.replace(/`/g, '');
    expect(table.has(key), `${key} listed once`).toBe(false);
    table.set(key, { per, max: Number(m?.[1]), windowSeconds: Number(m?.[2]), message: message === '—' ? null : message });
  }
  return table;
}

describe('rate limits (issue 22: one table)', () => {
  it('the README table lists exactly the rows of RATE_LIMITS, with the same numbers and messages', () => {
    const table = readmeTable();
    expect([...table.keys()].sort()).toEqual(Object.keys(RATE_LIMITS).sort());
    for (const [name, rule] of Object.entries(RATE_LIMITS)) {
      expect(table.get(name), name).toEqual({ per: rule.per, max: rule.max, windowSeconds: rule.windowSeconds, message: rule.message });
    }
  });

  it('keeps every limiter key distinct, so no two limits share a counter', () => {
    const keys = Object.values(RATE_LIMITS).map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps the issue 18 / 20 numbers', () => {
    expect([RATE_LIMITS.post.max, RATE_LIMITS.comment.max, RATE_LIMITS.like.max]).toEqual([10, 20, 120]);
    expect([RATE_LIMITS.outfitAi.max, RATE_LIMITS.outfitComment.max]).toEqual([10, 20]);
  });
});
