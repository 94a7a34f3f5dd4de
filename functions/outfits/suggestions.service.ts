/**
 * Outfit suggestions (issue 20; spec 02 §2.6 'Save Outfit Plan', §2.7 Ask AI, §3 OutfitSuggestion,
 * §4 saving a plan / AI suggestion, §5): a plan saved by hand and the AI stylist's best outfit.
 * Both are created by the event's creator or a collaborator, in ONE transaction with the event's
 * `suggestionCount` ADD 1 conditioned on the event existing and holding fewer than 50.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import {
  AI_SUGGESTION_TITLE,
  OUTFIT_ERRORS,
  OUTFIT_LIMITS,
  type OutfitSuggestion,
  type createSuggestionSchema,
} from '@seamline/shared/contracts/outfits';
import { db } from '../_core/aws-clients';
import { Conflict, NotFound, Unprocessable } from '../_core/http-errors';
import { writeTransaction } from '../collections/transactions';
import { outfitProductsById } from './outfit-products';
import { postAuthorsById } from '../posts/post-authors';
import { requireEventMember, type EventRow, type SuggestionRow } from './event-access';
import { FORMER_MEMBER, suggestionDto } from './event-views';
import { closetItemsByKey, resolveSuggestionItems } from './outfit-items';
import { deleteOutfitPhotos, storeOutfitPhotos } from './outfit-photos';
import { takeLimited } from '../_core/rate-limit';
import { conditionsOf, stylistEventOf, suggestOutfit } from './stylist';
import { loadWardrobe } from './wardrobe';

type CreateInput = z.output<typeof createSuggestionSchema>;

/** The stylist avoids a look it suggested to the person within this window (issue 20: "twice in a week"). */
export const RECENT_SUGGESTION_MS = 7 * 24 * 60 * 60 * 1000;

/** @throws Conflict (409) when the event already holds the most suggestions it may. */
function assertRoom(event: EventRow): void {
  if (event.suggestionCount >= OUTFIT_LIMITS.suggestionsPerEvent) throw new Conflict(OUTFIT_ERRORS.tooManySuggestions);
}

/**
 * Write a suggestion with the event's count (module doc) and answer it as its author sees it.
 * @throws Conflict (409) when the event filled up meanwhile; NotFound (404) when it was deleted.
 */
async function storeSuggestion(
  event: EventRow,
  row: SuggestionRow,
  callerId: string,
  known: Parameters<typeof resolveSuggestionItems>[1] = {},
): Promise<OutfitSuggestion> {
  const { canceled, reasons } = await writeTransaction(() =>
    db.transaction
      .write(({ outfitSuggestion, outfitEvent }) => [
        outfitSuggestion.create(row).commit(),
        outfitEvent
          .update({ eventId: event.eventId })
          .add({ suggestionCount: 1 })
          .where((a, op) => `${op.exists(a.eventId)} AND ${op.lt(a.suggestionCount, OUTFIT_LIMITS.suggestionsPerEvent as number)}`)
          .commit(),
      ])
      .go(),
  );
  if (canceled) {
    if (reasons[1]?.code === 'ConditionalCheckFailed') {
      const { data } = await db.entities.outfitEvent.get({ eventId: event.eventId }).go({ consistent: true });
      if (!data) throw new NotFound(OUTFIT_ERRORS.eventNotFound);
      throw new Conflict(OUTFIT_ERRORS.tooManySuggestions);
    }
    throw new Error(`Suggestion transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
  }
  const [items, people] = await Promise.all([resolveSuggestionItems([row], known), postAuthorsById([callerId])]);
  return suggestionDto(row, items.get(row.suggestionId) ?? [], people.get(callerId) ?? FORMER_MEMBER(callerId), false, event.finalOutfitId);
}

/**
 * `POST /api/outfit-events/{eventId}/suggestions`: save a plan of catalogue products, the
 * caller's closet items and photos the caller uploaded (≥ 1 item, ≤ 20; checked by the contract).
 * The products must exist in the catalogue and the closet items in the caller's own closet;
 * photos are re-encoded (EXIF stripped). The planning dialog's Save then sets the event's
 * `finalOutfitId` to the answer's id.
 * @returns the new suggestion (201).
 * @throws NotFound (404) 'Event not found' (not a member), 'Product not found', 'Closet item not
 *   found'; Forbidden (403) for an upload key outside the caller's prefix; BadRequest (400) for a
 *   missing upload or a file that is not an image; Conflict (409) past 50 suggestions.
 */
export async function createSuggestion(callerId: string, eventId: string, input: CreateInput, now = new Date()): Promise<OutfitSuggestion> {
  const { event } = await requireEventMember(callerId, eventId);
  assertRoom(event);
  const productIds = [...new Set(input.products.map((p) => p.productId))];
  const closetItemIds = [...new Set(input.closetItemIds)];
  const [products, closetRows] = await Promise.all([
    outfitProductsById(productIds),
    closetItemsByKey(closetItemIds.map((itemId) => ({ closetId: callerId, itemId }))),
  ]);
  if (productIds.some((id) => !products.has(id))) throw new NotFound(OUTFIT_ERRORS.productNotFound);
  if (closetItemIds.some((id) => !closetRows.has(`${callerId}/${id}`))) throw new NotFound(OUTFIT_ERRORS.closetItemNotFound);
  const photoIds = input.imageKeys.length ? await storeOutfitPhotos(callerId, input.imageKeys) : [];
  const seen = new Set<string>();
  const row: SuggestionRow = {
    suggestionId: randomUUID(),
    eventId,
    suggestedBy: callerId,
    title: input.title,
    ...(input.description ? { description: input.description } : {}),
    isAiGenerated: input.isAiGenerated,
    products: input.products
      .filter((p) => !seen.has(p.productId) && seen.add(p.productId))
      .map((p) => ({ productId: p.productId, ...(p.notes ? { notes: p.notes } : {}) })),
    closetItemIds,
    photoIds,
    reasons: [],
    favoriteCount: 0,
    commentCount: 0,
    createdAt: now.toISOString(),
  };
  try {
    return await storeSuggestion(event, row, callerId, { closetRows: new Map([...closetRows]) });
  } catch (error) {
    await deleteOutfitPhotos(callerId, photoIds);
    throw error;
  }
}

/**
 * `POST /api/outfit-events/{eventId}/ai-suggestion`: the stylist's best complete outfit from the
 * caller's closet for this event — weather (forecast ≤ 16 days ahead, else climate normals, or
 * what the creator typed), season with the hemisphere, occasion, colour, fit, recent wears, style
 * preferences — avoiding looks it suggested to the caller in the last 7 days when it can. With
 * `laundry` (the person's laundry mode, issue 34 §4) pieces due for a wash are skipped. Stored
 * as a suggestion with its score, one reason per line and the weather used.
 * @returns the new suggestion (201).
 * @throws NotFound (404) 'Event not found'; Unprocessable (422) with the stylist's message naming
 *   what to add when the closet cannot make an outfit; TooManyRequests (429) past 10 a minute;
 *   Conflict (409) past 50 suggestions.
 */
export async function aiSuggestion(callerId: string, eventId: string, now = new Date(), { laundry = false }: { laundry?: boolean } = {}): Promise<OutfitSuggestion> {
  const since = new Date(now.getTime() - RECENT_SUGGESTION_MS).toISOString();
  // One round of reads: the membership, the closet and the week's looks together (only the
  // caller's own data); the rate limit counts atomically once the checks passed (issue 32).
  const [access, wardrobe, recent] = await Promise.all([
    requireEventMember(callerId, eventId),
    loadWardrobe(callerId, now),
    db.entities.outfitSuggestion.query.byAuthor({ suggestedBy: callerId }).gte({ createdAt: since }).go({ order: 'desc', limit: 50 }),
  ]);
  const { event } = access;
  assertRoom(event);
  const [conditions] = await Promise.all([conditionsOf(event, wardrobe.userLocation, now), takeLimited('outfitAi', callerId, now)]);
  const result = suggestOutfit({
    items: wardrobe.items,
    event: stylistEventOf(event),
    weather: conditions.weather,
    now,
    userLocation: wardrobe.userLocation,
    stylePreferences: wardrobe.stylePreferences,
    favoriteBrands: wardrobe.favoriteBrands,
    // Laundry mode (issue 34 §4): the person's switch; wears since wash come from the wear log.
    laundry,
    recentSuggestions: recent.data
      .filter((s) => s.isAiGenerated)
      .map((s) => ({ itemIds: s.closetItemIds ?? [], suggestedAt: s.createdAt })),
  });
  if (!result.ok) throw new Unprocessable(result.message);
  const row: SuggestionRow = {
    suggestionId: randomUUID(),
    eventId,
    suggestedBy: callerId,
    title: AI_SUGGESTION_TITLE,
    isAiGenerated: true,
    products: [],
    closetItemIds: result.itemIds.slice(0, OUTFIT_LIMITS.outfitItemsMax),
    photoIds: [],
    score: Math.round(result.score),
    reasons: result.reasons,
    weatherSource: result.considered.weather.source,
    weatherSummary: result.considered.weather.summary,
    favoriteCount: 0,
    commentCount: 0,
    createdAt: now.toISOString(),
  };
  const closetRows = new Map([...wardrobe.rows].map(([itemId, r]) => [`${callerId}/${itemId}`, r]));
  return storeSuggestion(event, row, callerId, { closetRows });
}
