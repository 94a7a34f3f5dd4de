/** Outfit objects for the unit tests of `lib/outfits` (shapes of `shared/contracts/outfits.ts`). */
import type { OutfitEvent, OutfitEventDetails, OutfitSuggestion } from '@seamline/shared/contracts/outfits';

const person = { id: 'me', username: 'dana', firstName: 'Dana', lastName: 'Demo', profileImageUrl: null };

export function eventOf(overrides: Partial<OutfitEvent> = {}): OutfitEvent {
  return {
    id: 'e1',
    creatorId: 'me',
    creator: person,
    eventName: 'Winter Gala',
    // 7 PM in Boston (America/New_York, EST = UTC−5) on 24 December 2026.
    eventDate: '2026-12-25T00:00:00.000Z',
    localDate: '2026-12-24',
    localTime: '19:00',
    timeZone: 'America/New_York',
    vibe: 'formal',
    eventType: null,
    location: 'Boston',
    place: { name: 'Boston', latitude: 42.36, longitude: -71.06, country: 'US' },
    timeOfDay: 'evening',
    notes: 'Black tie',
    weatherNote: null,
    isPublic: false,
    status: 'planning',
    finalOutfitId: null,
    collaboratorCount: 0,
    itemCount: 0,
    thumbnails: [],
    viewerRole: 'creator',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function suggestionOf(overrides: Partial<OutfitSuggestion> = {}): OutfitSuggestion {
  return {
    id: 's1',
    eventId: 'e1',
    title: 'My Outfit Plan',
    description: null,
    isAiGenerated: false,
    suggestedBy: person,
    createdAt: '2026-11-02T10:00:00.000Z',
    products: [],
    closetItemIds: ['c1'],
    imageUrls: [],
    items: [],
    isFavorited: false,
    favoriteCount: 0,
    commentCount: 0,
    score: null,
    reasons: [],
    weather: null,
    isFinal: false,
    ...overrides,
  };
}

export function detailsOf(overrides: Partial<OutfitEventDetails> = {}): OutfitEventDetails {
  return { ...eventOf(), suggestions: [suggestionOf()], collaborators: [], finalOutfit: null, conditions: null, ...overrides };
}
