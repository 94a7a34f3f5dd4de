import { describe, expect, it } from 'vitest';
import { BAND_EXAMPLES, FORMALITY_BANDS, formalityBand, formalityOf, occasionScore, vibeOf } from './formality';
import { classify, climateClash, kindOfName, slotOfCategory } from './garments';
import { VIBES } from './vocabulary';

describe('slots from category words (spec 02 §2.6 + edit-form categories)', () => {
  it.each([
    ['tops', 'top'], ['Shirts', 'top'], ['blouse', 'top'], ['bottoms', 'bottom'], ['Pants', 'bottom'], ['skirts', 'bottom'],
    ['dresses', 'dress'], ['shoes', 'shoes'], ['Footwear', 'shoes'], ['accessories', 'accessory'], ['jewelry', 'accessory'],
    ['bags', 'accessory'], ['outerwear', 'outerwear'], ['activewear', 'activewear'], ['loungewear', 'loungewear'],
    ['clothing', null], ['misc', null],
  ] as const)('%s → %s', (category, slot) => {
    expect(slotOfCategory(category)).toBe(slot);
  });
});

describe('garment kinds from names (the head noun is the last garment word)', () => {
  it.each([
    ['Shirt Dress', 'shirt dress'], ['Linen Midi Dress', 'dress'], ['Dress Shirt', 'shirt'], ['Dress Shoes', 'dress shoes'], ['Trench Coat', 'trench coat'],
    ['Crew T-Shirt', 'T-shirt'], ['Merino Crewneck', 'sweater'], ['Crewneck Tee', 'tee'], ['Chunky Knit Scarf', 'scarf'],
    ['Wide-Leg Jeans', 'jeans'], ['Bermuda Shorts', 'Bermuda shorts'], ['Canvas Low-Tops', 'low-tops'], ['Chelsea Boots', 'boots'],
    ['Oxford Shirt', 'shirt'], ['Black Oxfords', 'oxfords'], ['Wool Overcoat', 'overcoat'], ['Tank Top', 'tank'],
  ])('%s → %s', (name, noun) => {
    expect(kindOfName(name)?.noun).toBe(noun);
  });
  it('knows nothing of names without garment words', () => {
    expect(kindOfName('My favourite')).toBeNull();
  });
});

describe('classify', () => {
  it('takes the role from a specific category and the kind from the name', () => {
    expect(classify({ name: 'Cashmere Cardigan', category: 'tops' })).toMatchObject({ slot: 'top', role: 'top', alsoRole: 'outerwear', layer: true });
    expect(classify({ name: 'Cropped Blazer', category: 'outerwear' })).toMatchObject({ slot: 'outerwear', role: 'outerwear' });
    // A category and a name that disagree: the category wins, with its generic piece.
    expect(classify({ name: 'Denim Jacket', category: 'bottoms' })).toMatchObject({ role: 'bottom', kind: { noun: 'bottoms' } });
  });
  it('gives activewear and loungewear pieces their role from the name', () => {
    expect(classify({ name: 'Running Leggings', category: 'activewear' })).toMatchObject({ slot: 'activewear', role: 'bottom', sporty: 1 });
    expect(classify({ name: 'Sports Bra', category: 'activewear' })).toMatchObject({ slot: 'activewear', role: 'top', sporty: 1 });
    expect(classify({ name: 'Lounge Set', category: 'loungewear' })).toMatchObject({ slot: 'loungewear', lounge: true });
  });
  it("reads 'clothing' and free categories from the name", () => {
    expect(classify({ name: 'Wrap Dress', category: 'clothing' })).toMatchObject({ slot: 'dress', role: 'onepiece' });
    expect(classify({ name: 'Puffer Jacket', category: 'clothing' })).toMatchObject({ slot: 'outerwear', role: 'outerwear' });
  });
  it('uses the ASHRAE 55 / ISO 9920 clo values, warmer for wool and lighter for linen', () => {
    expect(classify({ name: 'Crew Tee', category: 'tops' }).clo).toBe(0.08);
    expect(classify({ name: 'Straight Jeans', category: 'bottoms' }).clo).toBe(0.24);
    expect(classify({ name: 'Coat', category: 'outerwear' }).clo).toBe(0.6);
    expect(classify({ name: 'Coat', category: 'outerwear', material: 'Wool' }).clo).toBe(0.75);
    expect(classify({ name: 'Trousers', category: 'bottoms', material: 'Linen' }).clo).toBe(0.192);
  });
  it('tells closed from open shoes and rainproof outerwear', () => {
    expect(classify({ name: 'Strappy Sandals', category: 'shoes' }).closedShoes).toBe(false);
    expect(classify({ name: 'Peep-Toe Heels', category: 'shoes' }).closedShoes).toBe(false);
    expect(classify({ name: 'Chelsea Boots', category: 'shoes' })).toMatchObject({ closedShoes: true, rainproof: true });
    expect(classify({ name: 'Trench Coat', category: 'outerwear' }).rainproof).toBe(true);
    expect(classify({ name: 'Utility Jacket', category: 'outerwear', material: 'Nylon' }).rainproof).toBe(true);
    expect(classify({ name: 'Denim Jacket', category: 'outerwear' }).rainproof).toBe(false);
  });
  it("files coats and jackets saved under 'tops' as outerwear (issue 34, derived at read)", () => {
    expect(classify({ name: 'Heritage Puffer Coat', category: 'tops' })).toMatchObject({ slot: 'outerwear', role: 'outerwear', clo: 0.65 });
    expect(classify({ name: 'Denim Jacket', category: 'Tops' })).toMatchObject({ slot: 'outerwear', role: 'outerwear' });
    expect(classify({ name: 'Oxford Shirt', category: 'tops' })).toMatchObject({ slot: 'top', role: 'top' });
    expect(classify({ name: 'Cashmere Cardigan', category: 'tops' })).toMatchObject({ slot: 'top', role: 'top', alsoRole: 'outerwear' });
  });

  it('knows which pieces dress for one kind of weather, and finds a clash', () => {
    const of = (name: string, category: string) => ({ name, garment: classify({ name, category }) });
    expect(of('Studio Knee-High Boots', 'shoes').garment.climate).toBe('cold');
    expect(of('Chelsea Boots', 'shoes').garment.climate).toBeNull();
    expect(of('Linen Shorts', 'bottoms').garment.climate).toBe('hot');
    expect(climateClash([of('Knee-High Boots', 'shoes'), of('Linen Shorts', 'bottoms'), null])?.map((p) => p.name)).toEqual(['Knee-High Boots', 'Linen Shorts']);
    expect(climateClash([of('Chelsea Boots', 'shoes'), of('Linen Shorts', 'bottoms')])).toBeNull();
    expect(climateClash([of('Puffer Coat', 'outerwear'), of('Ribbed Tank', 'tops')])).toBeNull();
  });

  it('never plans underwear or sleepwear', () => {
    expect(classify({ name: 'Wool Socks', category: 'accessories' }).notPlanned).toBe(true);
    expect(classify({ name: 'Silk Pajamas', category: 'loungewear' }).notPlanned).toBe(true);
  });
});

describe('formality and vibes', () => {
  const f = (name: string, category: string, extra: object = {}) => {
    const item = { name, category, ...extra };
    return formalityOf(item, classify(item));
  };
  it('ranks pieces on the 1–6 ladder', () => {
    expect(f('Running Leggings', 'activewear')).toBeLessThanOrEqual(1.5);
    expect(f('Crew Tee', 'tops')).toBe(2);
    expect(f('Tailored Trousers', 'bottoms')).toBeGreaterThanOrEqual(4);
    expect(f('Silk Evening Gown', 'dresses')).toBe(6);
    expect(f('Distressed Jeans', 'bottoms')).toBe(1.5);
  });
  it('lets style and occasion tags pull a piece toward their level', () => {
    expect(f('Wrap Dress', 'dresses', { style: ['Formal'], occasion: ['formal'] })).toBeGreaterThan(f('Wrap Dress', 'dresses', { style: ['Casual'], occasion: ['casual'] }));
  });
  it('has a band for every vibe, inside 1–6, with words for reasons', () => {
    for (const v of VIBES) {
      const [lo, hi] = FORMALITY_BANDS[v];
      expect(lo).toBeGreaterThanOrEqual(1);
      expect(hi).toBeLessThanOrEqual(6);
      expect(lo).toBeLessThanOrEqual(hi);
      expect(BAND_EXAMPLES[v]).toBeTruthy();
    }
    expect(formalityBand('date', 'evening')).toEqual([3.5, 4.5]);
    expect(formalityBand('date', 'morning')).toEqual([3, 4.5]);
  });
  it('reads the vibe, else the event type, else casual (spec 02 §9)', () => {
    expect(vibeOf({ vibe: 'formal' })).toEqual({ vibe: 'formal', from: 'vibe' });
    expect(vibeOf({ vibe: null, eventType: 'Job interview' })).toEqual({ vibe: 'business', from: 'eventType' });
    expect(vibeOf({ eventType: 'business dinner' }).vibe).toBe('business');
    expect(vibeOf({ eventType: 'dinner party' }).vibe).toBe('party');
    expect(vibeOf({ eventType: 'yoga class' }).vibe).toBe('workout');
    expect(vibeOf({ vibe: 'other', eventType: 'wedding' })).toEqual({ vibe: 'formal', from: 'eventType' });
    expect(vibeOf({ vibe: 'other' })).toEqual({ vibe: 'other', from: 'vibe' });
    expect(vibeOf({})).toEqual({ vibe: 'casual', from: 'default' });
  });
  it('scores workouts by sportiness', () => {
    const legs = classify({ name: 'Running Leggings', category: 'activewear' });
    const jeans = classify({ name: 'Jeans', category: 'bottoms' });
    const band = formalityBand('workout', null);
    expect(occasionScore({}, legs, 1, 'workout', band)).toBe(100);
    expect(occasionScore({}, jeans, 2, 'workout', band)).toBeLessThanOrEqual(60);
  });
});
