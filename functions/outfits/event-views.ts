/**
 * Stored outfit rows → the contract DTOs (`shared/contracts/outfits.ts`): no ElectroDB keys,
 * absent optional attributes as `null`, private images signed (presigned GETs, no I/O).
 */
import type {
  EventCollaborator,
  OutfitEvent,
  OutfitPerson,
  OutfitSuggestion,
  SuggestionComment,
} from '@seamline/shared/contracts/outfits';
import { WEATHER_SOURCES, type EventViewerRole, type WeatherSource } from '@seamline/shared/contracts/outfits-constants';
import type { EntityItem } from 'electrodb';
import type { EventMember } from '@seamline/shared/db/entities/event-member';
import type { SuggestionComment as SuggestionCommentEntity } from '@seamline/shared/db/entities/suggestion-comment';
import type { SuggestionRow } from './event-access';
import { signItems, urlOfRef, type ResolvedItem } from './outfit-items';
import type { EventCard } from './event-card';
import { storedEventTime } from './event-time';

export type MemberRow = EntityItem<typeof EventMember>;
export type CommentRow = EntityItem<typeof SuggestionCommentEntity>;

/** Someone who no longer exists (their rows are kept; the name says so). */
export const FORMER_MEMBER = (id: string): OutfitPerson => ({
  id,
  username: 'former-member',
  firstName: 'Former',
  lastName: 'member',
  profileImageUrl: null,
});

/** A stored weather source (the contract's names); anything else reads as 'none'. */
const storedSource = (value: string): WeatherSource => ((WEATHER_SOURCES as readonly string[]).includes(value) ? (value as WeatherSource) : 'none');

/** An event as the list and every write answer it. */
export async function outfitEventDto(event: EventCard, creator: OutfitPerson, viewerRole: EventViewerRole): Promise<OutfitEvent> {
  return {
    id: event.eventId,
    creatorId: event.creatorId,
    creator,
    eventName: event.eventName,
    // Issue 34 §3: local date, time and zone (rows stored before it derived at read).
    ...storedEventTime(event),
    vibe: event.vibe,
    eventType: event.eventType ?? null,
    location: event.location ?? null,
    place: event.place ? { ...event.place, country: event.place.country ?? null } : null,
    timeOfDay: event.timeOfDay ?? null,
    notes: event.notes ?? null,
    weatherNote: event.weatherNote ?? null,
    isPublic: event.isPublic,
    status: event.status,
    finalOutfitId: event.finalOutfitId ?? null,
    collaboratorCount: event.collaboratorCount,
    itemCount: event.finalOutfitId ? event.finalItemCount : 0,
    thumbnails: event.finalOutfitId ? await Promise.all((event.finalThumbs ?? []).map(urlOfRef)) : [],
    viewerRole,
    createdAt: event.createdAt,
    updatedAt: event.updatedAt,
  };
}

/** A suggestion with its resolved items as `viewer` sees it (their own favourite mark). */
export async function suggestionDto(
  row: SuggestionRow,
  items: readonly ResolvedItem[],
  author: OutfitPerson,
  isFavorited: boolean,
  finalOutfitId: string | null | undefined,
): Promise<OutfitSuggestion> {
  const signed = await signItems(items);
  return {
    id: row.suggestionId,
    eventId: row.eventId,
    title: row.title,
    description: row.description ?? null,
    isAiGenerated: row.isAiGenerated,
    suggestedBy: author,
    createdAt: row.createdAt,
    products: (row.products ?? []).map((p) => ({ productId: p.productId, notes: p.notes ?? null })),
    closetItemIds: row.closetItemIds ?? [],
    imageUrls: signed.filter((i) => i.kind === 'upload').flatMap((i) => (i.imageUrl ? [i.imageUrl] : [])),
    items: signed,
    isFavorited,
    favoriteCount: Math.max(0, row.favoriteCount),
    commentCount: Math.max(0, row.commentCount),
    score: row.score ?? null,
    reasons: row.reasons ?? [],
    weather:
      row.weatherSource && row.weatherSummary
        ? { source: storedSource(row.weatherSource), summary: row.weatherSummary }
        : null,
    isFinal: finalOutfitId === row.suggestionId,
  };
}

/** A collaborator row → the contract's collaborator. */
export function collaboratorDto(row: MemberRow, user: OutfitPerson | undefined): EventCollaborator {
  return { userId: row.userId, role: 'collaborator', user: user ?? FORMER_MEMBER(row.userId), addedAt: row.addedAt };
}

/** A comment row → the contract's comment. */
export function commentDto(row: CommentRow, user: OutfitPerson | undefined): SuggestionComment {
  return { id: row.commentId, suggestionId: row.suggestionId, comment: row.comment, createdAt: row.createdAt, user: user ?? FORMER_MEMBER(row.userId) };
}
