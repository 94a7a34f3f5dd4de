/** The retention age rule (issue 22): which items are past retention for each value, edges at the limit. */
import { describe, expect, it } from 'vitest';
import { DATA_RETENTION, DATA_RETENTION_EFFECTS, isPastRetention, RETENTION_DAYS, retentionCutoff } from './privacy-retention';

const now = new Date('2026-11-26T03:30:00.000Z');
const daysAgo = (d: number, extraMs = 0) => new Date(now.getTime() - d * 86_400_000 - extraMs);

describe('retention age rule', () => {
  it.each([
    ['30days', 30],
    ['6months', 182],
    ['1year', 365],
  ] as const)('%s: kept at exactly %i days, removed 1 ms later', (value, days) => {
    expect(RETENTION_DAYS[value]).toBe(days);
    expect(retentionCutoff(value, now)).toEqual(daysAgo(days));
    expect(isPastRetention(value, daysAgo(days), now)).toBe(false);
    expect(isPastRetention(value, daysAgo(days, 1), now)).toBe(true);
    expect(isPastRetention(value, daysAgo(days - 1), now)).toBe(false);
    expect(isPastRetention(value, now, now)).toBe(false);
  });

  it("'forever' removes nothing, however old", () => {
    expect(retentionCutoff('forever', now)).toBeNull();
    expect(isPastRetention('forever', new Date(0), now)).toBe(false);
  });

  it('has one effect text per value', () => {
    for (const v of DATA_RETENTION) expect(DATA_RETENTION_EFFECTS[v].length).toBeGreaterThan(20);
  });
});
