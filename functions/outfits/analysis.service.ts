/**
 * Occasion & season analysis (issue 20; spec 02 §2.6 analysis card, §3 Compatibility analysis
 * result, §5 'Please add some items to analyze', §7 the call, §9 defaults): the stylist's
 * `analyzeCompatibility` over the items sent, with a weather reading. With `eventId` (one of the
 * caller's events) the event's vibe, date, place (hemisphere) and typed weather are used; without
 * it, the spec §7 body alone (`eventDetails.location` as free text, `weatherConditions` as the
 * person's own expectation). Items the caller has in their closet (or catalogue products) are read
 * from the table, so the analysis weighs the same materials and tags as the stylist.
 */
import type * as z from 'zod';
import { NOT_SPECIFIED, type analyzeCompatibilityResultSchema, type analyzeCompatibilitySchema } from '@seamline/shared/contracts/outfits';
import type { AnalysisItem } from '@seamline/shared/domain/outfits/types';
import { db } from '../_core/aws-clients';
import type { ClosetItemRow } from '../closet/closet-views';
import { batchGetAll } from '../people/people-reads';
import { requireEventMember } from './event-access';
import { outfitProductsById } from './outfit-products';
import { analyzeCompatibility, conditionsOf, weatherFor } from './stylist';
import { stylistItemOf } from './wardrobe';

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

/** Closet item attributes the analysis reads (what `stylistItemOf` needs). */
const TRAIT_ATTRIBUTES = ['closetId', 'itemId', 'productId', 'name', 'brand', 'category', 'color', 'price', 'fitRating'] as const;

/**
 * The analysis reads the pieces as the stylist does (issue 34: one warmth model, one set of facts).
 * An item whose `id` is one of the CALLER's closet items is replaced by that item as the stylist
 * sees it (`stylistItemOf`: its own name, category and colour, its product's material and tags);
 * an id of a catalogue product by the product; anything else (photos, someone else's item) stays as
 * sent. Without this, pieces added from an AI suggestion (no tags in the plan) came out 0.25 clo
 * colder and 'too casual' here while the stylist, reading the stored wool and down, found them fine.
 * Reads: one BatchGet of the caller's closet items (≤ 20 ids) and the products (warm cache, else
 * BatchGet).
 */
export async function storedAnalysisItems(callerId: string, items: readonly AnalysisItem[]): Promise<AnalysisItem[]> {
  const ids = [...new Set(items.flatMap((i) => (i.id ? [i.id] : [])))];
  if (ids.length === 0) return [...items];
  const rows = await batchGetAll(
    ids.map((itemId) => ({ closetId: callerId, itemId })),
    (keys) => db.entities.closetItem.get(keys).go({ attributes: [...TRAIT_ATTRIBUTES] }),
  );
  const byId = new Map(rows.map((r) => [r.itemId, r as ClosetItemRow]));
  const productIds = [...new Set([...rows.flatMap((r) => (r.productId ? [r.productId] : [])), ...ids.filter((id) => !byId.has(id))])];
  const products = await outfitProductsById(productIds);
  return items.map((item) => {
    const row = item.id ? byId.get(item.id) : undefined;
    if (row) {
      const s = stylistItemOf(row, row.productId ? (products.get(row.productId) ?? null) : null, []);
      return { id: item.id, name: s.name, category: s.category, style: s.style, occasion: s.occasion, season: s.season, material: s.material, colors: s.colors };
    }
    const product = item.id ? products.get(item.id) : undefined;
    if (product) {
      return { id: item.id, name: product.name, category: product.category, style: product.style, occasion: product.occasion, season: product.season, material: product.material || null, colors: product.colors };
    }
    return item;
  });
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
    items: await storedAnalysisItems(callerId, analysisItemsOf(input.items)),
    targetOccasion,
    targetSeason,
    eventDetails: details
      ? { eventType: details.eventType, location: details.location, timeOfDay: details.timeOfDay, weatherConditions: details.weatherConditions }
      : null,
    weather,
  });
  return { analysis: { ...analysis, weather: { source: analysis.weather.source, summary: analysis.weather.summary } } };
}
