/**
 * Outfit planning contracts (issue 20; spec 02 §2.1 Outfit Planning tab, §2.6 planning dialog,
 * §2.7 Ask AI, §2.8 invitations, §3 OutfitEvent, EventCollaborator, OutfitSuggestion,
 * SuggestionProduct, SuggestionComment, Compatibility analysis result, §4 event status, saving a
 * plan, AI suggestion, event details edit, §5, §7 outfit calls, §8, §9).
 *
 * Every route needs a session. Who may do what:
 * - the event's creator: everything (edit details, finalize, invite, remove collaborators, delete);
 * - a collaborator (invited by the creator; public events only, spec 02 §6): sees the event, adds
 *   suggestions, favourites and comments, may leave; cannot edit the event's details;
 * - anyone else: 404 for the event and everything in it (an event's existence is not disclosed).
 *
 * API Gateway refuses two variable names at one path level, so every route under
 * `/api/outfit-events/{…}` names it `{eventId}`; the spec's `GET /api/outfit-events/{userId}`
 * (the events list) is therefore `GET /api/outfit-events/{eventId}` whose value is the caller's
 * own user id (anyone else's id → 403). `GET /api/outfit-events/details/{eventId}` is a more
 * specific route (a literal segment) and wins over it, in API Gateway and in the local gateway.
 */
import * as z from 'zod';
import { cursorSchema, idSchema, pageQuerySchema } from './common';
import { CURRENCIES } from './catalogue-constants';
import { CLOSET_PHOTO_TYPES } from './closet-constants';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES, presignedPostSchema } from './media';
import { postAuthorSchema } from './posts';
import { canonicalTimeZone, isLocalDate, LOCAL_TIME_PATTERN } from '../domain/outfits/event-time';
import {
  COLLABORATOR_ROLES,
  DEFAULT_OUTFIT_TITLE,
  EVENT_STATUSES,
  EVENT_TIMES_OF_DAY,
  EVENT_VIEWER_ROLES,
  OUTFIT_ERRORS as E,
  OUTFIT_ITEM_KINDS,
  OUTFIT_LIMITS as L,
  OUTFIT_SEASONS,
  OUTFIT_VIBES,
  PLAN_GROUPS,
  WEATHER_SOURCES,
} from './outfits-constants';

export * from './outfits-constants';

/** A person on an event, a suggestion or a comment (no email). */
export const outfitPersonSchema = postAuthorSchema;
export type OutfitPerson = z.infer<typeof outfitPersonSchema>;

// ---------------------------------------------------------------------------------------------
// Field rules (one place each)

const eventName = z
  .string({ error: E.eventNameRequired })
  .trim()
  .min(1, E.eventNameRequired)
  .max(L.eventNameMax, E.eventNameTooLong);
/**
 * Legacy input (issue 20): an ISO 8601 instant (`2026-12-24T19:00:00.000Z` or `…+01:00`). Still
 * accepted from API clients; the server turns it into the local date and time in the event's
 * zone (issue 34 §3). `localDate` + `localTime` win when both are sent.
 */
const eventDate = z.iso
  .datetime({ offset: true, error: E.invalidDate })
  .transform((v) => new Date(v).toISOString())
  .nullable();
/** Issue 34 §3: the event's LOCAL calendar day in its zone, 'YYYY-MM-DD' (a day that exists). */
const localDate = z.string(E.invalidLocalDate).refine(isLocalDate, E.invalidLocalDate).nullable();
/** Issue 34 §3: the event's LOCAL start time, 'HH:mm' (24 h); null/absent = all-day. */
const localTime = z.string(E.invalidLocalTime).regex(LOCAL_TIME_PATTERN, E.invalidLocalTime).nullable();
/**
 * Issue 34 §3: an IANA zone name the runtime's Intl knows ('Asia/Tokyo'; canonical spelling
 * kept). On create/edit it is the zone of the time when the location does not resolve to a place
 * (the web app sends the browser's); a resolved place's own zone always wins.
 */
const timeZone = z
  .string(E.invalidTimeZone)
  .max(64, E.invalidTimeZone)
  .transform((v, ctx) => {
    const zone = canonicalTimeZone(v.trim());
    if (!zone) {
      ctx.addIssue({ code: 'custom', message: E.invalidTimeZone });
      return z.NEVER;
    }
    return zone;
  });
const vibe = z.enum(OUTFIT_VIBES, E.invalidVibe);
const timeOfDay = z.enum(EVENT_TIMES_OF_DAY, E.invalidTimeOfDay);
/** Optional free text: trimmed; blank → null. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

// ---------------------------------------------------------------------------------------------
// Shapes read by the client

/** A place an event's location resolved to (the stylist's `resolvePlace`); null when unknown. */
export const eventPlaceSchema = z.object({
  name: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  country: z.string().nullable(),
});
export type EventPlace = z.infer<typeof eventPlaceSchema>;

/**
 * A weather reading the stylist used (issue 20). The UI always says which source it was:
 * `summary` is the sentence to show ('Forecast 12 °C, rain 60%', 'Typical for Boston in March:
 * 3 °C', 'You said: cold and windy'); `attribution` is shown with forecasts (Open-Meteo).
 * Temperatures °C, precipitation probability 0–100 %; null when the source does not say.
 */
export const weatherReadingSchema = z.object({
  source: z.enum(WEATHER_SOURCES),
  summary: z.string(),
  tempC: z.number().nullable(),
  minC: z.number().nullable(),
  maxC: z.number().nullable(),
  precipitationProbability: z.number().min(0).max(100).nullable(),
  attribution: z.string().nullable(),
});
export type WeatherReading = z.infer<typeof weatherReadingSchema>;

/**
 * An item of an outfit, resolved for display. `kind` product = a catalogue product
 * ({productId}), closet = one of the suggestion author's closet items ({closetItemId}), upload =
 * a photo uploaded for the outfit (its URL is short-lived, re-read the event to refresh).
 * `group` is the planning dialog's group (spec 02 §2.6 category words), null when none fits.
 */
export const outfitItemSchema = z.object({
  kind: z.enum(OUTFIT_ITEM_KINDS),
  /** `product:<productId>`, `closet:<closetItemId>` or `upload:<n>`: unique within the outfit. */
  key: z.string(),
  productId: z.string().nullable(),
  closetItemId: z.string().nullable(),
  name: z.string(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  group: z.enum(PLAN_GROUPS).nullable(),
  color: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  /** Full-size and thumbnail URLs; null when the item has no image (or was deleted since). */
  imageUrl: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  /** The item no longer exists (product left the catalogue, closet item deleted). */
  missing: z.boolean(),
});
export type OutfitItem = z.infer<typeof outfitItemSchema>;

/**
 * Spec 02 §3 OutfitSuggestion (+ SuggestionProduct), as every outfit route answers it.
 * `products` / `closetItemIds` / `imageUrls` are the spec §7 shapes; `items` is the same outfit
 * resolved for display, in the order products, closet items, photos. `isFavorited` is the
 * caller's own mark. AI suggestions carry `score` (0–100), one `reasons` line per decision and
 * the `weather` reading used; a plan saved by hand has `score: null`, `reasons: []`.
 */
export const outfitSuggestionSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  isAiGenerated: z.boolean(),
  suggestedBy: outfitPersonSchema,
  createdAt: z.string(),
  products: z.array(z.object({ productId: z.string(), notes: z.string().nullable() })),
  closetItemIds: z.array(z.string()),
  imageUrls: z.array(z.string()),
  items: z.array(outfitItemSchema),
  isFavorited: z.boolean(),
  favoriteCount: z.number().int().min(0),
  commentCount: z.number().int().min(0),
  score: z.number().min(0).max(100).nullable(),
  reasons: z.array(z.string()),
  weather: z.object({ source: z.enum(WEATHER_SOURCES), summary: z.string() }).nullable(),
  /** This suggestion is the event's final outfit. */
  isFinal: z.boolean(),
});
export type OutfitSuggestion = z.infer<typeof outfitSuggestionSchema>;

/** Spec 02 §3 EventCollaborator with the person (the creator is not in the list). */
export const eventCollaboratorSchema = z.object({
  userId: z.string(),
  role: z.enum(COLLABORATOR_ROLES),
  user: outfitPersonSchema,
  addedAt: z.string(),
});
export type EventCollaborator = z.infer<typeof eventCollaboratorSchema>;

/**
 * Spec 02 §3 OutfitEvent as the list and every write answer it. `status` follows §4: finalized
 * once a final outfit is set, planning again when reopened (the final outfit is kept).
 * `itemCount` / `thumbnails` (≤ 8, spec §9) are of the final outfit ('+N' = itemCount −
 * thumbnails.length); `viewerRole` is the caller's relation (only the creator edits).
 */
export const outfitEventSchema = z.object({
  id: z.string(),
  creatorId: z.string(),
  creator: outfitPersonSchema,
  eventName: z.string(),
  /**
   * The event's start as an instant (ISO 8601 UTC; an all-day event: the start of its local day
   * in `timeZone`), for sorting; null = 'Date not set'. Show `localDate` / `localTime` instead.
   */
  eventDate: z.string().nullable(),
  /** Issue 34 §3: the local calendar day in `timeZone` ('YYYY-MM-DD'), null = 'Date not set'. */
  localDate: z.string().nullable(),
  /** Issue 34 §3: the local start time ('HH:mm'), null = all-day (or no date). */
  localTime: z.string().nullable(),
  /**
   * Issue 34 §3: the IANA zone the event happens in — its place's zone when the location
   * resolved, else the zone it was created with (the creator's browser), else 'UTC'.
   */
  timeZone: z.string(),
  vibe: z.enum(OUTFIT_VIBES),
  eventType: z.string().nullable(),
  location: z.string().nullable(),
  /** The location resolved to coordinates (weather, hemisphere), null when not known. */
  place: eventPlaceSchema.nullable(),
  timeOfDay: z.enum(EVENT_TIMES_OF_DAY).nullable(),
  notes: z.string().nullable(),
  /** The expected weather the user typed (Event Details), used as a 'user' reading. */
  weatherNote: z.string().nullable(),
  isPublic: z.boolean(),
  status: z.enum(EVENT_STATUSES),
  finalOutfitId: z.string().nullable(),
  collaboratorCount: z.number().int().min(0),
  itemCount: z.number().int().min(0),
  thumbnails: z.array(z.string()).max(L.cardThumbnails),
  viewerRole: z.enum(EVENT_VIEWER_ROLES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OutfitEvent = z.infer<typeof outfitEventSchema>;

/**
 * `GET /api/outfit-events/details/{eventId}`: the event plus its suggestions (newest first, ≤ 50),
 * collaborators (≤ 50), the final outfit, and the conditions the stylist would use now (season
 * with the hemisphere applied, weather reading; null when it cannot tell).
 */
export const outfitEventDetailsSchema = outfitEventSchema.extend({
  suggestions: z.array(outfitSuggestionSchema),
  collaborators: z.array(eventCollaboratorSchema),
  finalOutfit: outfitSuggestionSchema.nullable(),
  conditions: z
    .object({
      season: z.enum(OUTFIT_SEASONS).nullable(),
      weather: weatherReadingSchema,
    })
    .nullable(),
});
export type OutfitEventDetails = z.infer<typeof outfitEventDetailsSchema>;

/**
 * `GET /api/outfit-events/{eventId}` (value: the caller's user id): events the caller created or
 * collaborates on, undated first, then by date, latest first; `?limit=` (1–200, default 100).
 */
export const outfitEventPageSchema = z.object({ items: z.array(outfitEventSchema), nextCursor: cursorSchema.nullable() });
export type OutfitEventPage = z.infer<typeof outfitEventPageSchema>;
export const outfitEventsQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(L.eventsPageMax).optional(),
});

// ---------------------------------------------------------------------------------------------
// Requests

/** Path `{eventId}` of every event route (the list route's value is the caller's user id). */
export const eventIdParamsSchema = z.object({ eventId: idSchema });
export const suggestionIdParamsSchema = z.object({ suggestionId: idSchema });
export const eventCollaboratorParamsSchema = z.object({ eventId: idSchema, userId: idSchema });

/**
 * `POST /api/outfit-events` (issue 20): eventName 1–100, the date as `localDate` ('YYYY-MM-DD')
 * + `localTime` ('HH:mm', absent = all-day) + `timeZone` (IANA; used when the location does not
 * resolve to a place, whose own zone wins — issue 34 §3), or the legacy `eventDate` instant;
 * vibe, eventType?, location? ≤ 100, timeOfDay?, notes? ≤ 1,000, weatherNote? ≤ 100, isPublic
 * (default false). A time without a date → 400. → 201 {@link outfitEventSchema}.
 */
export const createOutfitEventSchema = z.object({
  eventName,
  eventDate: eventDate.optional().transform((v) => v ?? null),
  localDate: localDate.optional().transform((v) => v ?? null),
  localTime: localTime.optional().transform((v) => v ?? null),
  timeZone: timeZone.nullish().transform((v) => v ?? null),
  vibe,
  eventType: optionalText(L.eventTypeMax, E.eventTypeTooLong),
  location: optionalText(L.locationMax, E.locationTooLong),
  timeOfDay: timeOfDay.nullish().transform((v) => v ?? null),
  notes: optionalText(L.notesMax, E.notesTooLong),
  weatherNote: optionalText(L.weatherNoteMax, E.weatherNoteTooLong),
  isPublic: z.boolean().default(false),
}).refine((b) => !b.localTime || b.localDate, { message: E.timeNeedsDate, path: ['localTime'] });
export type CreateOutfitEventInput = z.input<typeof createOutfitEventSchema>;

/**
 * `PATCH /api/outfit-events/{eventId}` (creator only): any of the fields below; absent = unchanged,
 * null = cleared. Date fields (issue 34 §3): `localDate`, `localTime`, `timeZone` as on create (a
 * new location moves the event to its place's zone keeping the wall-clock time). `finalOutfitId` must be one of this event's suggestions (400 otherwise) and
 * finalizes the event; `status: 'finalized'` needs a final outfit (set now or before);
 * `status: 'planning'` reopens it and keeps the final outfit (spec 02 §4). Making a public event
 * private keeps its collaborators (they can still see it; only new invitations need it public).
 */
export const updateOutfitEventSchema = z
  .object({
    eventName: eventName.optional(),
    eventDate: eventDate.optional(),
    /** null clears the date (and the time); absent = unchanged. */
    localDate: localDate.optional(),
    /** null = all-day; absent = unchanged. */
    localTime: localTime.optional(),
    /** Used only when the event's location does not resolve to a place (whose zone wins). */
    timeZone: timeZone.optional(),
    vibe: vibe.optional(),
    eventType: optionalText(L.eventTypeMax, E.eventTypeTooLong).optional(),
    location: optionalText(L.locationMax, E.locationTooLong).optional(),
    timeOfDay: timeOfDay.nullable().optional(),
    notes: optionalText(L.notesMax, E.notesTooLong).optional(),
    weatherNote: optionalText(L.weatherNoteMax, E.weatherNoteTooLong).optional(),
    isPublic: z.boolean().optional(),
    finalOutfitId: idSchema.nullable().optional(),
    status: z.enum(EVENT_STATUSES, E.invalidStatus).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: E.nothingToChange });
export type UpdateOutfitEventInput = z.input<typeof updateOutfitEventSchema>;

/** Upload keys of outfit photos: `uploads/outfits/<userId>/<uuid>` (the caller's prefix, checked by the service). */
export const outfitUploadKeySchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^uploads\/outfits\/[A-Za-z0-9_-]+\/[0-9a-f-]{36}$/, E.uploadNotFound);

/**
 * `POST /api/outfit-events/{eventId}/suggestions` (creator or collaborator): a plan of catalogue
 * products (`products[{productId}]`, e.g. from the collection), the caller's closet items
 * (`closetItemIds`) and photos uploaded with `POST /api/upload/outfit-images` (`imageKeys`, ≤ 6).
 * At least one item (400 'Please add some items to your outfit before saving'), ≤ 20 in all.
 * → 201 {@link outfitSuggestionSchema}; the dialog's Save then PATCHes `finalOutfitId` to its id.
 */
export const createSuggestionSchema = z
  .object({
    title: z
      .string()
      .trim()
      .max(L.suggestionTitleMax, E.titleTooLong)
      .nullish()
      .transform((v) => v || DEFAULT_OUTFIT_TITLE),
    description: optionalText(L.suggestionDescriptionMax, E.descriptionTooLong),
    isAiGenerated: z.boolean().default(false),
    products: z
      .array(z.object({ productId: idSchema, notes: optionalText(200, 'Notes can be at most 200 characters.') }))
      .max(L.outfitItemsMax, E.tooManyItems)
      .default([]),
    closetItemIds: z.array(idSchema).max(L.outfitItemsMax, E.tooManyItems).default([]),
    imageKeys: z.array(outfitUploadKeySchema).max(L.outfitImagesMax, E.tooManyImages).default([]),
  })
  .refine((b) => b.products.length + b.closetItemIds.length + b.imageKeys.length > 0, { message: E.noItems })
  .refine((b) => b.products.length + b.closetItemIds.length + b.imageKeys.length <= L.outfitItemsMax, {
    message: E.tooManyItems,
  });
export type CreateSuggestionInput = z.input<typeof createSuggestionSchema>;

/** `PUT|DELETE /api/outfit-suggestions/{suggestionId}/favorite` → the caller's mark and the count. */
export const favoriteResultSchema = z.object({
  suggestionId: z.string(),
  isFavorited: z.boolean(),
  favoriteCount: z.number().int().min(0),
});

/** Spec 02 §3 SuggestionComment, rendered as text (never HTML). */
export const suggestionCommentSchema = z.object({
  id: z.string(),
  suggestionId: z.string(),
  comment: z.string(),
  createdAt: z.string(),
  user: outfitPersonSchema,
});
export type SuggestionComment = z.infer<typeof suggestionCommentSchema>;
/** `GET /api/outfit-suggestions/{suggestionId}/comments`: oldest first, 50 a page. */
export const suggestionCommentPageSchema = z.object({
  items: z.array(suggestionCommentSchema),
  nextCursor: cursorSchema.nullable(),
});
export const suggestionCommentsQuerySchema = pageQuerySchema;
/** `POST /api/outfit-suggestions/{suggestionId}/comments` {comment}: trimmed, 1–500 characters. */
export const createSuggestionCommentSchema = z.object({
  comment: z.string(E.commentEmpty).trim().min(1, E.commentEmpty).max(L.commentMax, E.commentTooLong),
});

/**
 * `POST /api/outfit-events/{eventId}/invitations` {userIds}: 1–20 people the creator follows
 * (spec 02 §2.8; public events only) → the collaborators added now (people already in the event
 * are left as they are) and an `event_invite` notification each.
 */
export const inviteCollaboratorsSchema = z.object({
  userIds: z
    .array(idSchema)
    .min(1, E.inviteEmpty)
    .max(L.inviteMax, E.inviteTooMany)
    .transform((ids) => [...new Set(ids)]),
});
export const inviteResultSchema = z.object({
  added: z.array(eventCollaboratorSchema),
  collaboratorCount: z.number().int().min(0),
});

/** `DELETE /api/outfit-events/{eventId}/collaborators/{userId}` (the creator removes, or one leaves). */
export const collaboratorRemovedSchema = z.object({ removed: z.literal(true), collaboratorCount: z.number().int().min(0) });
export const outfitDeletedSchema = z.object({ deleted: z.literal(true) });

/**
 * `POST /api/upload/outfit-images` {files: [{contentType, size}] (1–6)} → one presigned POST each
 * (JPEG, PNG or WebP, ≤ 10 MB, key under `uploads/outfits/<caller>/`, 5-minute expiry, like every
 * other photo). The suggestion names the keys; the server re-encodes them (EXIF/GPS stripped).
 */
export const outfitImagesPresignSchema = z.object({
  files: z
    .array(
      z.object({
        contentType: z.enum(CLOSET_PHOTO_TYPES, 'Invalid file type'),
        size: z.number().int().min(1, 'Invalid file type').max(MAX_UPLOAD_BYTES, IMAGE_TOO_LARGE_MESSAGE),
      }),
    )
    .min(1, E.uploadCount)
    .max(L.outfitImagesMax, E.uploadCount),
});
export const outfitImagesPresignResultSchema = z.object({ uploads: z.array(presignedPostSchema) });

/** A list field of spec 02 §7 items: a list or a single string (`color` vs `colors`). */
const tagList = z
  .union([z.array(z.string().trim().max(60)).max(20), z.string().trim().max(60)])
  .nullish()
  .transform((v) => (v == null ? [] : Array.isArray(v) ? v.filter(Boolean) : v ? [v] : []));
const detailText = z.string().trim().max(100).nullish().transform((v) => v || null);

/**
 * `POST /api/analyze-occasion-season-compatibility` — spec 02 §7 body {items[{id, name, category,
 * style, occasion, season, material, colors}], targetOccasion, targetSeason, eventDetails{eventType,
 * location, timeOfDay, weatherConditions}}; plus `eventId` (optional: one of the caller's events,
 * whose vibe, date, place and typed weather then take precedence; `eventDetails.eventDate` does
 * the same without an event). No items → 400 'Please add some items to analyze'.
 */
export const analyzeCompatibilitySchema = z.object({
  items: z
    .array(
      z.object({
        id: z.union([z.string().max(100), z.number()]).transform(String).optional(),
        name: z.string().trim().min(1).max(200),
        category: z.string().trim().max(60).nullish().transform((v) => v || null),
        style: tagList,
        occasion: tagList,
        season: tagList,
        material: z.string().trim().max(100).nullish().transform((v) => v || null),
        colors: tagList,
        color: z.string().trim().max(60).nullish().transform((v) => v || null),
      }),
    )
    .max(L.analysisItemsMax, E.tooManyAnalysisItems)
    .default([])
    .refine((items) => items.length > 0, E.noItemsToAnalyze),
  targetOccasion: z.string().trim().max(60).nullish().transform((v) => v || null),
  targetSeason: z.string().trim().max(60).nullish().transform((v) => v || null),
  eventDetails: z
    .object({
      eventType: detailText,
      location: detailText,
      timeOfDay: detailText,
      weatherConditions: detailText,
      eventDate: z.iso.datetime({ offset: true, error: E.invalidDate }).nullish(),
    })
    .nullish(),
  eventId: idSchema.optional(),
});
export type AnalyzeCompatibilityInput = z.input<typeof analyzeCompatibilitySchema>;

/** Spec 02 §3 Compatibility analysis result + issue 20's weatherFit, colorHarmony and weather. Scores 0–100. */
export const compatibilityAnalysisSchema = z.object({
  overallScore: z.number().min(0).max(100),
  occasionMatch: z.number().min(0).max(100),
  seasonalAppropriate: z.number().min(0).max(100),
  weatherFit: z.number().min(0).max(100),
  colorHarmony: z.number().min(0).max(100),
  /** Best first; the card shows the first 3 (spec 02 §9). */
  recommendations: z.array(z.string()),
  itemAnalysis: z.array(
    z.object({
      name: z.string(),
      occasionScore: z.number().min(0).max(100),
      seasonalScore: z.number().min(0).max(100),
      feedback: z.string(),
    }),
  ),
  weather: z.object({ source: z.enum(WEATHER_SOURCES), summary: z.string() }),
});
export type CompatibilityAnalysis = z.infer<typeof compatibilityAnalysisSchema>;
export const analyzeCompatibilityResultSchema = z.object({ analysis: compatibilityAnalysisSchema });
