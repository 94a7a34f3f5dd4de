import { describe, expect, it } from 'vitest';
import { EVENT_TIMES_OF_DAY, OUTFIT_SEASONS, OUTFIT_VIBES, WEATHER_SOURCES, northernSeasonOfMonth } from '@seamline/shared/contracts/outfits-constants';
import { SEASONS, TIMES_OF_DAY, VIBES, WEATHER_SOURCES as STYLIST_SOURCES } from '@seamline/shared/domain/outfits/vocabulary';
import { seasonFor } from '@seamline/shared/domain/outfits/season';
import { contractReading, placeOf } from './stylist';

describe('the contract and the stylist speak one vocabulary (issue 20)', () => {
  it('vibes, times of day and seasons are the same lists', () => {
    expect([...OUTFIT_VIBES]).toEqual([...VIBES]);
    expect([...EVENT_TIMES_OF_DAY]).toEqual([...TIMES_OF_DAY]);
    expect([...OUTFIT_SEASONS]).toEqual([...SEASONS]);
  });

  it('weather sources are one list, and a reading maps to the contract shape', () => {
    expect(STYLIST_SOURCES).toBe(WEATHER_SOURCES);
    expect(contractReading({ source: 'climate', summary: 'Typical', tempC: 3, minC: -1, maxC: 6, precipitationProbability: 30 })).toEqual({
      source: 'climate',
      summary: 'Typical',
      tempC: 3,
      minC: -1,
      maxC: 6,
      precipitationProbability: 30,
      attribution: null,
    });
  });

  it("the web's northern month mapping agrees with the stylist north of the equator", () => {
    for (let m = 1; m <= 12; m++) expect(northernSeasonOfMonth(m)).toBe(seasonFor(new Date(Date.UTC(2026, m - 1, 15)), 42));
  });

  it('stores a resolved place with a null country when unknown, null for unknown text', () => {
    expect(placeOf('Sydney')).toMatchObject({ latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(placeOf('Sydney')!.latitude).toBeLessThan(0);
    expect(placeOf('Nowhere-on-earth-123')).toBeNull();
    expect(placeOf(null)).toBeNull();
  });
});
