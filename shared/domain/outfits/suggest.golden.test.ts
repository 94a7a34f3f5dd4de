/**
 * Golden scenarios of the stylist (issue 20): written situations with the outcome a person would
 * expect, over the hand-made closet of tests/fixtures/closets.ts.
 */
import { describe, expect, it } from 'vitest';
import { activewear, mixedCloset } from '../../../tests/fixtures/closets';
import { climateReading } from './climate';
import { resolvePlace } from './places';
import { suggestOutfit } from './suggest';
import type { StylistItem, SuggestInput, Suggestion, SuggestResult, WeatherReading } from './types';

const NOW = '2026-01-10T12:00:00Z';

function ok(r: SuggestResult): Suggestion {
  if (!r.ok) throw new Error(`expected a suggestion, got: ${r.message}`);
  return r;
}
const suggest = (input: Partial<SuggestInput> & Pick<SuggestInput, 'event'>) => suggestOutfit({ items: mixedCloset(), now: NOW, ...input });
const forecast = (tempC: number, minC: number, maxC: number, rain: number): WeatherReading => ({
  source: 'forecast',
  summary: `Forecast ${tempC} °C, rain ${rain}%`,
  tempC,
  minC,
  maxC,
  precipitationProbability: rain,
});
const roles = (s: Suggestion) => Object.fromEntries(s.items.map((i) => [i.role, i.id]));

describe('stylist golden scenarios', () => {
  it('1. a formal winter evening in Boston picks the wool overcoat and explains the clo', () => {
    const s = ok(suggest({ event: { vibe: 'formal', eventDate: '2026-01-15T23:30:00Z', timeOfDay: 'evening', location: 'Boston, MA' }, weather: forecast(-1, -5, 3, 20) }));
    expect(s.itemIds).toContain('overcoat');
    expect(s.itemIds).not.toContain('shorts');
    expect(s.itemIds).not.toContain('sandals');
    expect(s.reasons.some((r) => /^Wool Overcoat: −\d °C forecast needs ~\d\.\d clo; outfit \d\.\d\d clo$/.test(r))).toBe(true);
    expect(s.considered).toMatchObject({ season: 'winter', hemisphere: 'northern', vibe: 'formal' });
  });

  it('2. a January beach party in Sydney picks shorts or a dress, and no coat', () => {
    const sydney = resolvePlace('Sydney')!;
    const s = ok(suggest({ event: { vibe: 'party', eventType: 'beach party', eventDate: '2026-01-17T04:00:00Z', timeOfDay: 'afternoon', location: 'Sydney' }, weather: climateReading(sydney, '2026-01-17') }));
    expect(s.itemIds.some((id) => ['shorts', 'lbd', 'sundress'].includes(id))).toBe(true);
    expect(s.items.find((i) => i.role === 'outerwear')).toBeUndefined();
    expect(s.considered.season).toBe('summer');
    expect(s.considered.hemisphere).toBe('southern');
  });

  it('3. a workout picks activewear: leggings, a sports top and running shoes', () => {
    const s = ok(suggest({ items: [...mixedCloset(), ...activewear()], event: { vibe: 'workout', location: 'London' }, weather: forecast(14, 10, 17, 10) }));
    const r = roles(s);
    expect(r.bottom).toBe('leggings');
    expect(['sports-bra', 'run-tank']).toContain(r.top);
    expect(r.shoes).toBe('run-shoes');
  });

  it('4. a closet without bottoms and without dresses fails, naming what to add', () => {
    const items = mixedCloset().filter((i) => i.category !== 'bottoms' && i.category !== 'dresses');
    const r = suggestOutfit({ items, event: { vibe: 'casual' }, now: NOW });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.missing).toEqual(['bottom', 'dress']);
    expect(r.message).toBe('Add a bottom (or a dress) to your closet so the stylist can build an outfit.');
  });

  it('5. an empty closet fails with the issue\'s message', () => {
    const r = suggestOutfit({ items: [], event: {}, now: NOW });
    expect(r).toMatchObject({
      ok: false,
      missing: ['top', 'bottom', 'dress'],
      message: 'Add a top and a bottom, or a dress, to your closet so the stylist can build an outfit.',
    });
  });

  it('6. the same suggestion is not repeated within a week when there is an alternative', () => {
    const input = { event: { vibe: 'business', location: 'New York' }, weather: forecast(18, 14, 21, 10) } as const;
    const first = ok(suggest(input));
    const second = ok(suggest({ ...input, recentSuggestions: [{ itemIds: first.itemIds, suggestedAt: '2026-01-08T09:00:00Z' }] }));
    expect([...second.itemIds].sort()).not.toEqual([...first.itemIds].sort());
    expect(second.reasons).toContain('A different look from the one suggested 2 days ago');
    // Older than 7 days: suggested again.
    const later = ok(suggest({ ...input, recentSuggestions: [{ itemIds: first.itemIds, suggestedAt: '2026-01-01T09:00:00Z' }] }));
    expect(later.itemIds).toEqual(first.itemIds);
  });

  it('7. a repeat is allowed when the closet has no other complete outfit', () => {
    const items: StylistItem[] = [
      { id: 't', name: 'Crew Tee', category: 'tops' },
      { id: 'b', name: 'Jeans', category: 'bottoms' },
    ];
    const s = ok(suggestOutfit({ items, event: {}, now: NOW, recentSuggestions: [{ itemIds: ['b', 't'], suggestedAt: '2026-01-09T12:00:00Z' }] }));
    expect(s.itemIds.sort()).toEqual(['b', 't']);
    expect(s.reasons.at(-1)).toMatch(/^Same look as a recent suggestion/);
  });

  it('8. laundry mode skips a T-shirt worn once since washing, not jeans worn once', () => {
    const items: StylistItem[] = [
      { id: 'tee', name: 'Crew T-shirt', category: 'tops', wearsSinceWash: 1 },
      { id: 'shirt', name: 'Oxford Shirt', category: 'tops', wearsSinceWash: 0 },
      { id: 'jeans', name: 'Straight Jeans', category: 'bottoms', wearsSinceWash: 1 },
      { id: 'sneakers', name: 'Court Sneakers', category: 'shoes' },
    ];
    const on = ok(suggestOutfit({ items, event: { vibe: 'casual' }, weather: forecast(22, 20, 24, 0), now: NOW, laundry: true }));
    expect(on.itemIds).not.toContain('tee');
    expect(on.itemIds).toContain('jeans');
    expect(on.considered.excluded).toEqual([{ id: 'tee', name: 'Crew T-shirt', reason: 'worn 1 time since washing (wash every 1)' }]);
    // Without laundry mode the tee is a candidate again (and the casual pick).
    const off = ok(suggestOutfit({ items, event: { vibe: 'casual' }, weather: forecast(22, 20, 24, 0), now: NOW }));
    expect(off.itemIds).toContain('tee');
  });

  it('9. laundry mode with every top due for a wash fails and says so', () => {
    const items: StylistItem[] = [
      { id: 'tee', name: 'Crew Tee', category: 'tops', wearsSinceWash: 2 },
      { id: 'jeans', name: 'Jeans', category: 'bottoms' },
    ];
    const r = suggestOutfit({ items, event: {}, now: NOW, laundry: true });
    expect(r).toMatchObject({ ok: false, missing: ['top', 'dress'] });
    expect(!r.ok && r.message).toMatch(/^Everything that would make an outfit is due for a wash/);
  });

  it('10. a rainy forecast favours outerwear and closed shoes', () => {
    const s = ok(suggest({ event: { vibe: 'casual', location: 'London' }, weather: forecast(16, 13, 19, 80) }));
    const r = roles(s);
    expect(r.outerwear).toBe('trench');
    expect(['boots', 'sneakers']).toContain(r.shoes);
    expect(s.reasons).toContain(`Rain 80%: Trench Coat and ${s.items.find((i) => i.role === 'shoes')!.name} keep you dry`);
    // The same day dry: sandals or sneakers, and the trench is not needed.
    const dry = ok(suggest({ event: { vibe: 'casual', location: 'London' }, weather: forecast(16, 13, 19, 0) }));
    expect(dry.itemIds).not.toContain('trench');
  });

  it('11. a day range of 8 °C or more adds a layer; a steady day does not', () => {
    const wide = ok(suggest({ event: { vibe: 'casual', location: 'Madrid' }, weather: forecast(19, 12, 26, 0) }));
    expect(wide.items.some((i) => i.role === 'outerwear')).toBe(true);
    expect(wide.reasons.some((r) => r.startsWith('Day ranges 12 to 26 °C: '))).toBe(true);
    const steady = ok(suggest({ event: { vibe: 'casual', location: 'Madrid' }, weather: forecast(22, 20, 24, 0) }));
    expect(steady.items.some((i) => i.role === 'outerwear')).toBe(false);
  });

  it('12. a favourite brand breaks a tie between otherwise identical pieces', () => {
    const items: StylistItem[] = [
      { id: 'tee-a', name: 'Crew Tee', category: 'tops', brand: 'Acme', colors: ['white'] },
      { id: 'tee-b', name: 'Crew Tee', category: 'tops', brand: 'Lumen & Loom', colors: ['white'] },
      { id: 'jeans', name: 'Jeans', category: 'bottoms', colors: ['navy'] },
    ];
    const base = { items, event: { vibe: 'casual' }, now: NOW, weather: forecast(22, 20, 24, 0) };
    expect(ok(suggestOutfit(base)).itemIds).toContain('tee-a'); // the id breaks the tie without a favourite
    const s = ok(suggestOutfit({ ...base, favoriteBrands: ['lumen & loom'] }));
    expect(s.itemIds).toContain('tee-b');
    expect(s.reasons).toContain('Lumen & Loom: one of your favourite brands');
  });

  it('13. business picks tailoring over tees and jeans', () => {
    const s = ok(suggest({ event: { vibe: 'business', eventType: 'client meeting', location: 'Chicago' }, weather: forecast(21, 17, 24, 0) }));
    expect(s.itemIds).not.toContain('tee-white');
    expect(s.itemIds).not.toContain('jeans');
    expect(s.itemIds.some((id) => ['trousers', 'skirt', 'lbd'].includes(id))).toBe(true);
  });

  it('14. prefers a piece rated Fit Me Perfectly over one that runs small', () => {
    const items: StylistItem[] = [
      { id: 'a-small', name: 'Oxford Shirt', category: 'tops', fitRating: 2 },
      { id: 'b-perfect', name: 'Oxford Shirt', category: 'tops', fitRating: 3 },
      { id: 'trousers', name: 'Tailored Trousers', category: 'bottoms' },
    ];
    const s = ok(suggestOutfit({ items, event: { vibe: 'business' }, now: NOW, weather: forecast(20, 18, 22, 0) }));
    expect(s.itemIds).toContain('b-perfect');
    expect(s.reasons).toContain('Oxford Shirt: rated Fit Me Perfectly');
  });

  it('15. avoids a piece worn yesterday when an equivalent one is fresh', () => {
    const items: StylistItem[] = [
      { id: 'a-worn', name: 'Crew Tee', category: 'tops', wears: ['2026-01-09'] },
      { id: 'b-fresh', name: 'Crew Tee', category: 'tops', wears: ['2025-12-20'] },
      { id: 'jeans', name: 'Jeans', category: 'bottoms' },
    ];
    expect(ok(suggestOutfit({ items, event: {}, now: NOW, weather: forecast(22, 20, 24, 0) })).itemIds).toContain('b-fresh');
  });

  it('16. a July day in Dubai leaves coats and knits at home', () => {
    const s = ok(suggest({ event: { vibe: 'casual', eventDate: '2026-07-10', location: 'Dubai' }, now: '2026-07-01T08:00:00Z' }));
    expect(s.considered.weather.source).toBe('climate');
    expect(s.itemIds).not.toContain('overcoat');
    expect(s.itemIds).not.toContain('sweater-merino');
    expect(s.items.some((i) => i.role === 'outerwear')).toBe(false);
  });

  it('17. July in Melbourne is winter: warm pieces and a coat', () => {
    const s = ok(suggest({ event: { vibe: 'casual', eventDate: '2026-07-10', location: 'Melbourne, Australia' }, now: '2026-07-01T08:00:00Z' }));
    expect(s.considered.season).toBe('winter');
    expect(s.items.some((i) => i.role === 'outerwear')).toBe(true);
    expect(s.itemIds).not.toContain('shorts');
  });

  it("18. a 'Not specified' location falls back to the profile's (Sydney: January is summer)", () => {
    const s = ok(suggest({ event: { vibe: 'casual', eventDate: '2026-01-20', location: 'Not specified' }, userLocation: 'Sydney, NSW' }));
    expect(s.considered).toMatchObject({ placeFrom: 'profile', season: 'summer', hemisphere: 'southern' });
    expect(s.considered.place?.name).toBe('Sydney');
  });

  it('19. with no location at all the season is northern (January is winter, temperature assumed)', () => {
    const s = ok(suggest({ event: { vibe: 'casual', eventDate: '2026-01-20' } }));
    expect(s.considered).toMatchObject({ placeFrom: 'none', season: 'winter', hemisphere: 'northern', temperatureEstimated: true, temperatureC: 3 });
    expect(s.reasons.some((r) => r.includes('assumed for winter'))).toBe(true);
  });

  it("20. the vibe comes from the event type when there is none: 'wedding' is formal (spec 02 §9)", () => {
    const s = ok(suggest({ event: { eventType: 'Wedding', location: 'Rome', eventDate: '2026-06-13T15:00:00Z', timeOfDay: 'afternoon' }, now: '2026-06-01T08:00:00Z' }));
    expect(s.considered).toMatchObject({ vibe: 'formal', vibeFrom: 'eventType' });
    expect(s.itemIds).not.toContain('jeans');
    const none = ok(suggest({ event: {} }));
    expect(none.considered).toMatchObject({ vibe: 'casual', vibeFrom: 'default' });
  });

  it('21. a workout without activewear falls back to the sportiest pieces and says so', () => {
    const s = ok(suggest({ event: { vibe: 'workout' }, weather: forecast(18, 15, 20, 0) }));
    expect(s.itemIds).toContain('sneakers');
    expect(s.reasons).toContain('No activewear in your closet, so these are the sportiest pieces you have: add activewear for workouts');
  });

  it('22. a closet without shoes still gets an outfit and a note to add shoes', () => {
    const items = mixedCloset().filter((i) => i.category !== 'shoes');
    const s = ok(suggestOutfit({ items, event: { vibe: 'casual' }, now: NOW, weather: forecast(20, 18, 22, 0) }));
    expect(s.items.some((i) => i.role === 'shoes')).toBe(false);
    expect(s.reasons).toContain('No shoes in your closet: add a pair to complete the look');
  });

  it("23. the person's own 'hot, 32C' beats the season: no outerwear in January", () => {
    const s = ok(suggest({ event: { vibe: 'casual', location: 'Boston', eventDate: '2026-01-20' }, weather: { source: 'user', summary: 'You expect 32 °C', tempC: 32, minC: null, maxC: null, precipitationProbability: null } }));
    expect(s.items.some((i) => i.role === 'outerwear')).toBe(false);
    expect(s.reasons.some((r) => r.startsWith('32 °C expected needs ~0.5 clo'))).toBe(true);
  });

  it('24. colours: a white top goes with a red skirt rather than a lime one', () => {
    const items: StylistItem[] = [
      { id: 'a-lime', name: 'Silk Blouse', category: 'tops', colors: ['lime'] },
      { id: 'b-white', name: 'Silk Blouse', category: 'tops', colors: ['white'] },
      { id: 'skirt', name: 'Midi Skirt', category: 'bottoms', colors: ['red'] },
    ];
    const s = ok(suggestOutfit({ items, event: { vibe: 'date' }, now: NOW, weather: forecast(22, 20, 24, 0) }));
    expect(s.itemIds).toContain('b-white');
  });

  it('25. at most one accessory, and underwear is never planned', () => {
    const items = [...mixedCloset(), { id: 'socks', name: 'Wool Socks', category: 'accessories' }];
    const s = ok(suggestOutfit({ items, event: { vibe: 'formal' }, now: NOW, weather: forecast(20, 18, 22, 0) }));
    expect(s.items.filter((i) => i.role === 'accessory').length).toBeLessThanOrEqual(1);
    expect(s.itemIds).not.toContain('socks');
    expect(s.considered.excluded).toContainEqual({ id: 'socks', name: 'Wool Socks', reason: 'socks is not planned into outfits' });
  });

  it('26. a dress-only closet makes a dress outfit', () => {
    const items: StylistItem[] = [
      { id: 'dress', name: 'Wrap Dress', category: 'dresses' },
      { id: 'flats', name: 'Ballet Flats', category: 'shoes' },
    ];
    const s = ok(suggestOutfit({ items, event: { vibe: 'date' }, now: NOW, weather: forecast(22, 20, 24, 0) }));
    expect(s.itemIds).toEqual(['dress', 'flats']);
  });
});
