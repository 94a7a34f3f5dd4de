/**
 * Outfit planning rules and texts without zod (issue 20; spec 02 §2.1 Outfit Planning tab,
 * §2.6–§2.8 dialogs, §3 OutfitEvent / EventCollaborator / OutfitSuggestion / SuggestionComment,
 * §4 event status, §5, §8, §9). Kept apart from `outfits.ts` (the zod schemas, which re-export
 * everything here) so the browser's route chunks can use them without loading zod. One rule per
 * field: every screen and route reads these.
 */
import { RATE_LIMITS } from './rate-limits';
import { eventEndsAt, type EventTime } from '../domain/outfits/event-time';

/** Spec 02 §3 OutfitEvent vibe values, in the order the pickers list them. */
export const OUTFIT_VIBES = ['casual', 'formal', 'business', 'party', 'date', 'workout', 'travel', 'other'] as const;
export type OutfitVibe = (typeof OUTFIT_VIBES)[number];

/** Issue 20: an event's time of day. */
export const EVENT_TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'night'] as const;
export type EventTimeOfDay = (typeof EVENT_TIMES_OF_DAY)[number];

/** Spec 02 §4: planning ↔ finalized (finalized when a final outfit is set; reopening keeps the plan). */
export const EVENT_STATUSES = ['planning', 'finalized'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Spec 02 §6: an event collaborator's role defaults to (and is only) collaborator. */
export const COLLABORATOR_ROLES = ['collaborator'] as const;
/** The caller's relation to an event in reads: its creator or one of its collaborators. */
export const EVENT_VIEWER_ROLES = ['creator', 'collaborator'] as const;
export type EventViewerRole = (typeof EVENT_VIEWER_ROLES)[number];

/** Seasons of the analysis (spec 02 §7 targetSeason; the stylist adds the hemisphere). */
export const OUTFIT_SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export type OutfitSeason = (typeof OUTFIT_SEASONS)[number];

/**
 * Where a weather reading came from (issue 20, issue 34 §2): `forecast` (Open-Meteo, events ≤ 16
 * days ahead, the deployed default; a fixture locally), `climate` (the place's 1991–2020 GHCN CAMS
 * monthly mean), `user` (the weather typed in Event Details), `none` (no place, a location not
 * found — {@link placeNotFoundText} — or no data).
 */
export const WEATHER_SOURCES = ['forecast', 'climate', 'user', 'none'] as const;
export type WeatherSource = (typeof WEATHER_SOURCES)[number];

/** Kinds of item an outfit holds: a catalogue product, one of the author's closet items, an uploaded photo. */
export const OUTFIT_ITEM_KINDS = ['product', 'closet', 'upload'] as const;
export type OutfitItemKind = (typeof OUTFIT_ITEM_KINDS)[number];

/** Limits (spec 02 §5 comment 500, §9 event card 8 thumbnails, 3 recommendations shown; issue 20 the rest). */
export const OUTFIT_LIMITS = {
  /** Issue 20: event name 1–100 characters after trimming. */
  eventNameMax: 100,
  /** Issue 20: location ≤ 100 (resolved to a place with coordinates when known). */
  locationMax: 100,
  /** Issue 20: notes ≤ 1,000. */
  notesMax: 1000,
  /** Free-text event type (e.g. 'Wedding'), ≤ 60. */
  eventTypeMax: 60,
  /** Issue 20: the expected weather a user types in Event Details (a 'user' reading), ≤ 100. */
  weatherNoteMax: 100,
  /** Suggestion title (default 'My Outfit Plan') and description. */
  suggestionTitleMax: 100,
  suggestionDescriptionMax: 500,
  /** Items of one outfit (products + closet items + photos) — a complete look with accessories. */
  outfitItemsMax: 20,
  /** Issue 20: uploaded photos per outfit and per upload request (1–6). */
  outfitImagesMax: 6,
  /** Suggestions of one event (the details read returns them all, so they are capped). */
  suggestionsPerEvent: 50,
  /** Spec 02 §5: comment text, characters after trimming. */
  commentMax: 500,
  commentsPage: 50,
  /** Issue 20: people per invitation request (1–20, people the creator follows). */
  inviteMax: 20,
  /** Collaborators of one event (the details read lists them all). */
  collaboratorsPerEvent: 50,
  /** Events list: page size (default / max), soonest-dated last; the client splits Upcoming/Previous. */
  eventsPageDefault: 100,
  eventsPageMax: 200,
  /** Spec 02 §9: an event card shows up to 8 item thumbnails, then '+N'. */
  cardThumbnails: 8,
  /** Spec 02 §9: only the first 3 recommendations of an analysis are displayed. */
  recommendationsShown: 3,
  /** Items one analysis request may score. */
  analysisItemsMax: 30,
} as const;

/** Per-person rate limits of the outfit routes (issue 20), rows of the one table `RATE_LIMITS` (`rate-limits.ts`). */
export const OUTFIT_RATE_LIMITS = {
  ai: RATE_LIMITS.outfitAi,
  comment: RATE_LIMITS.outfitComment,
} as const;

/** Title of a suggestion made by the AI stylist. */
export const AI_SUGGESTION_TITLE = 'AI Outfit Suggestion';

/**
 * The web route an event invitation leads to (the notification's target): the invitee's own
 * profile, Outfit Planning tab, with the event's planning dialog open.
 */
export function outfitEventLink(userId: string, eventId: string): string {
  return `/closet/${encodeURIComponent(userId)}?tab=outfits&event=${encodeURIComponent(eventId)}`;
}

/** Spec 02 §9 analysis score colours: ≥ 80 green, 60–79 yellow, below 60 destructive. */
export const ANALYSIS_SCORE_THRESHOLDS = { good: 80, fair: 60 } as const;
export type AnalysisScoreTone = 'good' | 'fair' | 'poor';
/** The colour band of a 0–100 analysis score (spec 02 §9). */
export function analysisScoreTone(score: number): AnalysisScoreTone {
  if (score >= ANALYSIS_SCORE_THRESHOLDS.good) return 'good';
  if (score >= ANALYSIS_SCORE_THRESHOLDS.fair) return 'fair';
  return 'poor';
}

/** Spec 02 §9: the default plan title. */
export const DEFAULT_OUTFIT_TITLE = 'My Outfit Plan';
/** Spec 02 §9 analysis defaults: 'Not specified' for location, time of day and weather. */
export const NOT_SPECIFIED = 'Not specified';

/** Toasts of spec 02 §4, §5 and §8 (title + description), shown by the client. */
export const OUTFIT_TOASTS = {
  finalized: { title: 'Outfit finalized!', description: 'Your outfit choice has been saved' },
  reopened: { title: 'Event reopened for planning', description: 'You can now make changes to this event' },
  noItems: { title: 'No Items Selected', description: 'Please add some items to your outfit before saving' },
  noItemsToAnalyze: { title: 'No Items Selected', description: 'Please add some items to analyze' },
  savedAndFinalized: { title: 'Outfit Saved & Finalized' },
  saved: { title: 'Outfit Saved' },
  aiReady: { title: 'AI Suggestion Ready' },
  eventUpdated: { title: 'Event Updated' },
  /** Spec 02 §8: the server's message, else this description. */
  updateFailed: { title: 'Update Failed', description: 'Failed to update event details' },
  analysisFailed: { title: 'Analysis Failed', description: 'Could not analyze outfit compatibility. Please try again.' },
  /** Spec 02 §8 'Analysis Complete' shows the overall score. */
  analysisComplete: { title: 'Analysis Complete' },
  uploadFailed: { title: 'Upload failed', description: 'Please try again or check your connection' },
  photosUploaded: { title: 'Photos uploaded successfully' },
} as const;

/**
 * Issue 34 §2: what the API's weather reading and the screens say when a typed location is not in
 * the gazetteer — it asks for a city instead of guessing a place, hemisphere or climate.
 * @param location the location as typed (quoted back, at most 100 characters)
 */
export function placeNotFoundText(location: string): string {
  return `Place not found: “${location.trim().slice(0, 100)}”. Enter a city, e.g. “Lyon, France”, for weather and season.`;
}

/** GeoNames' CC BY 4.0 attribution, shown wherever a resolved place is (issue 34 §2; shared/domain/outfits/data/README.md). */
export const GEONAMES_ATTRIBUTION = 'Place data © GeoNames (geonames.org), CC BY 4.0';

/** Screen texts of spec 02 §2.1 and §2.6–§2.8. */
export const OUTFIT_TEXTS = {
  tabTitle: 'Outfit Planning',
  createEvent: 'Create Event',
  upcoming: 'Upcoming Events',
  previous: 'Previous Events',
  empty: 'No outfit events yet',
  createFirst: 'Create Your First Event',
  planning: 'Planning',
  finalized: 'Finalized',
  editOutfit: 'Edit Outfit',
  planFor: 'Plan your outfit for:',
  dateNotSet: 'Date not set',
  allDay: 'All day',
  invite: 'Invite',
  askAi: 'Ask AI',
  addItems: 'Add Items to Your Look',
  fromCloset: 'From Closet',
  fromCollection: 'From Collection',
  uploadPhoto: 'Upload Photo',
  choosePhoto: 'Choose Photo',
  uploading: 'Uploading...',
  yourPlan: 'Your Outfit Plan',
  analysisTitle: 'Occasion & Season Analysis',
  analyze: 'Analyze Outfit',
  saveTitle: 'Save & Finalize',
  savePlan: 'Save Outfit Plan',
  readyToSave: 'Ready to save',
  notFinalized: 'Not finalized',
  eventDetails: 'Event Details',
  askAiTitle: 'Ask Outfit Me AI',
  getAiSuggestion: 'Get AI Suggestion',
  generating: 'Generating...',
  cancel: 'Cancel',
  inviteTitle: 'Invite Friends to Collaborate',
  sendInvitations: 'Send Invitations',
} as const;

/** API messages of the outfit routes (400/403/404/409/422 bodies). */
export const OUTFIT_ERRORS = {
  eventNameRequired: 'Please enter an event name',
  eventNameTooLong: `Event names can be at most ${OUTFIT_LIMITS.eventNameMax.toString()} characters.`,
  invalidDate: 'Please enter a valid date and time',
  invalidLocalDate: 'Please enter a valid date (YYYY-MM-DD)',
  invalidLocalTime: 'Please enter a valid time (HH:mm, 00:00 to 23:59)',
  timeNeedsDate: 'Please choose a date for this time',
  invalidTimeZone: 'Time zone must be an IANA time zone name such as Asia/Tokyo',
  invalidVibe: `Vibe must be one of ${OUTFIT_VIBES.join(', ')}`,
  invalidTimeOfDay: `Time of day must be one of ${EVENT_TIMES_OF_DAY.join(', ')}`,
  invalidStatus: `Status must be ${EVENT_STATUSES.join(' or ')}`,
  locationTooLong: `Locations can be at most ${OUTFIT_LIMITS.locationMax.toString()} characters.`,
  notesTooLong: `Notes can be at most ${OUTFIT_LIMITS.notesMax.toLocaleString('en-US')} characters.`,
  eventTypeTooLong: `Event types can be at most ${OUTFIT_LIMITS.eventTypeMax.toString()} characters.`,
  weatherNoteTooLong: `Expected weather can be at most ${OUTFIT_LIMITS.weatherNoteMax.toString()} characters.`,
  titleTooLong: `Titles can be at most ${OUTFIT_LIMITS.suggestionTitleMax.toString()} characters.`,
  descriptionTooLong: `Descriptions can be at most ${OUTFIT_LIMITS.suggestionDescriptionMax.toString()} characters.`,
  nothingToChange: 'Nothing to change',
  /** Spec 02 §5 (the toast's description is the API's message). */
  noItems: OUTFIT_TOASTS.noItems.description,
  noItemsToAnalyze: OUTFIT_TOASTS.noItemsToAnalyze.description,
  tooManyItems: `An outfit can have at most ${OUTFIT_LIMITS.outfitItemsMax.toString()} items.`,
  tooManyImages: `An outfit can have at most ${OUTFIT_LIMITS.outfitImagesMax.toString()} photos.`,
  tooManyAnalysisItems: `At most ${OUTFIT_LIMITS.analysisItemsMax.toString()} items can be analyzed at once.`,
  tooManySuggestions: `An event can have at most ${OUTFIT_LIMITS.suggestionsPerEvent.toString()} outfit suggestions.`,
  eventNotFound: 'Event not found',
  suggestionNotFound: 'Outfit suggestion not found',
  collaboratorNotFound: 'Collaborator not found',
  productNotFound: 'Product not found',
  closetItemNotFound: 'Closet item not found',
  uploadNotFound: 'A photo upload was not found; please upload it again',
  notYourUpload: 'You can only use photos you uploaded',
  onlyCreatorEdits: 'Only the event creator can change this event',
  onlyCreatorDeletes: 'Only the event creator can delete this event',
  onlyCreatorInvites: 'Only the event creator can invite people',
  onlyOwnEvents: 'You can only list your own events',
  finalOutfitNotInEvent: "The final outfit must be one of this event's suggestions",
  finalizeNeedsOutfit: 'Save an outfit plan before finalizing this event',
  inviteNeedsPublic: 'Only public events can have collaborators; make the event public first',
  inviteEmpty: 'Choose at least one person to invite',
  inviteTooMany: `You can invite at most ${OUTFIT_LIMITS.inviteMax.toString()} people at once.`,
  inviteNotFollowed: 'You can only invite people you follow',
  inviteSelf: 'You are already part of this event',
  tooManyCollaborators: `An event can have at most ${OUTFIT_LIMITS.collaboratorsPerEvent.toString()} collaborators.`,
  commentEmpty: 'Please write a comment first.',
  commentTooLong: `Comments can be at most ${OUTFIT_LIMITS.commentMax.toString()} characters.`,
  uploadCount: `Choose 1 to ${OUTFIT_LIMITS.outfitImagesMax.toString()} photos`,
} as const;

/**
 * Spec 02 §2.1: 'Upcoming Events' are those whose date is later than now; 'Previous Events' on
 * or before now. An event without a date is still being planned, so it is listed as upcoming.
 * Issue 34 §3: 'now' is compared with the real instant in the EVENT's zone — a timed event's
 * start, an all-day event's end of day there (so it stays upcoming all that day).
 */
export function isUpcomingEvent(event: EventTime, now: Date = new Date()): boolean {
  const ends = eventEndsAt(event);
  return ends === null || ends > now.getTime();
}

/**
 * Spec 02 §7: targetSeason from the event month — spring March–May, summer June–August, fall
 * September–November, winter otherwise (northern hemisphere; the server's stylist corrects it
 * with the place's latitude, so Sydney in January is summer).
 */
export function northernSeasonOfMonth(month1to12: number): OutfitSeason {
  if (month1to12 >= 3 && month1to12 <= 5) return 'spring';
  if (month1to12 >= 6 && month1to12 <= 8) return 'summer';
  if (month1to12 >= 9 && month1to12 <= 11) return 'fall';
  return 'winter';
}

/**
 * Spec 02 §2.6: the planning dialog's groups by words of the product category — tops
 * (top/shirt/blouse), bottoms (bottom/pants/skirt), dresses (dress), shoes (shoe/footwear),
 * accessories (accessory/jewelry/bag) — plus, since issue 34 §6, outerwear (outerwear, coats,
 * jackets, blazers, parkas…), which the spec's list filed under tops; anything else: null.
 */
export const PLAN_GROUPS = ['tops', 'bottoms', 'dresses', 'outerwear', 'shoes', 'accessories'] as const;
export type PlanGroup = (typeof PLAN_GROUPS)[number];
/** Words of coats and jackets (a category, or the name of a piece filed under tops). */
const OUTERWEAR_WORDS = /outerwear|coat|jacket|blazer|parka|puffer|anorak|windbreaker|trench|gilet|poncho|cape\b/;
const GROUP_WORDS: [PlanGroup, RegExp][] = [
  ['outerwear', OUTERWEAR_WORDS],
  ['dresses', /dress/],
  ['tops', /top|shirt|blouse|sweater/],
  ['bottoms', /bottom|pants|skirt|jeans|trouser|short/],
  ['shoes', /shoe|footwear|boot|sneaker/],
  ['accessories', /accessor|jewel|bag/],
];
/**
 * The plan group of a category ('Tops', 'shirts', 'outerwear' …), null when no word matches.
 * With the piece's `name`, a coat or jacket filed under tops is outerwear (issue 34 §6: derived
 * at read, the stored category is left as the person chose it).
 */
export function planGroupOf(category: string | null | undefined, name?: string | null): PlanGroup | null {
  if (!category) return null;
  const c = category.toLowerCase();
  let found: PlanGroup | null = null;
  for (const [group, words] of GROUP_WORDS) {
    if (words.test(c)) {
      found = group;
      break;
    }
  }
  if (found === 'tops' && name && OUTERWEAR_WORDS.test(name.toLowerCase())) return 'outerwear';
  return found;
}
