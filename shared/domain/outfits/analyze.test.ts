import { describe, expect, it } from 'vitest';
import { analyzeCompatibility } from './analyze';
import type { AnalysisItem, WeatherReading } from './types';

const winterFormal: AnalysisItem[] = [
  { id: '1', name: 'Little Black Dress', category: 'dresses', style: ['Formal'], occasion: ['formal', 'party'], season: ['fall', 'winter'], material: 'Crepe', colors: ['black'] },
  { id: '2', name: 'Wool Overcoat', category: 'outerwear', style: ['Formal'], occasion: ['formal'], season: ['winter'], material: 'Wool', colors: ['camel'] },
  { id: '3', name: 'Block Heel Pumps', category: 'shoes', style: ['Formal'], occasion: ['formal'], season: ['fall', 'winter'], material: 'Leather', colors: ['black'] },
];
const beachCasual: AnalysisItem[] = [
  { id: '4', name: 'Denim Shorts', category: 'bottoms', style: ['Casual'], occasion: ['casual'], season: ['summer'], material: 'Denim', colors: ['Denim Blue'] },
  { id: '5', name: 'Crew Tee', category: 'tops', style: ['Casual'], occasion: ['casual'], season: ['summer'], material: 'Cotton', colors: ['lime'] },
  { id: '6', name: 'Strappy Sandals', category: 'shoes', colors: ['hot pink'] },
];
const cold: WeatherReading = { source: 'forecast', summary: 'Forecast −2 °C, rain 10%', tempC: -2, minC: -5, maxC: 1, precipitationProbability: 10 };
const body = (items: AnalysisItem[], weather: WeatherReading | null = cold) => ({
  items,
  targetOccasion: 'formal',
  targetSeason: 'winter',
  eventDetails: { eventType: 'wedding', location: 'Boston', timeOfDay: 'evening', weatherConditions: 'Not specified' },
  weather,
});

describe('analyzeCompatibility', () => {
  it('scores a formal winter outfit high on every count, with integer scores 0–100', () => {
    const a = analyzeCompatibility(body(winterFormal));
    for (const k of ['overallScore', 'occasionMatch', 'seasonalAppropriate', 'weatherFit', 'colorHarmony'] as const) {
      expect(Number.isInteger(a[k]), k).toBe(true);
      expect(a[k]).toBeGreaterThanOrEqual(0);
      expect(a[k]).toBeLessThanOrEqual(100);
    }
    expect(a.overallScore).toBeGreaterThanOrEqual(80);
    expect(a.occasionMatch).toBeGreaterThanOrEqual(85);
    expect(a.weather).toEqual({ source: 'forecast', summary: 'Forecast −2 °C, rain 10%' });
    expect(a.itemAnalysis.map((i) => i.name)).toEqual(['Little Black Dress', 'Wool Overcoat', 'Block Heel Pumps']);
    expect(a.itemAnalysis[0]!.feedback).toMatch(/^Right for a formal event/);
  });

  it('scores beach casuals for a winter wedding low and says what to change first', () => {
    const good = analyzeCompatibility(body(winterFormal));
    const bad = analyzeCompatibility(body(beachCasual));
    expect(bad.overallScore).toBeLessThan(40);
    expect(bad.overallScore).toBeLessThan(good.overallScore);
    expect(bad.occasionMatch).toBeLessThan(30);
    expect(bad.weatherFit).toBeLessThan(20);
    expect(bad.recommendations[0]).toMatch(/^Dress up: Denim Shorts, Crew Tee and Strappy Sandals are too casual — a formal event wants formality 5–6 of 6/);
    expect(bad.recommendations).toContain('Add a coat or jacket: outfit 0.20 clo, below the comfortable 1.45–2.03 clo for the forecast −2 °C');
    expect(bad.itemAnalysis[0]).toMatchObject({ name: 'Denim Shorts', feedback: 'Too casual for a formal event (formality 1.5 of 6); too light for −2 °C.' });
  });

  it("never shows contradicting verdicts (issue 34): no 'Right level of dress' beside 'Dress up', no 'Right warmth' for a clo outside the band", () => {
    // The product owner's five pieces, sent without their tags (as after 'Add to My Plan' of an AI suggestion).
    const pieces: AnalysisItem[] = ['Heritage Puffer Coat|outerwear', 'Merino Crewneck|tops', 'Straight Jeans|bottoms', 'Chelsea Boots|shoes', 'Chunky Knit Scarf|accessories'].map((s) => {
      const [name, category] = s.split('|') as [string, string];
      return { name, category };
    });
    const a = analyzeCompatibility({ items: pieces, targetOccasion: 'date', eventDetails: { timeOfDay: 'evening' }, weather: { source: 'forecast', summary: 'Forecast 4 °C', tempC: 4, minC: 1, maxC: 6, precipitationProbability: 0 } });
    expect(a.recommendations).toEqual([
      'Dress up: Straight Jeans is too casual — a date wants formality 3.5–4.5 of 6 (smart casual to dressy)',
      'Right warmth: outfit 1.46 clo, within the comfortable 1.07–1.57 clo for the forecast 4 °C',
    ]);
    // The piece named in 'Dress up' is the one whose own feedback says too casual; the others do not.
    expect(a.itemAnalysis.filter((i) => i.feedback.startsWith('Too casual')).map((i) => i.name)).toEqual(['Straight Jeans']);
  });

  it('says a layer is too light, with the numbers it compares, and no positive warmth line', () => {
    const a = analyzeCompatibility({
      items: [
        { name: 'Crew Tee', category: 'tops' },
        { name: 'Straight Jeans', category: 'bottoms' },
        { name: 'Denim Jacket', category: 'outerwear', material: 'Denim' },
      ],
      targetOccasion: 'casual',
      weather: { source: 'forecast', summary: 'Forecast 4 °C', tempC: 4, minC: 2, maxC: 6, precipitationProbability: 0 },
    });
    expect(a.recommendations).toContain('Add a warmer layer: outfit 0.72 clo, below the comfortable 1.04–1.52 clo for the forecast 4 °C');
    expect(a.recommendations.some((r) => r.startsWith('Right warmth'))).toBe(false);
  });

  it('names pieces that dress for opposite weather (knee-high boots with shorts)', () => {
    const a = analyzeCompatibility({
      items: [
        { name: 'Crew Tee', category: 'tops' },
        { name: 'Linen Shorts', category: 'bottoms', material: 'Linen' },
        { name: 'Knee-High Boots', category: 'shoes' },
      ],
      targetOccasion: 'casual',
      weather: { source: 'forecast', summary: 'Forecast 22 °C', tempC: 22, minC: 20, maxC: 24, precipitationProbability: 0 },
    });
    expect(a.recommendations).toContain('Knee-High Boots and Linen Shorts dress for different weather: choose pieces for 22 °C');
  });

  it('applies the spec 02 §9 defaults: no vibe → the event type → casual', () => {
    const byType = analyzeCompatibility({ items: beachCasual, targetOccasion: null, eventDetails: { eventType: 'beach day' } });
    expect(byType.occasionMatch).toBeGreaterThanOrEqual(80);
    const none = analyzeCompatibility({ items: beachCasual });
    expect(none.occasionMatch).toBeGreaterThanOrEqual(80);
    expect(none.weather).toEqual({ source: 'none', summary: 'Weather not specified' });
  });

  it("reads typed weather conditions when no reading is given ('rainy, 8C')", () => {
    const a = analyzeCompatibility({ ...body(beachCasual, null), eventDetails: { eventType: 'wedding', weatherConditions: 'rainy, 8C' } });
    expect(a.weather).toEqual({ source: 'user', summary: 'You expect 8 °C, rain 80%' });
    expect(a.recommendations.some((r) => r.startsWith('Rain 80% is likely: add a raincoat'))).toBe(true);
    expect(a.recommendations.some((r) => r.includes('closed shoes or boots instead of Strappy Sandals'))).toBe(true);
  });

  it('uses the hemisphere when the event date is known: January in Sydney is summer', () => {
    const a = analyzeCompatibility({ items: beachCasual, targetOccasion: 'casual', targetSeason: 'winter', eventDate: '2026-01-20', eventDetails: { location: 'Sydney' } });
    expect(a.seasonalAppropriate).toBeGreaterThanOrEqual(85);
    expect(a.weather.summary).toBe('Typical for Sydney in January: 25 °C'); // GHCN CAMS 1991–2020 (issue 34 §2)
  });

  it("answers 'Please add some items to analyze' for no items (spec 02 §5)", () => {
    expect(analyzeCompatibility({ items: [] })).toMatchObject({ overallScore: 0, recommendations: ['Please add some items to analyze'], itemAnalysis: [] });
  });

  it('is deterministic and fast (≤ 50 ms for 30 pieces)', () => {
    const items = Array.from({ length: 10 }, () => [...winterFormal, ...beachCasual].slice(0, 3)).flat();
    const first = analyzeCompatibility(body(items));
    const t0 = performance.now();
    for (let i = 0; i < 10; i++) expect(analyzeCompatibility(body(items))).toEqual(first);
    expect((performance.now() - t0) / 10).toBeLessThan(50);
  });
});
