/**
 * Seeder: the demo outfit planning (`demo-outfits-data.ts`, issue 20 "demo data") — Dana's closet
 * when she has none, her events (one finalized upcoming, one planning with a friend, one finalized
 * past), a friend's public event Dana collaborates on, and other demo people's events.
 *
 * Writes SOURCE items exactly as the API does: per event ONE transaction of the OutfitEvent (the
 * final outfit's card data and worn items computed like `finalOutfitFacts`), its EventMember rows
 * with their card copies, and an `event.invited` DomainEvent per collaborator who is Dana (so the
 * notifications processor notifies her like a real invitation; the demo people cannot sign in and
 * read none, see demo-posts.ts); then the suggestions with their
 * comments and favourite marks (counts agree). The `outfit-stats` processor derives the profile's
 * Outfits counts and the wear log from the events' INSERTs, like for real ones.
 *
 * Idempotent: the marker is Dana's first event, written LAST; when it exists nothing is written.
 * Otherwise every item is a conditional create and existing ones are skipped (an interrupted run
 * is completed).
 */
import { generateNKeysBetween } from 'fractional-indexing';
import { domainEventItemOf } from '@seamline/events/domain-events';
import { eventInvitedEvent } from '@seamline/events/outfit-events';
import { catalogueImageUrl, type ProductItem } from '@seamline/shared/db/catalogue-items';
import { UNSECTIONED } from '@seamline/shared/contracts/closet-constants';
import { OUTFIT_LIMITS } from '@seamline/shared/contracts/outfits-constants';
import { placeForEvent } from '@seamline/shared/domain/outfits/places';
import { instantOf, wallClockOf } from '@seamline/shared/domain/outfits/event-time';
import { placeTimeZone } from '@seamline/shared/domain/outfits/time-zone';
import { memberCopyOf } from '@seamline/functions/outfits/event-card';
import type { Seeder, SeedContext } from '../seed';
import { catalogueProducts } from './catalogue-data';
import { writeUnits, type Unit } from './demo-people';
import { notifiesDana } from './demo-posts';
import { demoOutfits, type DemoEvent } from './demo-outfits-data';
import { DEMO_USER } from './demo-user';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The error `seed()` reads as "already seeded". */
const alreadySeeded = () => Object.assign(new Error('already seeded'), { name: 'ConditionalCheckFailedException' });
const isConditional = (e: unknown) => /ConditionalCheckFailed|conditional request failed/i.test(String((e as Error)?.message ?? e));

/** Dana's closet of catalogue pieces, written only when she has no closet (her own closet is never touched). */
async function seedDanaCloset({ db, now }: SeedContext, productIds: readonly string[]): Promise<Set<string>> {
  const { data: closet } = await db.entities.closet.get({ closetId: DEMO_USER.id }).go({ consistent: true });
  if (closet) {
    const { data } = await db.entities.closetItem.query.byId({ closetId: DEMO_USER.id }).go({ pages: 'all', attributes: ['itemId'] });
    return new Set(data.map((r) => r.itemId));
  }
  const at = now.toISOString();
  const orders = generateNKeysBetween(null, null, productIds.length);
  try {
    await db.entities.closet.create({ closetId: DEMO_USER.id, userId: DEMO_USER.id, createdAt: at, itemCount: productIds.length, sectionIndexVersion: 1 }).go();
  } catch (error) {
    if (!isConditional(error)) throw error;
  }
  await db.entities.closetItem
    .put(
      productIds.map((productId, i) => ({
        closetId: DEMO_USER.id,
        itemId: `p-${productId}`,
        userId: DEMO_USER.id,
        productId,
        sectionId: UNSECTIONED,
        order: orders[i]!,
        ...(i % 2 === 0 ? { fitRating: 3 } : {}),
        savedAt: new Date(now.getTime() - (30 - i) * DAY_MS).toISOString(),
      })),
    )
    .go();
  return new Set(productIds.map((p) => `p-${p}`));
}

/** The OutfitEvent item of a demo event at `now`, with its final outfit's card data. */
function eventItem(e: DemoEvent, now: Date, products: ReadonlyMap<string, ProductItem>, danaItems: ReadonlySet<string>) {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE_MS).toISOString();
  const final = e.finalIndex === undefined ? undefined : e.suggestions[e.finalIndex];
  const image = (productId: string) => {
    const first = products.get(productId)?.images[0];
    return first ? [catalogueImageUrl(first)] : [];
  };
  const finalProducts = final ? [...final.productIds, ...final.closetItemIds.map((id) => id.replace(/^p-/, ''))] : [];
  const place = placeForEvent(e.location, null).place;
  // Issue 34 §3: the local day and time in the place's IANA zone, the instant derived from them.
  const timeZone = place ? placeTimeZone(place) : 'UTC';
  const localDate = wallClockOf(new Date(now.getTime() + e.daysFromNow * DAY_MS), timeZone).localDate;
  const worn = final && e.creatorId === DEMO_USER.id ? [...final.closetItemIds, ...final.productIds.map((p) => `p-${p}`)].filter((id) => danaItems.has(id)) : [];
  return {
    eventId: e.eventId,
    creatorId: e.creatorId,
    eventName: e.eventName,
    eventDate: instantOf(localDate, e.localTime, timeZone),
    localDate,
    ...(e.localTime ? { localTime: e.localTime } : {}),
    timeZone,
    vibe: e.vibe,
    ...(e.eventType ? { eventType: e.eventType } : {}),
    ...(e.location ? { location: e.location } : {}),
    ...(place ? { place: { name: place.name, latitude: place.latitude, longitude: place.longitude, ...(place.country ? { country: place.country } : {}) } } : {}),
    ...(e.timeOfDay ? { timeOfDay: e.timeOfDay } : {}),
    ...(e.notes ? { notes: e.notes } : {}),
    isPublic: e.isPublic,
    status: final ? ('finalized' as const) : ('planning' as const),
    ...(final
      ? {
          finalOutfitId: final.suggestionId,
          finalizedAt: at(Math.max(0, e.minutesAgo - 60)),
          finalThumbs: finalProducts.flatMap(image).slice(0, OUTFIT_LIMITS.cardThumbnails),
          wornItemIds: worn,
        }
      : {}),
    finalItemCount: finalProducts.length,
    collaboratorCount: e.collaborators.length,
    suggestionCount: e.suggestions.length,
    version: 1,
    createdAt: at(e.minutesAgo),
    updatedAt: at(Math.max(0, e.minutesAgo - 60)),
  };
}

export const demoOutfitsSeeder: Seeder = {
  name: 'demo outfits',
  run: async (ctx) => {
    const { db, now } = ctx;
    const products = catalogueProducts(216);
    const plan = demoOutfits(products);
    const [marker, ...others] = plan.events;
    if (!marker) throw alreadySeeded();
    if ((await db.entities.outfitEvent.get({ eventId: marker.eventId }).go()).data) throw alreadySeeded();
    const danaItems = await seedDanaCloset(ctx, plan.danaCloset);
    const byId = new Map(products.map((p) => [p.productId, p]));
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE_MS).toISOString();

    const { data: existing } = await db.entities.outfitEvent.get(others.map(({ eventId }) => ({ eventId }))).go();
    const present = new Set(existing.map((e) => e.eventId));
    const eventUnit = (e: DemoEvent): Unit => {
      const event = eventItem(e, now, byId, danaItems);
      const members = [
        { eventId: e.eventId, userId: e.creatorId, role: 'creator' as const, addedBy: e.creatorId, addedAt: event.createdAt, ...memberCopyOf(event) },
        ...e.collaborators.map((userId) => ({ eventId: e.eventId, userId, role: 'collaborator' as const, addedBy: e.creatorId, addedAt: at(e.minutesAgo - 30), ...memberCopyOf(event) })),
      ];
      return {
        items: 1 + members.length + e.collaborators.length,
        build: (x) => [
          x.outfitEvent.create(event).commit(),
          ...members.map((m) => x.eventMember.create(m).commit()),
          // Only the invitations that notify Dana (demo-posts.ts `notifiesDana`).
          ...members
            .filter((m) => m.role === 'collaborator')
            .map((m) => eventInvitedEvent(m))
            .filter(notifiesDana)
            .map((invited) => x.domainEvent.create(domainEventItemOf(invited, now)).commit()),
        ],
      };
    };
    const contentUnits = (e: DemoEvent): Unit[] =>
      e.suggestions.flatMap((s): Unit[] => [
        {
          items: 1,
          build: (x) => [
            x.outfitSuggestion
              .create({
                suggestionId: s.suggestionId,
                eventId: e.eventId,
                suggestedBy: s.suggestedBy,
                title: s.title,
                ...(s.description ? { description: s.description } : {}),
                isAiGenerated: false,
                products: s.productIds.map((productId) => ({ productId })),
                closetItemIds: s.closetItemIds,
                photoIds: [],
                reasons: [],
                favoriteCount: s.favoritedBy.length,
                commentCount: s.comments.length,
                createdAt: at(s.minutesAgo),
              })
              .commit(),
          ],
        },
        ...s.comments.map((c): Unit => ({
          items: 1,
          build: (x) => [x.suggestionComment.create({ suggestionId: s.suggestionId, commentId: c.commentId, eventId: e.eventId, userId: c.userId, comment: c.comment, createdAt: at(c.minutesAgo) }).commit()],
        })),
        ...s.favoritedBy.map((userId): Unit => ({
          items: 1,
          build: (x) => [x.suggestionFavorite.create({ suggestionId: s.suggestionId, userId, createdAt: at(s.minutesAgo - 10) }).commit()],
        })),
      ]);
    const { data: haveSuggestions } = await db.entities.outfitSuggestion.get(plan.events.flatMap((e) => e.suggestions.map(({ suggestionId }) => ({ suggestionId })))).go();
    const suggested = new Set(haveSuggestions.map((s) => s.suggestionId));
    const missing = (e: DemoEvent) => ({ ...e, suggestions: e.suggestions.filter((s) => !suggested.has(s.suggestionId)) });
    await writeUnits(db, others.filter((e) => !present.has(e.eventId)).map(eventUnit));
    await writeUnits(db, plan.events.map(missing).flatMap(contentUnits));
    await writeUnits(db, [eventUnit(marker)]);
  },
};
