/**
 * Occasion & season analysis (issue 20; spec 02 §2.6 analysis card, §3 Compatibility analysis
 * result, §5 'Please add some items to analyze', §7 the call, §9 defaults): the stylist's
 * `analyzeCompatibility` over the items sent, with a weather reading. With `eventId` (one of the
 * caller's events) the event's vibe, date, place (hemisphere) and typed weather are used; without
 * it, the spec §7 body alone (`eventDetails.location` as free text, `weatherConditions` as the
 * person's own expectation).
 */
import type * as z from 'zod';
import { NOT_SPECIFIED, type analyzeCompatibilityResultSchema, type analyzeCompatibilitySchema } from '@seamline/shared/contracts/outfits';
import type { AnalysisItem } from '@seamline/shared/domain/outfits/types';
import { db } from '../_core/aws-clients';
import { requireEventMember } from './event-access';
import { analyzeCompatibility, conditionsOf, weatherFor } from './stylist';

type AnalyzeInput = z.output<typeof analyzeCompatibilitySchema>;
type AnalyzeResult = z.infer<typeof analyzeCompatibilityResultSchema>;

const given = (v: string | null | undefined) => (v && v !== NOT_SPECIFIED ? v : null);

/** The spec §7 items → the stylist's items (a single `color` joins `colors`). */
export function analysisItemsOf(items: AnalyzeInput['items']): AnalysisItem[] {
  return items.map((i) => ({
    ...(i.id ? { id: i.id } : {}),
    name: i.name,
    category: i.category ?? '',
    style: i.style,
    occasion: i.occasion,
    season: i.season,
    material: i.material,
    colors: [...new Set([...i.colors, ...(i.color ? [i.color] : [])])],
  }));
}

/**
 * `POST /api/analyze-occasion-season-compatibility`.
 * @returns `{ analysis }`: overall, occasion, season, weather and colour scores (0–100),
 *   recommendations best first, per-item feedback and the weather used.
 * @throws NotFound (404) 'Event not found' for an `eventId` the caller is not part of.
 */
export async function analyzeOutfit(callerId: string, input: AnalyzeInput, now = new Date()): Promise<AnalyzeResult> {
  const details = input.eventDetails ?? null;
  let targetOccasion = input.targetOccasion;
  let targetSeason = input.targetSeason;
  let weather;
  if (input.eventId) {
    const { event } = await requireEventMember(callerId, input.eventId);
    const { data: user } = await db.entities.user.get({ id: event.creatorId }).go({ attributes: ['location'] });
    const conditions = await conditionsOf(event, user?.location, now);
    targetOccasion = targetOccasion ?? event.vibe ?? event.eventType ?? null;
    targetSeason = conditions.season;
    weather = conditions.weather;
  } else {
    weather = await weatherFor(given(details?.location), details?.eventDate ?? null, now, { expected: given(details?.weatherConditions) });
  }
  const analysis = analyzeCompatibility({
    items: analysisItemsOf(input.items),
    targetOccasion,
    targetSeason,
    eventDetails: details
      ? { eventType: details.eventType, location: details.location, timeOfDay: details.timeOfDay, weatherConditions: details.weatherConditions }
      : null,
    weather,
  });
  return { analysis: { ...analysis, weather: { source: analysis.weather.source, summary: analysis.weather.summary } } };
}
