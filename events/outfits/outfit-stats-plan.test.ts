import { describe, expect, it } from 'vitest';
import { statsImageOf, statsPlanOf, type StatsImage } from './outfit-stats-plan';

const event = (over: Partial<StatsImage> = {}): StatsImage => ({
  eventId: 'e1',
  creatorId: 'u1',
  status: 'planning',
  eventDate: '2026-12-24T19:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  wornItemIds: ['c-a', 'p-9'],
  ...over,
});
const wear = (itemId: string, date = '2026-12-24T19:00:00.000Z', eventId = 'e1') => ({ itemId, entry: `${date}|${eventId}` });

describe('statsPlanOf (issue 20: Outfits = finalized events; each is a wear of its worn items)', () => {
  it('finalizing counts one outfit and one wear per worn item, dated by the event', () => {
    expect(statsPlanOf(event(), event({ status: 'finalized' }))).toEqual({
      creatorId: 'u1',
      outfitsDelta: 1,
      addWears: [wear('c-a'), wear('p-9')],
      removeWears: [],
    });
  });

  it('reopening takes both back; deleting a finalized event too', () => {
    const finalized = event({ status: 'finalized' });
    expect(statsPlanOf(finalized, event())).toMatchObject({ outfitsDelta: -1, addWears: [], removeWears: [wear('c-a'), wear('p-9')] });
    expect(statsPlanOf(finalized, null)).toMatchObject({ outfitsDelta: -1, removeWears: [wear('c-a'), wear('p-9')] });
  });

  it('a new date or a new final outfit while finalized moves only the wears that changed', () => {
    const before = event({ status: 'finalized' });
    expect(statsPlanOf(before, { ...before, eventDate: '2026-12-31T19:00:00.000Z', wornItemIds: ['c-a'] })).toEqual({
      creatorId: 'u1',
      outfitsDelta: 0,
      removeWears: [wear('c-a'), wear('p-9')],
      addWears: [wear('c-a', '2026-12-31T19:00:00.000Z')],
    });
    expect(statsPlanOf(before, { ...before, wornItemIds: ['c-a', 'c-b'] })).toEqual({
      creatorId: 'u1',
      outfitsDelta: 0,
      removeWears: [wear('p-9')],
      addWears: [wear('c-b')],
    });
  });

  it('an undated event is worn when it was finalized', () => {
    const plan = statsPlanOf(event({ eventDate: undefined }), event({ eventDate: undefined, status: 'finalized', finalizedAt: '2026-11-20T10:00:00.000Z' }));
    expect(plan?.addWears[0]).toEqual(wear('c-a', '2026-11-20T10:00:00.000Z'));
  });

  it('changes that touch neither (a note, a planning event created or deleted) plan nothing', () => {
    expect(statsPlanOf(event(), { ...event(), wornItemIds: [] })).toBeNull();
    expect(statsPlanOf(null, event())).toBeNull();
    expect(statsPlanOf(event(), null)).toBeNull();
    const finalized = event({ status: 'finalized' });
    expect(statsPlanOf(finalized, { ...finalized })).toBeNull();
  });

  it('reads only OutfitEvent images', () => {
    expect(statsImageOf({ __edb_e__: 'post', eventId: 'x', creatorId: 'u', status: 'finalized' })).toBeNull();
    expect(statsImageOf({ __edb_e__: 'outfitEvent', eventId: 'x', creatorId: 'u', status: 'finalized', wornItemIds: ['a', 3] })).toMatchObject({ wornItemIds: ['a'] });
  });
});
