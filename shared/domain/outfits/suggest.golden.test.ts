/**
 * Golden scenarios of the stylist (issue 20): written situations with the outcome a person would
 * expect, over the hand-made closet of tests/fixtures/closets.ts — and (issue 34) a table of
 * closets × events with the expected outfit and the EXACT reasons, each checked against the
 * analysis of the same pieces (one warmth model, no contradicting verdicts).
 */
import { describe, expect, it } from 'vitest';
import { activewear, mixedCloset } from '../../../tests/fixtures/closets';
import { analyzeCompatibility } from './analyze';
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
    expect(s.reasons.some((r) => /^Wool Overcoat: outfit \d\.\d\d clo, within the comfortable \d\.\d\d–\d\.\d\d clo for the forecast −1 °C$/.test(r))).toBe(true);
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

  it('17. July in Melbourne is winter: warm pieces, no shorts (its 1991–2020 July mean, 10 °C)', () => {
    const s = ok(suggest({ event: { vibe: 'casual', eventDate: '2026-07-10', location: 'Melbourne, Australia' }, now: '2026-07-01T08:00:00Z' }));
    expect(s.considered.season).toBe('winter');
    expect(s.considered.weather.summary).toBe('Typical for Melbourne in July: 10 °C');
    expect(s.items.some((i) => i.role === 'outerwear' || i.clo >= 0.3)).toBe(true);
    expect(s.itemIds).not.toContain('shorts');
  });

  it("18. a 'Not specified' location falls back to the profile's (Sydney: January is summer)", () => {
    const s = ok(suggest({ event: { vibe: 'casual', eventDate: '2026-01-20', location: 'Not specified' }, userLocation: 'Sydney, NSW' }));
    expect(s.considered).toMatchObject({ placeFrom: 'profile', season: 'summer', hemisphere: 'southern' });
    expect(s.considered.place?.name).toBe('Sydney');
  });

  it('19. with no location at all no hemisphere or season is guessed (issue 34 §2); the temperature is the between-seasons assumption', () => {
    const s = ok(suggest({ event: { vibe: 'casual', eventDate: '2026-01-20' } }));
    expect(s.considered).toMatchObject({ placeFrom: 'none', season: null, hemisphere: null, temperatureEstimated: true, temperatureC: 13 });
    expect(s.reasons.some((r) => r.includes('13 °C (assumed: no place given)'))).toBe(true);
    const lost = ok(suggest({ event: { vibe: 'casual', eventDate: '2026-01-20', location: 'Xyzzyville' } }));
    expect(lost.considered).toMatchObject({ placeFrom: 'not-found', season: null, hemisphere: null });
    expect(lost.reasons).toContain('Place not found: “Xyzzyville”. Enter a city, e.g. “Lyon, France”, for weather and season.');
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
    expect(s.reasons.some((r) => r.startsWith('Outfit 0.46 clo, within the comfortable 0.15–0.51 clo for the 32 °C you expect'))).toBe(true);
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

/** Closets of the golden table (issue 34): the product owner's boots case and a winter capsule whose coat is filed under 'tops'. */
const BOOTS_CLOSET: StylistItem[] = [
  { id: 'tee', name: 'Classic Crew Tee', category: 'tops', colors: ['white'], material: 'Organic cotton', style: ['Casual', 'Streetwear'], occasion: ['casual', 'travel'], season: ['spring', 'summer'] },
  { id: 'shorts', name: 'Coastal Linen Shorts', category: 'bottoms', colors: ['beige'], material: 'Linen', style: ['Bohemian', 'Casual'], occasion: ['casual', 'travel'], season: ['summer'] },
  { id: 'knee-boots', name: 'Studio Knee-High Boots', category: 'shoes', colors: ['black'], material: 'Suede', style: ['Edgy', 'Bohemian'], occasion: ['casual', 'travel'], season: ['fall', 'winter'] },
  { id: 'sneakers', name: 'Everyday Court Sneakers', category: 'shoes', colors: ['white'], material: 'Leather', style: ['Casual', 'Streetwear'], occasion: ['casual', 'travel'], season: ['spring', 'summer', 'fall', 'winter'] },
];
const WINTER_CAPSULE: StylistItem[] = [
  { id: 'puffer', name: 'Heritage Puffer Coat', category: 'tops', colors: ['black'], material: 'Recycled down', style: ['Minimalist', 'Business'], occasion: ['casual', 'travel'], season: ['fall', 'winter'] },
  { id: 'sweater', name: 'Merino Crewneck', category: 'tops', colors: ['charcoal'], material: 'Merino wool', style: ['Minimalist'], occasion: ['work', 'casual'], season: ['fall', 'winter'] },
  { id: 'jeans', name: 'Straight Jeans', category: 'bottoms', colors: ['denim blue'], material: 'Stretch denim', style: ['Casual'], occasion: ['casual'], season: ['spring', 'summer', 'fall', 'winter'] },
  { id: 'boots', name: 'Chelsea Boots', category: 'shoes', colors: ['black'], material: 'Leather', style: ['Edgy'], occasion: ['casual', 'work'], season: ['fall', 'winter'] },
  { id: 'scarf', name: 'Chunky Knit Scarf', category: 'accessories', colors: ['grey'], material: 'Lambswool', style: ['Minimalist'], occasion: ['casual'], season: ['fall', 'winter'] },
];

interface GoldenRow {
  name: string;
  input: SuggestInput;
  /** The outfit, outer layer to accessories. */
  itemIds: string[];
  reasons: string[];
}

// prettier-ignore
const TABLE: GoldenRow[] = [
  {
    name: "boots closet × casual dinner at 22 °C (the product owner's case): sneakers, not knee-high boots with linen shorts; the style named is the person's",
    input: { items: BOOTS_CLOSET, event: { vibe: 'casual', eventType: 'Dinner', timeOfDay: 'evening', eventDate: '2026-09-25T18:00:00Z' }, weather: forecast(22, 20, 24, 0), now: '2026-09-20T00:00:00Z', stylePreferences: ['Minimalist', 'Bohemian'] },
    itemIds: ['tee', 'shorts', 'sneakers'],
    reasons: [
      'Casual evening wants formality 1.5–3 of 6 (tees, jeans, knits, sneakers); this outfit averages 2',
      'Outfit 0.21 clo, within the comfortable 0.15–0.62 clo for the forecast 22 °C',
      'Forecast 22 °C, rain 0%',
      'Colours: white and beige: neutrals go with anything',
      'Coastal Linen Shorts matches your Bohemian style',
    ],
  },
  {
    name: 'boots closet × casual dinner at 6 °C: the boots now (warmth), and the reasons say the shorts clash and a coat is missing',
    input: { items: BOOTS_CLOSET, event: { vibe: 'casual', eventType: 'Dinner', timeOfDay: 'evening', eventDate: '2026-11-25T18:00:00Z' }, weather: forecast(6, 3, 9, 0), now: '2026-11-20T00:00:00Z', stylePreferences: ['Minimalist', 'Bohemian'] },
    itemIds: ['tee', 'shorts', 'knee-boots'],
    reasons: [
      'Casual evening wants formality 1.5–3 of 6 (tees, jeans, knits, sneakers); this outfit averages 2.2',
      'Outfit 0.27 clo, below the comfortable 0.93–1.38 clo for the forecast 6 °C',
      'Studio Knee-High Boots and Coastal Linen Shorts dress for different weather, but your closet has no better outfit for this',
      'Add a coat or jacket to your closet: the forecast 6 °C calls for one',
      'Forecast 6 °C, rain 0%',
      'Colours: white, beige and black: neutrals go with anything',
      'Coastal Linen Shorts matches your Bohemian style',
    ],
  },
  {
    name: "winter capsule × a 2 °C walk: the puffer filed under 'tops' is worn as outerwear",
    input: { items: WINTER_CAPSULE, event: { vibe: 'casual', eventType: 'Walk', timeOfDay: 'afternoon', eventDate: '2026-01-15T15:00:00Z' }, weather: forecast(2, -2, 2, 10), now: '2026-01-10T12:00:00Z', stylePreferences: ['Minimalist'] },
    itemIds: ['puffer', 'sweater', 'jeans', 'boots', 'scarf'],
    reasons: [
      'Casual afternoon wants formality 1.5–3 of 6 (tees, jeans, knits, sneakers); this outfit averages 2.6',
      'Heritage Puffer Coat: outfit 1.63 clo, within the comfortable 1.18–1.69 clo for the forecast 2 °C',
      'Forecast 2 °C, rain 10%',
      'Colours: charcoal, denim blue, black and grey: neutrals go with anything',
      'Merino Crewneck matches your Minimalist style',
    ],
  },
  {
    name: 'mixed closet × formal evening in Boston at −1 °C: warmth wins over the band, and the reasons name the piece outside it',
    input: { items: mixedCloset(), event: { vibe: 'formal', eventDate: '2026-01-15T23:30:00Z', timeOfDay: 'evening', location: 'Boston, MA' }, weather: forecast(-1, -5, 3, 20), now: NOW },
    itemIds: ['overcoat', 'cardigan', 'trousers', 'pumps', 'clutch'],
    reasons: [
      'Formal evening wants formality 5–6 of 6 (suits, cocktail dresses and gowns, heels or oxfords); this outfit averages 4.4',
      'Cashmere Cardigan (formality 3.5) is outside that band, but the best your closet has for this outfit',
      'Wool Overcoat: outfit 1.42 clo, within the comfortable 1.38–1.95 clo for the forecast −1 °C',
      'Day ranges −5 to 3 °C: Wool Overcoat comes off when it warms up',
      'Winter in Boston (northern hemisphere): Forecast -1 °C, rain 20%',
      'Colours: camel and black: neutrals go with anything',
    ],
  },
  {
    name: 'mixed closet × rainy 16 °C in London: the trench (rain gear, off indoors) and boots; only they are said to keep you dry',
    input: { items: mixedCloset(), event: { vibe: 'casual', location: 'London' }, weather: forecast(16, 13, 19, 80), now: NOW },
    itemIds: ['trench', 'tee-navy', 'jeans', 'boots', 'tote'],
    reasons: [
      'Casual wants formality 1.5–3 of 6 (tees, jeans, knits, sneakers); this outfit averages 2.5',
      'Outfit 0.91 clo with Trench Coat, 0.46 clo without it: the comfortable 0.46–0.79 clo for the forecast 16 °C is in reach',
      'Rain 80%: Trench Coat and Chelsea Boots keep you dry',
      'Winter in London (northern hemisphere): Forecast 16 °C, rain 80%',
      'Colours: navy, denim blue, black, beige and cognac: neutrals go with anything',
    ],
  },
  {
    name: 'mixed closet × client meeting at 21 °C: shirt, trousers, pumps',
    input: { items: mixedCloset(), event: { vibe: 'business', eventType: 'client meeting', location: 'Chicago' }, weather: forecast(21, 17, 24, 0), now: NOW, stylePreferences: ['Business'] },
    itemIds: ['shirt-oxford', 'trousers', 'pumps', 'tote'],
    reasons: [
      'Business wants formality 4–5 of 6 (shirts, tailoring, blazers, leather shoes); this outfit averages 4.5',
      'Outfit 0.61 clo, within the comfortable 0.20–0.64 clo for the forecast 21 °C',
      'Winter in Chicago (northern hemisphere): Forecast 21 °C, rain 0%',
      'Colours: light blue, black and cognac: one colour on neutrals',
      'Oxford Shirt matches your Business style',
    ],
  },
  {
    name: 'mixed closet + activewear × workout at 14 °C: activewear, a jacket for warmth, named as outside the band',
    input: { items: [...mixedCloset(), ...activewear()], event: { vibe: 'workout', location: 'London' }, weather: forecast(14, 10, 17, 10), now: NOW },
    itemIds: ['denim-jacket', 'run-tank', 'leggings', 'run-shoes'],
    reasons: [
      'Workout wants formality 1–1.5 of 6 (activewear and trainers); this outfit averages 1.4',
      'Denim Jacket (formality 2) is outside that band, but the best your closet has for this outfit',
      'Outfit 0.65 clo, within the comfortable 0.57–0.90 clo for the forecast 14 °C',
      'Winter in London (northern hemisphere): Forecast 14 °C, rain 10%',
      'Colours: grey, black, white and denim blue: neutrals go with anything',
    ],
  },
];

/** The clo figures of a text ('outfit 1.42 clo, within the comfortable 1.38–1.95 clo' → [1.42, 1.38, 1.95]). */
const cloFigures = (text: string) => [...text.matchAll(/(\d+\.\d\d)(?=[– ]| clo)/g)].map((m) => Number(m[1]));

describe('golden table: closets × events → outfit and exact reasons (issue 34)', () => {
  it.each(TABLE.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const s = ok(suggestOutfit(row.input));
    expect(s.itemIds).toEqual(row.itemIds);
    expect(s.reasons).toEqual(row.reasons);
    // The analysis of the same pieces uses the same warmth numbers and says the same thing.
    const analysis = analyzeCompatibility({
      items: row.input.items.filter((i) => s.itemIds.includes(i.id)),
      targetOccasion: row.input.event.vibe,
      eventDetails: { eventType: row.input.event.eventType, timeOfDay: row.input.event.timeOfDay, location: row.input.event.location },
      weather: row.input.weather,
      eventDate: row.input.event.eventDate,
    });
    const stylistWarmth = s.reasons.find((r) => / clo for /.test(r))!.replace(/^[^:]*: (?=outfit)/, '').replace(/^O/, 'o');
    expect(analysis.recommendations.filter((r) => r.endsWith(stylistWarmth.slice(stylistWarmth.indexOf('clo')))).length).toBe(1);
    const [clo, low, high] = cloFigures(stylistWarmth.replace(/ with .*?, [\d.]+ clo without it/, ''));
    if (stylistWarmth.includes('within')) expect(clo! >= low! && clo! <= high!).toBe(true);
    if (stylistWarmth.includes('below')) expect(clo!).toBeLessThan(low!);
  });

  it("the person's style is named, not the piece's first tag ('Studio Knee-High Boots matches your Edgy style' was wrong)", () => {
    const items: StylistItem[] = [
      { id: 'tee', name: 'Crew Tee', category: 'tops', style: ['Streetwear'] },
      { id: 'jeans', name: 'Jeans', category: 'bottoms', style: ['Streetwear'] },
      { id: 'boots', name: 'Studio Chelsea Boots', category: 'shoes', style: ['Edgy', 'Bohemian'] },
    ];
    const s = ok(suggestOutfit({ items, event: { vibe: 'casual' }, now: NOW, weather: forecast(15, 12, 17, 0), stylePreferences: ['Minimalist', 'Bohemian'] }));
    expect(s.reasons).toContain('Studio Chelsea Boots matches your Bohemian style');
    expect(s.reasons.join('\n')).not.toContain('Edgy');
  });
});
