import { describe, expect, it } from 'vitest';
import { costPerWearOf, manualWearEntryOf, parseWearEntry, pastWears, wearSummaryOf } from './wear-log';

const NOW = '2026-12-06T12:00:00.000Z';

describe('wear log', () => {
  it('counts only wears whose moment has passed: a finalized event next week is not a wear yet', () => {
    const entries = ['2026-12-01T19:00:00.000Z|ev-past', '2026-12-13T19:00:00.000Z|ev-next-week', manualWearEntryOf('2026-12-03', 'w1')];
    const s = wearSummaryOf(entries, null, 120, NOW);
    expect(s).toEqual({ wearCount: 2, lastWornAt: '2026-12-03', costPerWear: 60, wearsSinceWash: 2, washedAt: null });
    // A week later the event has happened and counts, with nothing stored anew.
    expect(wearSummaryOf(entries, null, 120, '2026-12-14T00:00:00.000Z')).toMatchObject({ wearCount: 3, costPerWear: 40, lastWornAt: '2026-12-13T19:00:00.000Z' });
  });

  it('an event at exactly now counts; one a millisecond later does not', () => {
    expect(wearSummaryOf([`${NOW}|e`], null, null, NOW).wearCount).toBe(1);
    expect(wearSummaryOf(['2026-12-06T12:00:00.001Z|e'], null, null, NOW).wearCount).toBe(0);
  });

  it('wears since wash count wears after the wash mark (a day logged before it does not)', () => {
    const entries = ['2026-12-01T19:00:00.000Z|a', manualWearEntryOf('2026-12-05', 'w'), manualWearEntryOf('2026-12-06T11:00:00.000Z', 'x')];
    expect(wearSummaryOf(entries, '2026-12-05T08:00:00.000Z', null, NOW).wearsSinceWash).toBe(1);
    expect(wearSummaryOf(entries, '2026-12-04T08:00:00.000Z', null, NOW).wearsSinceWash).toBe(2);
  });

  it('cost per wear: price ÷ wears to the cent; null without a price or without wears', () => {
    expect(costPerWearOf(100, 3)).toBe(33.33);
    expect(costPerWearOf(0, 2)).toBe(0);
    expect(costPerWearOf(null, 2)).toBeNull();
    expect(costPerWearOf(50, 0)).toBeNull();
    expect(costPerWearOf(-1, 2)).toBeNull();
  });

  it('parses event and manual elements; past wears come oldest first', () => {
    expect(parseWearEntry('2026-12-01T19:00:00.000Z|ev1')).toEqual({ wornAt: '2026-12-01T19:00:00.000Z', source: 'event', id: 'ev1' });
    expect(parseWearEntry(manualWearEntryOf('2026-12-02', 'abc'))).toEqual({ wornAt: '2026-12-02', source: 'manual', id: 'abc' });
    expect(pastWears(['2026-12-03|b', '2026-12-01|a'], NOW).map((w) => w.id)).toEqual(['a', 'b']);
  });
});
