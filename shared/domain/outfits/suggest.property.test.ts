/**
 * Properties of the stylist (fast-check): over random closets, events and weather, a suggestion
 * is always a complete outfit of the closet's own pieces, scores are integers in 0–100, the
 * answer does not depend on the order of the closet, and a failure happens exactly when there is
 * no top + bottom and no one-piece.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activewear, mixedCloset } from '../../../tests/fixtures/closets';
import { analyzeCompatibility } from './analyze';
import { classify } from './garments';
import { suggestOutfit } from './suggest';
import type { StylistItem, SuggestInput, WeatherReading } from './types';
import { TIMES_OF_DAY, VIBES } from './vocabulary';

const pool: StylistItem[] = [...mixedCloset(), ...activewear(), { id: 'socks', name: 'Wool Socks', category: 'accessories' }];
const PLACES = ['Boston', 'Sydney', 'Not specified', 'Dubai', 'Reykjavik', 'Paris, TX', null];

const closetArb = fc.subarray(pool, { minLength: 0, maxLength: pool.length }).chain((items) =>
  fc.tuple(
    fc.shuffledSubarray(items, { minLength: items.length, maxLength: items.length }),
    fc.array(fc.integer({ min: 0, max: 6 }), { minLength: items.length, maxLength: items.length }),
  ).map(([shuffled, wears]) => shuffled.map((item, i) => ({ ...item, wearsSinceWash: wears[i], fitRating: (wears[i]! % 5) + 1 }))),
);
const weatherArb: fc.Arbitrary<WeatherReading | null> = fc.option(
  fc.record({ t: fc.integer({ min: -25, max: 42 }), range: fc.integer({ min: 0, max: 16 }), rain: fc.integer({ min: 0, max: 100 }) }).map(({ t, range, rain }) => ({
    source: 'forecast' as const,
    summary: `Forecast ${t} °C`,
    tempC: t,
    minC: t - range / 2,
    maxC: t + range / 2,
    precipitationProbability: rain,
  })),
);
const inputArb: fc.Arbitrary<SuggestInput> = fc.record({
  items: closetArb,
  event: fc.record({
    vibe: fc.option(fc.constantFrom(...VIBES, 'nonsense')),
    eventType: fc.option(fc.constantFrom('wedding', 'gym', 'brunch', 'job interview', '')),
    eventDate: fc.option(fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 11, 31) }).map((ms) => new Date(ms).toISOString())),
    timeOfDay: fc.option(fc.constantFrom(...TIMES_OF_DAY, 'brunchtime')),
    location: fc.constantFrom(...PLACES),
  }),
  weather: weatherArb,
  now: fc.constant('2026-03-01T12:00:00Z'),
  userLocation: fc.constantFrom(...PLACES),
  laundry: fc.boolean(),
  favoriteBrands: fc.constant(['Acme']),
  stylePreferences: fc.subarray(['Casual', 'Formal', 'Business', 'Athletic']),
});

const hasBase = (items: StylistItem[], laundry: boolean) => {
  const usable = items
    .map((i) => ({ i, g: classify(i) }))
    .filter(({ i, g }) => !g.notPlanned && !(laundry && (i.wearsSinceWash ?? 0) >= (g.slot === 'activewear' && g.role !== 'shoes' && g.role !== 'accessory' && g.role !== 'outerwear' ? 1 : g.kind.wash)));
  const roles = new Set(usable.map(({ g }) => g.role));
  return (roles.has('top') && roles.has('bottom')) || roles.has('onepiece');
};

describe('suggestOutfit properties', () => {
  it('always answers a complete outfit of the closet, or fails exactly when no base exists', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = suggestOutfit(input);
        expect(r.ok).toBe(hasBase([...input.items], Boolean(input.laundry)));
        if (!r.ok) {
          expect(r.missing).toContain('dress');
          expect(r.message).toMatch(/so the stylist can build an outfit\.$/);
          return;
        }
        const ids = new Set(input.items.map((i) => i.id));
        expect(new Set(r.itemIds).size).toBe(r.itemIds.length);
        for (const id of r.itemIds) expect(ids.has(id)).toBe(true);
        const roles = r.items.map((i) => i.role);
        const count = (role: string) => roles.filter((x) => x === role).length;
        expect(count('onepiece') === 1 ? count('top') + count('bottom') : count('top') === 1 && count('bottom') === 1 ? 0 : -1).toBe(0);
        expect(count('accessory')).toBeLessThanOrEqual(1);
        expect(count('outerwear')).toBeLessThanOrEqual(1);
        const closetHasShoes = input.items.some((i) => classify(i).role === 'shoes');
        expect(count('shoes')).toBe(closetHasShoes ? 1 : 0);
        expect(r.itemIds).not.toContain('socks');
        expect(Number.isInteger(r.score)).toBe(true);
        expect(r.score).toBeGreaterThanOrEqual(0);
        expect(r.score).toBeLessThanOrEqual(100);
        expect(r.reasons.length).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
  });

  it('is deterministic and independent of the closet order', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const a = suggestOutfit(input);
        expect(suggestOutfit(input)).toEqual(a);
        expect(suggestOutfit({ ...input, items: [...input.items].reverse() })).toEqual(a);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps every analysis score an integer in 0–100', () => {
    fc.assert(
      fc.property(closetArb, fc.constantFrom(...VIBES, null), fc.constantFrom('spring', 'summer', 'fall', 'winter', 'monsoon', null), weatherArb, (items, vibe, season, weather) => {
        const a = analyzeCompatibility({ items, targetOccasion: vibe, targetSeason: season, weather });
        for (const v of [a.overallScore, a.occasionMatch, a.seasonalAppropriate, a.weatherFit, a.colorHarmony, ...a.itemAnalysis.flatMap((i) => [i.occasionScore, i.seasonalScore])]) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(100);
        }
        expect(a.recommendations.length).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
  });

  it('never gives contradicting verdicts, and every warmth verdict agrees with the numbers it shows (issue 34)', () => {
    const figures = (text: string) => [...text.matchAll(/(\d+\.\d\d)/g)].map((m) => Number(m[1]));
    const checkWarmth = (line: string) => {
      if (/ with .* without it: /.test(line)) {
        const [withOuter, without, , high] = figures(line);
        expect(withOuter!).toBeGreaterThan(high!);
        expect(without!).toBeLessThanOrEqual(high!);
        return;
      }
      const [clo, low, high] = figures(line.slice(line.search(/outfit /i)));
      if (line.includes(', within the comfortable')) expect(clo! >= low! && clo! <= high!).toBe(true);
      else if (line.includes(', below the comfortable')) expect(clo!).toBeLessThan(low!);
      else if (line.includes(', above the comfortable')) expect(clo!).toBeGreaterThan(high!);
      else throw new Error(`no warmth verdict in: ${line}`);
    };
    fc.assert(
      fc.property(inputArb, (input) => {
        const s = suggestOutfit(input);
        if (s.ok) for (const r of s.reasons.filter((x) => x.includes(' clo for '))) checkWarmth(r);
        const a = analyzeCompatibility({ items: input.items, targetOccasion: input.event.vibe, eventDetails: { timeOfDay: input.event.timeOfDay, location: input.event.location }, weather: input.weather, eventDate: input.event.eventDate });
        const recs = a.recommendations;
        const warmthLines = recs.filter((r) => r.includes(' clo for '));
        expect(warmthLines.length).toBeLessThanOrEqual(1);
        for (const r of warmthLines) checkWarmth(r);
        const dressFix = recs.some((r) => r.startsWith('Dress up:') || r.startsWith('Dress down:'));
        if (dressFix) expect(recs.some((r) => r.startsWith('Right level of dress'))).toBe(false);
        // A piece's own feedback says 'Too casual / Too dressy' exactly when a Dress up / down line names it.
        const named = recs.filter((r) => r.startsWith('Dress up:') || r.startsWith('Dress down:')).join(' ');
        for (const i of a.itemAnalysis) if (i.feedback.startsWith('Too ')) expect(named).toContain(i.name);
      }),
      { numRuns: 150 },
    );
  });
});
