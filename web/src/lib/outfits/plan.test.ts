import { describe, expect, it } from 'vitest';
import type { ClosetItem } from '@seamline/shared/contracts/closet';
import type { CollectionItem } from '@seamline/shared/contracts/collections';
import type { OutfitItem } from '@seamline/shared/contracts/outfits';
import { analyzeCompatibilitySchema, createSuggestionSchema, OUTFIT_ERRORS } from '@seamline/shared/contracts/outfits';
import {
  addAllToPlan,
  addToPlan,
  analysisBody,
  inGroup,
  planItemFromCloset,
  planItemFromCollection,
  planItemFromOutfitItem,
  planItemFromUpload,
  removeFromPlan,
  suggestionBody,
  targetSeasonOf,
  type PlanItem,
} from './plan';
import { eventOf } from './test-fixtures';

const closetItem = (id: string, category: string, extra: Partial<ClosetItem> = {}): ClosetItem => ({
  id,
  kind: 'custom',
  closetId: 'me',
  userId: 'me',
  productId: null,
  sectionId: null,
  order: 'a0',
  name: `Item ${id}`,
  brand: null,
  category,
  size: 'M',
  color: 'navy',
  price: null,
  currency: null,
  purchaseDate: null,
  storeUrl: null,
  notes: null,
  fitRating: 3,
  photos: [],
  images: [{ url: `/full/${id}`, thumbUrl: `/thumb/${id}` }],
  savedAt: '2026-11-01T00:00:00.000Z',
  updatedAt: null,
  product: null,
  wearCount: 0,
  lastWornAt: null,
  costPerWear: null,
  wearsSinceWash: 0,
  washedAt: null,
  ...extra,
});

const savedProduct = (id: string, category: 'tops' | 'shoes'): CollectionItem =>
  ({
    userId: 'me',
    productId: id,
    sourceType: 'discover',
    tags: [],
    notes: null,
    priority: 'medium',
    savedAt: '2026-11-01T00:00:00.000Z',
    product: {
      id,
      name: `Product ${id}`,
      brand: 'Acme',
      category,
      price: 50,
      originalPrice: null,
      currency: 'USD',
      images: [`/p/${id}.svg`],
      sizes: ['M'],
      fitType: 'regular',
      standardMeasurements: [],
      style: ['Formal'],
      occasion: ['formal'],
      season: ['winter'],
      material: 'wool',
      colors: ['black', 'white'],
      description: '',
      retailer: 'Acme',
      retailerUrl: 'https://example.com',
    },
  }) as CollectionItem;

describe('the outfit plan', () => {
  it('adds a piece once: the second add of the same item is refused as a duplicate (spec 02 §2.6)', () => {
    const shirt = planItemFromCloset(closetItem('c1', 'tops'));
    const first = addToPlan([], shirt);
    expect(first.refused).toBeNull();
    const again = addToPlan(first.plan, shirt);
    expect(again.refused).toBe('duplicate');
    expect(again.plan).toBe(first.plan);
  });

  it('holds at most 20 pieces and 6 photos (the API limits)', () => {
    const many = Array.from({ length: 20 }, (_, i) => planItemFromCloset(closetItem(`c${i}`, 'tops')));
    const full = addAllToPlan([], many);
    expect(full).toHaveLength(20);
    expect(addToPlan(full, planItemFromCloset(closetItem('c99', 'tops'))).refused).toBe('full');
    const photos = addAllToPlan([], Array.from({ length: 7 }, (_, i) => planItemFromUpload(`uploads/outfits/me/${i}`, null, i + 1)));
    expect(photos).toHaveLength(6);
    expect(addToPlan(photos, planItemFromUpload('uploads/outfits/me/x', null, 7)).refused).toBe('too-many-photos');
  });

  it('removes a piece by key and keeps the others in order', () => {
    const plan = addAllToPlan([], [planItemFromCloset(closetItem('c1', 'tops')), planItemFromCloset(closetItem('c2', 'bottoms')), planItemFromCloset(closetItem('c3', 'shoes'))]);
    expect(removeFromPlan(plan, 'closet:c2').map((p) => p.key)).toEqual(['closet:c1', 'closet:c3']);
  });

  it('groups items by the words of spec 02 §2.6; activewear falls in none of the five (the Other sub-tab)', () => {
    const items = [closetItem('a', 'tops'), closetItem('b', 'Skirts'), closetItem('c', 'dresses'), closetItem('d', 'footwear'), closetItem('e', 'jewelry'), closetItem('f', 'activewear')];
    expect(inGroup(items, 'tops').map((i) => i.id)).toEqual(['a']);
    expect(inGroup(items, 'bottoms').map((i) => i.id)).toEqual(['b']);
    expect(inGroup(items, 'dresses').map((i) => i.id)).toEqual(['c']);
    expect(inGroup(items, 'shoes').map((i) => i.id)).toEqual(['d']);
    expect(inGroup(items, 'accessories').map((i) => i.id)).toEqual(['e']);
    expect(inGroup(items, 'other').map((i) => i.id)).toEqual(['f']);
  });

  it('a closet item keeps its thumbnail and colour; a catalogue product in the closet brings its tags', () => {
    const custom = planItemFromCloset(closetItem('c1', 'tops'));
    expect(custom).toMatchObject({ kind: 'closet', closetItemId: 'c1', group: 'tops', imageUrl: '/thumb/c1', traits: { colors: ['navy'], style: [] } });
    const fromCatalogue = planItemFromCloset(closetItem('c2', 'tops', { kind: 'product', productId: 'p1', product: savedProduct('p1', 'tops').product }));
    expect(fromCatalogue.traits).toEqual({ style: ['Formal'], occasion: ['formal'], season: ['winter'], material: 'wool', colors: ['black', 'white'] });
  });

  it('the save body sends collection products, closet items and photo keys apart, titled "My Outfit Plan"', () => {
    const plan: PlanItem[] = [
      planItemFromCloset(closetItem('c1', 'tops')),
      planItemFromCollection(savedProduct('p1', 'shoes')),
      planItemFromUpload('uploads/outfits/me/0b7c3f2e-3c1a-4c8e-9d41-5d1e2f3a4b5c', 'blob:x', 1),
    ];
    const body = suggestionBody(plan);
    expect(body).toEqual({
      title: 'My Outfit Plan',
      description: null,
      isAiGenerated: false,
      products: [{ productId: 'p1' }],
      closetItemIds: ['c1'],
      imageKeys: ['uploads/outfits/me/0b7c3f2e-3c1a-4c8e-9d41-5d1e2f3a4b5c'],
    });
    expect(createSuggestionSchema.safeParse(body).success).toBe(true);
    // An empty plan is what the API refuses with the spec's text (spec 02 §5).
    const empty = createSuggestionSchema.safeParse(suggestionBody([]));
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe(OUTFIT_ERRORS.noItems);
  });

  it('the analysis body follows spec 02 §7 and passes the contract, with the event id for the server', () => {
    const plan = [planItemFromCloset(closetItem('c1', 'tops')), planItemFromCollection(savedProduct('p1', 'shoes'))];
    const body = analysisBody(plan, eventOf({ weatherNote: 'cold and windy' }));
    expect(body.targetOccasion).toBe('formal');
    expect(body.targetSeason).toBe('winter');
    expect(body.eventDetails).toMatchObject({ eventType: 'formal', location: 'Boston', timeOfDay: 'evening', weatherConditions: 'cold and windy' });
    expect(body.items?.[1]).toMatchObject({ id: 'p1', name: 'Product p1', category: 'shoes', occasion: ['formal'], colors: ['black', 'white'] });
    expect(analyzeCompatibilitySchema.safeParse(body).success).toBe(true);
  });

  it('the target season comes from the event month (northern months, spec 02 §7); no date → null', () => {
    // Mid-month at noon UTC: the same month in every time zone.
    expect(targetSeasonOf({ localDate: '2026-04-15' })).toBe('spring');
    expect(targetSeasonOf({ localDate: '2026-07-15' })).toBe('summer');
    expect(targetSeasonOf({ localDate: '2026-10-15' })).toBe('fall');
    expect(targetSeasonOf({ localDate: '2026-01-15' })).toBe('winter');
    expect(targetSeasonOf({ localDate: null })).toBeNull();
  });

  it("an AI suggestion's items become plan pieces; missing items and photos are left out", () => {
    const base: OutfitItem = {
      kind: 'closet',
      key: 'closet:c1',
      productId: null,
      closetItemId: 'c1',
      name: 'Wool coat',
      brand: null,
      category: 'outerwear',
      group: 'tops',
      color: 'camel',
      price: null,
      currency: null,
      imageUrl: '/full',
      thumbUrl: '/thumb',
      missing: false,
    };
    expect(planItemFromOutfitItem(base)).toMatchObject({ kind: 'closet', key: 'closet:c1', closetItemId: 'c1', imageUrl: '/thumb', traits: { colors: ['camel'] } });
    expect(planItemFromOutfitItem({ ...base, kind: 'product', key: 'product:p1', productId: 'p1', closetItemId: null })).toMatchObject({ kind: 'product', productId: 'p1' });
    expect(planItemFromOutfitItem({ ...base, missing: true })).toBeNull();
    expect(planItemFromOutfitItem({ ...base, kind: 'upload', key: 'upload:0', closetItemId: null })).toBeNull();
  });
});
