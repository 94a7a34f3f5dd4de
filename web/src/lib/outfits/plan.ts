/**
 * The planning dialog's outfit plan (spec 02 §2.6): the pieces chosen from the closet, the
 * collection or uploaded photos, each at most once, and the two request bodies built from it —
 * the suggestion to save (`POST /api/outfit-events/{eventId}/suggestions`, §7) and the
 * compatibility analysis (`POST /api/analyze-occasion-season-compatibility`, §7). Pure functions:
 * the dialog keeps the plan in React state.
 */
import type { ClosetItem } from '@seamline/shared/contracts/closet';
import type { CollectionItem } from '@seamline/shared/contracts/collections';
import type { AnalyzeCompatibilityInput, CreateSuggestionInput, OutfitEvent, OutfitItem } from '@seamline/shared/contracts/outfits';
import { DEFAULT_OUTFIT_TITLE, northernSeasonOfMonth, OUTFIT_LIMITS, planGroupOf, type PlanGroup } from '@seamline/shared/contracts/outfits-constants';

/** What the analysis reads of a piece (spec 02 §7 item fields); empty lists when unknown. */
export interface PlanItemTraits {
  style: string[];
  occasion: string[];
  season: string[];
  material: string | null;
  colors: string[];
}

interface PlanItemBase {
  /** `closet:<closetItemId>`, `product:<productId>` or `upload:<uploadKey>`: unique within a plan. */
  key: string;
  name: string;
  brand: string | null;
  category: string | null;
  /** Spec 02 §2.6 group by the category's words; null when no word matches. */
  group: PlanGroup | null;
  /** Thumbnail to show (an object URL for a photo still on this device), null when none. */
  imageUrl: string | null;
  traits: PlanItemTraits;
}

/** One piece of the plan: one of the caller's closet items, a catalogue product (from the collection) or an uploaded photo. */
export type PlanItem =
  | (PlanItemBase & { kind: 'closet'; closetItemId: string })
  | (PlanItemBase & { kind: 'product'; productId: string })
  | (PlanItemBase & { kind: 'upload'; uploadKey: string });

const NO_TRAITS: PlanItemTraits = { style: [], occasion: [], season: [], material: null, colors: [] };

/** A closet item as a plan piece (its product's tags when it is a catalogue product). */
export function planItemFromCloset(item: ClosetItem): PlanItem {
  const product = item.product;
  const colors = product?.colors.length ? product.colors : item.color ? [item.color] : [];
  return {
    kind: 'closet',
    key: `closet:${item.id}`,
    closetItemId: item.id,
    name: item.name,
    brand: item.brand,
    category: item.category,
    group: planGroupOf(item.category, item.name),
    imageUrl: item.images[0]?.thumbUrl ?? null,
    traits: product
      ? { style: [...product.style], occasion: product.occasion, season: product.season, material: product.material || null, colors }
      : { ...NO_TRAITS, colors },
  };
}

/** A saved (collection) product as a plan piece. */
export function planItemFromCollection(item: CollectionItem): PlanItem {
  const p = item.product;
  return {
    kind: 'product',
    key: `product:${p.id}`,
    productId: p.id,
    name: p.name,
    brand: p.brand,
    category: p.category,
    group: planGroupOf(p.category, p.name),
    imageUrl: p.images[0] ?? null,
    traits: { style: [...p.style], occasion: p.occasion, season: p.season, material: p.material || null, colors: p.colors },
  };
}

/** An uploaded photo as a plan piece; `n` numbers the photos ('Uploaded photo 2'). */
export function planItemFromUpload(uploadKey: string, previewUrl: string | null, n: number): PlanItem {
  return {
    kind: 'upload',
    key: `upload:${uploadKey}`,
    uploadKey,
    name: `Uploaded photo ${n}`,
    brand: null,
    category: null,
    group: null,
    imageUrl: previewUrl,
    traits: NO_TRAITS,
  };
}

/**
 * A saved suggestion's piece as a plan piece ('Add to My Plan' of an AI suggestion, 'Use in plan').
 * Photos of a saved suggestion cannot be sent again (the API takes upload keys, reads return URLs)
 * and missing items no longer exist: both give null.
 */
export function planItemFromOutfitItem(item: OutfitItem): PlanItem | null {
  if (item.missing) return null;
  const base = {
    name: item.name,
    brand: item.brand,
    category: item.category,
    group: item.group ?? planGroupOf(item.category, item.name),
    imageUrl: item.thumbUrl ?? item.imageUrl,
    traits: { ...NO_TRAITS, colors: item.color ? [item.color] : [] },
  };
  if (item.kind === 'closet' && item.closetItemId) return { ...base, kind: 'closet', key: `closet:${item.closetItemId}`, closetItemId: item.closetItemId };
  if (item.kind === 'product' && item.productId) return { ...base, kind: 'product', key: `product:${item.productId}`, productId: item.productId };
  return null;
}

/** Why a piece was not added: already in the plan, the plan holds 20 pieces, or 6 photos. */
export type AddRefusal = 'duplicate' | 'full' | 'too-many-photos';

/**
 * Add a piece once (spec 02 §2.6: an added item cannot be added twice), at most
 * `OUTFIT_LIMITS.outfitItemsMax` (20) pieces and `outfitImagesMax` (6) photos (the API's limits).
 * @returns the new plan, or the same plan and why not
 */
export function addToPlan(plan: readonly PlanItem[], item: PlanItem): { plan: readonly PlanItem[]; refused: AddRefusal | null } {
  if (plan.some((p) => p.key === item.key)) return { plan, refused: 'duplicate' };
  if (plan.length >= OUTFIT_LIMITS.outfitItemsMax) return { plan, refused: 'full' };
  if (item.kind === 'upload' && plan.filter((p) => p.kind === 'upload').length >= OUTFIT_LIMITS.outfitImagesMax) {
    return { plan, refused: 'too-many-photos' };
  }
  return { plan: [...plan, item], refused: null };
}

/** Add several pieces in order (each once, within the limits); the others are skipped. */
export function addAllToPlan(plan: readonly PlanItem[], items: readonly PlanItem[]): readonly PlanItem[] {
  return items.reduce((acc, item) => addToPlan(acc, item).plan, plan);
}

/** The plan without the piece `key`. */
export function removeFromPlan(plan: readonly PlanItem[], key: string): readonly PlanItem[] {
  return plan.filter((p) => p.key !== key);
}

/** The pieces of one sub-tab group (spec 02 §2.6), or of none of them (`'other'`). */
export function inGroup<T extends { category: string | null; name?: string | null }>(items: readonly T[], group: PlanGroup | 'other'): T[] {
  return items.filter((item) => (planGroupOf(item.category, item.name) ?? 'other') === group);
}

/**
 * The body of `POST /api/outfit-events/{eventId}/suggestions` for the plan: collection products
 * as `products[{productId}]`, closet items as `closetItemIds`, photos as `imageKeys`; title
 * 'My Outfit Plan' (spec 02 §9), not AI-generated.
 */
export function suggestionBody(plan: readonly PlanItem[], title: string = DEFAULT_OUTFIT_TITLE): CreateSuggestionInput {
  return {
    title,
    description: null,
    isAiGenerated: false,
    products: plan.flatMap((p) => (p.kind === 'product' ? [{ productId: p.productId }] : [])),
    closetItemIds: plan.flatMap((p) => (p.kind === 'closet' ? [p.closetItemId] : [])),
    imageKeys: plan.flatMap((p) => (p.kind === 'upload' ? [p.uploadKey] : [])),
  };
}

/**
 * Spec 02 §9 analysis defaults: the occasion is the event's vibe, else its type, else casual.
 * (The vibe is always set on Seamline's events; the fallbacks are kept for the rule's sake.)
 */
export function targetOccasionOf(event: Pick<OutfitEvent, 'vibe' | 'eventType'>): string {
  return event.vibe || event.eventType || 'casual';
}

/**
 * Spec 02 §7: the target season from the event's month — of its LOCAL date where it happens
 * (issue 34 §3), not the browser's day (northern months; the server's stylist applies the
 * place's hemisphere). No date: null (the server falls back to the user's place).
 */
export function targetSeasonOf(event: Pick<OutfitEvent, 'localDate'>): string | null {
  if (!event.localDate) return null;
  return northernSeasonOfMonth(Number(event.localDate.slice(5, 7)));
}

/**
 * The body of `POST /api/analyze-occasion-season-compatibility` (spec 02 §7) for the plan and its
 * event. `eventId` lets the server use the event's resolved place, date and typed weather; the
 * fields it lacks are sent as null, which the server reads as the spec's 'Not specified' (§9).
 * Closet items go with their closet id, so the stylist also weighs their fit rating and wears.
 */
export function analysisBody(plan: readonly PlanItem[], event: OutfitEvent): AnalyzeCompatibilityInput {
  return {
    items: plan.map((p) => ({
      id: p.kind === 'closet' ? p.closetItemId : p.kind === 'product' ? p.productId : p.uploadKey,
      name: p.name,
      category: p.category,
      style: p.traits.style,
      occasion: p.traits.occasion,
      season: p.traits.season,
      material: p.traits.material,
      colors: p.traits.colors,
    })),
    targetOccasion: targetOccasionOf(event),
    targetSeason: targetSeasonOf(event),
    eventDetails: {
      eventType: event.eventType ?? event.vibe,
      location: event.location,
      timeOfDay: event.timeOfDay,
      weatherConditions: event.weatherNote,
      eventDate: event.eventDate,
    },
    eventId: event.id,
  };
}

/** A short fingerprint of the plan's pieces (an analysis belongs to the plan it was made for). */
export function planSignature(plan: readonly PlanItem[]): string {
  return plan.map((p) => p.key).join('|');
}
