/**
 * The demo outfit planning of a fresh `npm start` (issue 20 "demo data"), deterministic: the same
 * events on every machine and run, dated relative to the seed's clock.
 *
 * - Dana Demo keeps a small closet of catalogue pieces (only when she has no closet yet) and plans:
 *   an upcoming brunch with a FINALIZED outfit of her own closet items, an upcoming public holiday
 *   party still in PLANNING (a friend she invited suggested a look and commented), and a finalized
 *   gallery opening last week (a wear of its pieces; with the brunch, Outfits = 2).
 * - Zoe (a friend who follows Dana and whom Dana follows) plans a public wedding weekend in Boston
 *   and invited Dana, who collaborates on it (a suggestion of hers and a comment).
 * - Four other demo people plan an event each (two finalized), with suggestions of catalogue products.
 *
 * Products are picked by category from the generated catalogue (`catalogue-data.ts`), so the
 * stylist and the screens see real tags, colours and images.
 */
import type { ProductItem } from '@seamline/shared/db/catalogue-items';
import type { ProductCategory } from '@seamline/shared/contracts/catalogue-constants';
import type { EventTimeOfDay, OutfitVibe } from '@seamline/shared/contracts/outfits-constants';
import { catalogueProducts } from './catalogue-data';
import { DEMO_USER } from './demo-user';

/** Dana follows demo-person-08 and -10, and both follow her (`demo-people-data.ts`). */
export const DEMO_FRIEND = 'demo-person-08';
export const DEMO_INVITED_BY_DANA = 'demo-person-10';
/** Other planners: followers of Dana and people she follows. */
const PLANNERS = ['demo-person-02', 'demo-person-14', 'demo-person-23', 'demo-person-31'] as const;

export interface DemoSuggestion {
  suggestionId: string;
  suggestedBy: string;
  title: string;
  description?: string;
  /** Catalogue products. */
  productIds: string[];
  /** The author's closet items (Dana's `p-<productId>` items). */
  closetItemIds: string[];
  comments: { commentId: string; userId: string; comment: string; minutesAgo: number }[];
  favoritedBy: string[];
  minutesAgo: number;
}

export interface DemoEvent {
  eventId: string;
  creatorId: string;
  eventName: string;
  /** Event date relative to the seed: days (negative = past), the local day in the place's zone. */
  daysFromNow: number;
  /** Local start time 'HH:mm' in the place's zone (issue 34 §3); null = all-day. */
  localTime: string | null;
  vibe: OutfitVibe;
  eventType?: string;
  location?: string;
  timeOfDay?: EventTimeOfDay;
  notes?: string;
  isPublic: boolean;
  collaborators: string[];
  suggestions: DemoSuggestion[];
  /** Index in `suggestions` of the final outfit; absent = planning. */
  finalIndex?: number;
  minutesAgo: number;
}

export interface DemoOutfits {
  /** Dana's closet: catalogue products (item id `p-<productId>`). */
  danaCloset: string[];
  events: DemoEvent[];
}

const id = (kind: string, n: number) => `demo-outfit-${kind}-${String(n).padStart(2, '0')}`;

/** The demo events, suggestions and Dana's closet (module doc), identical on every call. */
export function demoOutfits(products: readonly ProductItem[] = catalogueProducts(216)): DemoOutfits {
  // Products 100–149: outside the trending pool's first picks and the demo boards (150–165).
  const pool = products.slice(100, 150);
  const byCategory = (category: ProductCategory) => pool.filter((p) => p.category === category).map((p) => p.productId);
  const tops = byCategory('tops');
  const bottoms = byCategory('bottoms');
  const dresses = byCategory('dresses');
  const outerwear = byCategory('outerwear');
  const shoes = byCategory('shoes');
  const accessories = byCategory('accessories');
  const at = <T>(list: T[], i: number) => list[i % list.length]!;
  const danaCloset = [at(tops, 0), at(tops, 1), at(bottoms, 0), at(bottoms, 1), at(dresses, 0), at(outerwear, 0), at(shoes, 0), at(shoes, 1), at(accessories, 0), at(accessories, 1)];
  const closet = (productId: string) => `p-${productId}`;
  let s = 0;
  let c = 0;
  const suggestion = (over: Partial<DemoSuggestion> & Pick<DemoSuggestion, 'suggestedBy'>): DemoSuggestion => ({
    suggestionId: id('suggestion', ++s),
    title: 'My Outfit Plan',
    productIds: [],
    closetItemIds: [],
    comments: [],
    favoritedBy: [],
    minutesAgo: 600 - s * 7,
    ...over,
  });
  const comment = (userId: string, text: string, minutesAgo: number) => ({ commentId: id('comment', ++c), userId, comment: text, minutesAgo });

  const events: DemoEvent[] = [
    {
      eventId: id('event', 1),
      creatorId: DEMO_USER.id,
      eventName: 'Sunday brunch with Maya',
      daysFromNow: 6,
      localTime: '11:00',
      vibe: 'casual',
      eventType: 'Brunch',
      location: 'New York',
      timeOfDay: 'morning',
      notes: 'Rooftop table, might be breezy.',
      isPublic: false,
      collaborators: [],
      suggestions: [
        suggestion({ suggestedBy: DEMO_USER.id, closetItemIds: [closet(at(tops, 0)), closet(at(bottoms, 0)), closet(at(shoes, 0)), closet(at(accessories, 0))] }),
      ],
      finalIndex: 0,
      minutesAgo: 2 * 24 * 60,
    },
    {
      eventId: id('event', 2),
      creatorId: DEMO_USER.id,
      eventName: 'Office holiday party',
      daysFromNow: 20,
      localTime: '18:30',
      vibe: 'party',
      eventType: 'Holiday party',
      location: 'New York',
      timeOfDay: 'evening',
      notes: 'Cocktail attire. Dancing later!',
      isPublic: true,
      collaborators: [DEMO_INVITED_BY_DANA],
      suggestions: [
        suggestion({
          suggestedBy: DEMO_INVITED_BY_DANA,
          title: 'Sparkle option',
          description: 'The dress with statement earrings — easy to dance in.',
          productIds: [at(dresses, 1), at(accessories, 2), at(shoes, 2)],
          comments: [comment(DEMO_USER.id, 'Love this, but is it warm enough for the walk there?', 300), comment(DEMO_INVITED_BY_DANA, 'Add your coat and you are set!', 280)],
          favoritedBy: [DEMO_USER.id],
        }),
        suggestion({ suggestedBy: DEMO_USER.id, title: 'Classic black', closetItemIds: [closet(at(dresses, 0)), closet(at(outerwear, 0)), closet(at(shoes, 1))] }),
      ],
      minutesAgo: 26 * 60,
    },
    {
      eventId: id('event', 3),
      creatorId: DEMO_USER.id,
      eventName: 'Gallery opening',
      daysFromNow: -8,
      localTime: '18:00',
      vibe: 'date',
      location: 'New York',
      timeOfDay: 'evening',
      isPublic: false,
      collaborators: [],
      suggestions: [suggestion({ suggestedBy: DEMO_USER.id, closetItemIds: [closet(at(tops, 1)), closet(at(bottoms, 1)), closet(at(outerwear, 0)), closet(at(shoes, 1))] })],
      finalIndex: 0,
      minutesAgo: 12 * 24 * 60,
    },
    {
      eventId: id('event', 4),
      creatorId: DEMO_FRIEND,
      eventName: 'Wedding weekend in Boston',
      daysFromNow: 30,
      localTime: null,
      vibe: 'formal',
      eventType: 'Wedding',
      location: 'Boston, MA',
      timeOfDay: 'afternoon',
      notes: 'Garden ceremony, then dinner inside. Help me choose!',
      isPublic: true,
      collaborators: [DEMO_USER.id],
      suggestions: [
        suggestion({ suggestedBy: DEMO_FRIEND, title: 'Garden formal', productIds: [at(dresses, 2), at(outerwear, 1), at(shoes, 3)], favoritedBy: [DEMO_FRIEND] }),
        suggestion({
          suggestedBy: DEMO_USER.id,
          title: 'For the evening chill',
          productIds: [at(dresses, 3), at(outerwear, 2), at(accessories, 3)],
          comments: [comment(DEMO_USER.id, 'Boston evenings get cold — a coat you can take off for dinner.', 90), comment(DEMO_FRIEND, 'Good call, I forgot about that.', 60)],
          favoritedBy: [DEMO_FRIEND],
        }),
      ],
      minutesAgo: 3 * 24 * 60,
    },
    ...PLANNERS.map(
      (creatorId, k): DemoEvent => ({
        eventId: id('event', 5 + k),
        creatorId,
        eventName: ['Job interview', 'Beach weekend', 'Birthday dinner', 'Morning run club'][k]!,
        daysFromNow: [4, 12, -3, 2][k]!,
        localTime: ['10:00', null, '19:30', '07:00'][k]!,
        vibe: (['business', 'travel', 'date', 'workout'] as const)[k]!,
        location: ['London', 'Sydney', 'Chicago', 'San Francisco'][k],
        isPublic: k % 2 === 0,
        collaborators: [],
        suggestions: [suggestion({ suggestedBy: creatorId, productIds: [at(tops, k + 2), at(bottoms, k + 2), at(shoes, k + 1)] })],
        ...(k < 2 ? { finalIndex: 0 } : {}),
        minutesAgo: (k + 1) * 9 * 60,
      }),
    ),
  ];
  return { danaCloset, events };
}
