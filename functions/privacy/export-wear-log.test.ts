import { describe, expect, it } from 'vitest';
import { wearEntryOf } from '@seamline/shared/db/entities/item-wear';
import { instantOf } from '@seamline/shared/domain/outfits/event-time';
import { EXPORT_VIEWS } from './export-archive';

describe('the export lists the wear log as wears (issue 34 §4)', () => {
  it('a finalized event next week is listed as upcoming, not as a wear', () => {
    const row = {
      userId: 'u',
      itemId: 'p-1',
      wears: new Set(['2026-12-01T19:00:00.000Z|ev-past', '2026-12-13T19:00:00.000Z|ev-next-week', '2026-12-02|manual:w1']),
      washedAt: '2026-12-01T20:00:00.000Z',
    };
    const out = EXPORT_VIEWS.itemWears!(row, '2026-12-06T12:00:00.000Z');
    expect(out).toEqual({
      itemId: 'p-1',
      wearCount: 2,
      wears: [
        { wornAt: '2026-12-01T19:00:00.000Z', source: 'event', id: 'ev-past' },
        { wornAt: '2026-12-02', source: 'manual', id: 'w1' },
      ],
      upcoming: [{ wornAt: '2026-12-13T19:00:00.000Z', source: 'event', id: 'ev-next-week' }],
      washedAt: '2026-12-01T20:00:00.000Z',
    });
  });
});

describe("an event's wear counts from its instant in its own zone (issue 35 §4)", () => {
  const at = '2026-12-06T20:00:00.000Z';
  const view = (entries: string[]) => EXPORT_VIEWS.itemWears!({ userId: 'u', itemId: 'i', wears: new Set(entries) }, at);

  it("09:00 on the 7th in Kiritimati (UTC+14) has happened at 20:00 UTC on the 6th; 19:00 on the 6th in Los Angeles has not", () => {
    const kiritimati = wearEntryOf(instantOf('2026-12-07', '09:00', 'Pacific/Kiritimati'), 'ev-kiritimati');
    const losAngeles = wearEntryOf(instantOf('2026-12-06', '19:00', 'America/Los_Angeles'), 'ev-la');
    const out = view([kiritimati, losAngeles]);
    expect(out.wearCount).toBe(1);
    expect((out.wears as { id: string; wornAt: string }[]).map((w) => [w.id, w.wornAt])).toEqual([['ev-kiritimati', '2026-12-06T19:00:00.000Z']]);
    expect((out.upcoming as { id: string; wornAt: string }[]).map((w) => [w.id, w.wornAt])).toEqual([['ev-la', '2026-12-07T03:00:00.000Z']]);
  });

  it('an all-day event counts from the start of its local day there (worn that day), not before', () => {
    const tokyoToday = wearEntryOf(instantOf('2026-12-07', null, 'Asia/Tokyo'), 'ev-tokyo'); // 2026-12-06T15:00Z
    const honoluluTomorrow = wearEntryOf(instantOf('2026-12-07', null, 'Pacific/Honolulu'), 'ev-hnl'); // 2026-12-07T10:00Z
    const out = view([tokyoToday, honoluluTomorrow]);
    expect([out.wearCount, (out.upcoming as { id: string }[]).map((w) => w.id)]).toEqual([1, ['ev-hnl']]);
  });
});
