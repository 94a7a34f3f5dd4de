import { describe, expect, it } from 'vitest';
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
