import { describe, expect, it } from 'vitest';
import {
  analysisScoreTone,
  analyzeCompatibilitySchema,
  createOutfitEventSchema,
  createSuggestionSchema,
  isUpcomingEvent,
  northernSeasonOfMonth,
  OUTFIT_ERRORS,
  OUTFIT_LIMITS,
  OUTFIT_TOASTS,
  outfitEventLink,
  planGroupOf,
  updateOutfitEventSchema,
} from './outfits';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('outfits constants (spec 02 §2.1, §2.6, §4, §5, §9)', () => {
  it('keeps the spec texts exact', () => {
    expect(OUTFIT_TOASTS.finalized).toEqual({ title: 'Outfit finalized!', description: 'Your outfit choice has been saved' });
    expect(OUTFIT_TOASTS.reopened).toEqual({ title: 'Event reopened for planning', description: 'You can now make changes to this event' });
    expect(OUTFIT_TOASTS.noItems).toEqual({ title: 'No Items Selected', description: 'Please add some items to your outfit before saving' });
    expect(OUTFIT_TOASTS.analysisFailed.description).toBe('Could not analyze outfit compatibility. Please try again.');
  });

  it('colours analysis scores 80+ good, 60–79 fair, below 60 poor', () => {
    expect([100, 80, 79.9, 60, 59, 0].map(analysisScoreTone)).toEqual(['good', 'good', 'fair', 'fair', 'poor', 'poor']);
  });

  it("splits Upcoming (later than now in the event's zone, or undated) from Previous (on or before now)", () => {
    const now = new Date('2026-06-01T12:00:00Z'); // 21:00 in Tokyo, 08:00 in New York
    const at = (localDate: string | null, localTime: string | null, timeZone: string) => isUpcomingEvent({ localDate, localTime, timeZone }, now);
    expect(at('2026-06-01', '21:01', 'Asia/Tokyo')).toBe(true);
    expect(at('2026-06-01', '21:00', 'Asia/Tokyo')).toBe(false);
    expect(at('2026-06-01', '08:00', 'America/New_York')).toBe(false);
    expect(at('2026-06-01', '09:00', 'America/New_York')).toBe(true);
    // All-day: upcoming until the end of that day in its zone (Tokyo's 1 June ends at 15:00 UTC).
    expect(at('2026-06-01', null, 'Asia/Tokyo')).toBe(true);
    expect(at('2026-05-31', null, 'America/New_York')).toBe(false);
    expect(at(null, null, 'UTC')).toBe(true);
  });

  it("maps months to the spec's northern seasons and categories to the planning dialog's groups", () => {
    expect([1, 3, 6, 9, 12].map(northernSeasonOfMonth)).toEqual(['winter', 'spring', 'summer', 'fall', 'winter']);
    expect(['Tops', 'blouse', 'Pants', 'skirts', 'dresses', 'Footwear', 'jewelry', 'bag', 'outerwear', 'Coats & Jackets', 'widgets', null].map((c) => planGroupOf(c))).toEqual([
      'tops', 'tops', 'bottoms', 'bottoms', 'dresses', 'shoes', 'accessories', 'accessories', 'outerwear', 'outerwear', null, null,
    ]);
    // Issue 34 §6: a coat or jacket filed under tops is planned as outerwear (derived at read); a shirt stays a top.
    expect(planGroupOf('tops', 'Heritage Puffer Coat')).toBe('outerwear');
    expect(planGroupOf('tops', 'Cropped Blazer')).toBe('outerwear');
    expect(planGroupOf('tops', 'Oxford Shirt')).toBe('tops');
    expect(planGroupOf('shoes', 'Jacket Print Sneakers')).toBe('shoes');
  });

  it('links an invitation to the invitee’s Outfit Planning tab with the event open', () => {
    expect(outfitEventLink('u 1', 'e/1')).toBe('/closet/u%201?tab=outfits&event=e%2F1');
  });
});

describe('outfits schemas', () => {
  it('creates an event with trimmed text, UTC dates and defaults', () => {
    expect(createOutfitEventSchema.parse({ eventName: ' Gala ', vibe: 'formal', eventDate: '2026-12-19T20:00:00+01:00', notes: '  ' })).toEqual({
      eventName: 'Gala',
      eventDate: '2026-12-19T19:00:00.000Z',
      localDate: null,
      localTime: null,
      timeZone: null,
      vibe: 'formal',
      eventType: null,
      location: null,
      timeOfDay: null,
      notes: null,
      weatherNote: null,
      isPublic: false,
    });
    expect(messages(createOutfitEventSchema.safeParse({ eventName: 'x'.repeat(OUTFIT_LIMITS.eventNameMax + 1), vibe: 'party' }))).toEqual([OUTFIT_ERRORS.eventNameTooLong]);
  });

  it('takes a local date, an optional local time and an IANA zone (issue 34 §3), refusing garbage with clear messages', () => {
    expect(createOutfitEventSchema.parse({ eventName: 'Party', vibe: 'party', localDate: '2026-12-19', localTime: '19:00', timeZone: 'asia/tokyo' })).toMatchObject({
      localDate: '2026-12-19',
      localTime: '19:00',
      timeZone: 'Asia/Tokyo',
    });
    const refused = (body: Record<string, unknown>) => messages(createOutfitEventSchema.safeParse({ eventName: 'Party', vibe: 'party', ...body }));
    expect(refused({ localDate: '2026-02-30' })).toEqual([OUTFIT_ERRORS.invalidLocalDate]);
    expect(refused({ localDate: '2026-12-19', localTime: '24:00' })).toEqual([OUTFIT_ERRORS.invalidLocalTime]);
    expect(refused({ localTime: '19:00' })).toEqual([OUTFIT_ERRORS.timeNeedsDate]);
    expect(refused({ localDate: '2026-12-19', timeZone: 'Mars/Olympus_Mons' })).toEqual([OUTFIT_ERRORS.invalidTimeZone]);
    expect(refused({ localDate: '2026-12-19', timeZone: '+09:00' })).toEqual([OUTFIT_ERRORS.invalidTimeZone]);
  });

  it('needs something to change in a PATCH; null clears', () => {
    expect(messages(updateOutfitEventSchema.safeParse({}))).toEqual([OUTFIT_ERRORS.nothingToChange]);
    expect(updateOutfitEventSchema.parse({ notes: null, eventDate: null, finalOutfitId: null })).toEqual({ notes: null, eventDate: null, finalOutfitId: null });
  });

  it("refuses a plan without items with the spec's text and defaults the title", () => {
    expect(messages(createSuggestionSchema.safeParse({ products: [], closetItemIds: [] }))).toEqual([OUTFIT_ERRORS.noItems]);
    expect(createSuggestionSchema.parse({ closetItemIds: ['c-1'] }).title).toBe('My Outfit Plan');
  });

  it("reads spec §7 analysis items (a list or one string) and refuses none with the spec's text", () => {
    expect(messages(analyzeCompatibilitySchema.safeParse({ items: [] }))).toEqual([OUTFIT_ERRORS.noItemsToAnalyze]);
    expect(analyzeCompatibilitySchema.parse({ items: [{ id: 7, name: 'Coat', colors: 'navy', style: ['Classic'] }] }).items[0]).toMatchObject({
      id: '7',
      colors: ['navy'],
      style: ['Classic'],
      occasion: [],
      category: null,
    });
  });
});
