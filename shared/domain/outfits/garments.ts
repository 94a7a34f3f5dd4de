/**
 * What a piece IS, read from its category, name, material and tags (issue 20): its closet slot,
 * its role in an outfit, its garment kind with the kind's insulation (clo), base formality and
 * wash interval, and a few flags (sporty, layer, closed shoes, rain-proof).
 *
 * Sources of the numbers:
 * - Slots: spec 02 §2.6 groups items by words in the category — top/shirt/blouse → top,
 *   bottom/pants/skirt → bottom, dress, shoe/footwear → shoes, accessory/jewelry/bag → accessory —
 *   plus the edit form's outerwear, activewear and loungewear categories (spec 02 §3).
 * - `clo`: garment insulation from the ASHRAE Standard 55 garment table (after McCullough et al.,
 *   also ISO 9920): T-shirt 0.08, short-sleeve knit shirt 0.17, long-sleeve dress shirt 0.25,
 *   long-sleeve sweatshirt 0.34, thin / thick long-sleeve sweater 0.25 / 0.36, short shorts 0.06,
 *   walking shorts 0.08, thin / thick trousers 0.15 / 0.24, sweatpants 0.28, thin / thick skirt
 *   0.14 / 0.23, sleeveless / long-sleeve dress 0.23 / 0.33 (thick 0.47), overalls 0.30,
 *   single-breasted jacket 0.36 (thick 0.44), ankle socks + shoes 0.04, boots 0.10. Coats are not
 *   in the ASHRAE table: ISO 9920's overcoat ≈ 0.6 clo is used for coats, ~0.7 for parkas and 0.3–0.45
 *   for rain shells, trenches and windbreakers (Seamline estimates between the table's values).
 * - `wash`: wears between washes, wardrowbe's defaults (Anyesh/wardrowbe
 *   `backend/app/schemas/item.py` DEFAULT_WASH_INTERVALS): t-shirt 1, shirt / blouse / dress 2,
 *   shorts / skirt 3, pants 4, hoodie 4, jeans 6, sweater / blazer / suit 5, jacket 8, coat 10,
 *   shoes 15, accessories 20, other 3. Activewear (leggings, sports tops) is 1 (Seamline: worn to
 *   sweat in).
 * - `formality` (1 athletic … 6 black tie): see `formality.ts`.
 */
import type { StylistItem } from './types';
import type { Role, Slot } from './vocabulary';

/** A kind of garment and its table values. */
export interface GarmentKind {
  /** Singular noun used in reasons ('coat', 'jeans'). */
  noun: string;
  role: Role;
  /** Other roles the piece may also play (a cardigan is a top or a layer over one). */
  alsoRole?: Role;
  clo: number;
  formality: number;
  wash: number;
  /** Worn over a top and taken off when it warms up. */
  layer?: boolean;
  /** Shoes: covers the toes (rain). */
  closed?: boolean;
  /** Keeps rain out. */
  rainproof?: boolean;
  /** Made for sport. */
  sporty?: boolean;
  /** Not planned as part of an outfit (underwear, sleepwear). */
  notPlanned?: boolean;
  /** Worn only in one kind of weather: 'cold' (tall or snow boots, puffers, parkas, beanies, gloves) or 'hot' (shorts, sandals, tanks, sundresses); see `climateClash`. */
  climate?: 'cold' | 'hot';
}

const HOT = { climate: 'hot' } as const;
const COLD = { climate: 'cold' } as const;

function k(noun: string, role: Role, clo: number, formality: number, wash: number, flags: Partial<GarmentKind> = {}): GarmentKind {
  return { noun, role, clo, formality, wash, ...flags };
}

/** Name words → kind. Longer phrases first; the LAST garment word of a name is its head noun ('Shirt Dress' is a dress, 'Dress Shirt' a shirt). */
// prettier-ignore
const KIND_WORDS: readonly [string, GarmentKind][] = /* @__PURE__ */ (() => [
  // tops
  ['t-shirt', k('T-shirt', 'top', 0.08, 2, 1)], ['t shirt', k('T-shirt', 'top', 0.08, 2, 1)], ['tshirt', k('T-shirt', 'top', 0.08, 2, 1)],
  ['tee', k('tee', 'top', 0.08, 2, 1)],
  ['sports bra', k('sports bra', 'top', 0.04, 1, 1, { sporty: true })],
  ['tank', k('tank', 'top', 0.06, 1.5, 1)], ['singlet', k('singlet', 'top', 0.06, 1.5, 1)],
  ['camisole', k('camisole', 'top', 0.06, 2.5, 2)], ['cami', k('camisole', 'top', 0.06, 2.5, 2)],
  ['tank top', k('tank', 'top', 0.06, 1.5, 1)], ['crop top', k('crop top', 'top', 0.06, 2, 1)], ['bodysuit', k('bodysuit', 'top', 0.1, 2.5, 2)],
  ['polo', k('polo', 'top', 0.17, 2.5, 2)],
  ['henley', k('henley', 'top', 0.2, 2, 2)],
  ['blouse', k('blouse', 'top', 0.2, 3.5, 2)],
  ['flannel', k('flannel shirt', 'top', 0.34, 2.5, 2)],
  ['overshirt', k('overshirt', 'top', 0.3, 2.5, 2, { layer: true, alsoRole: 'outerwear' })],
  ['shacket', k('shirt jacket', 'outerwear', 0.3, 2.5, 8, { layer: true, alsoRole: 'top' })],
  ['shirt', k('shirt', 'top', 0.25, 3.5, 2)], ['button-down', k('shirt', 'top', 0.25, 3.5, 2)], ['button down', k('shirt', 'top', 0.25, 3.5, 2)],
  ['top', k('top', 'top', 0.15, 2.5, 2)],
  ['sweatshirt', k('sweatshirt', 'top', 0.34, 1.5, 4)],
  ['hoodie', k('hoodie', 'top', 0.34, 1.5, 4, { layer: true, alsoRole: 'outerwear' })],
  ['cardigan', k('cardigan', 'top', 0.25, 3, 5, { layer: true, alsoRole: 'outerwear' })],
  ['turtleneck', k('turtleneck', 'top', 0.3, 3.5, 5)], ['rollneck', k('turtleneck', 'top', 0.3, 3.5, 5)],
  ['sweater', k('sweater', 'top', 0.36, 3, 5)], ['jumper', k('jumper', 'top', 0.36, 3, 5)],
  ['pullover', k('pullover', 'top', 0.36, 3, 5)], ['crewneck', k('sweater', 'top', 0.3, 3, 5)], ['knit', k('knit', 'top', 0.3, 3, 5)],
  ['vest', k('vest', 'top', 0.13, 3.5, 5, { layer: true })], ['waistcoat', k('waistcoat', 'top', 0.13, 4.5, 5, { layer: true })],
  ['gilet', k('gilet', 'outerwear', 0.25, 2.5, 8, { layer: true })],
  // bottoms
  ['jeans', k('jeans', 'bottom', 0.24, 2, 6)], ['denims', k('jeans', 'bottom', 0.24, 2, 6)],
  ['trousers', k('trousers', 'bottom', 0.24, 4, 4)], ['slacks', k('slacks', 'bottom', 0.24, 4, 4)],
  ['pants', k('pants', 'bottom', 0.24, 3, 4)], ['chinos', k('chinos', 'bottom', 0.22, 3, 4)], ['khakis', k('chinos', 'bottom', 0.22, 3, 4)],
  ['cargo', k('cargo pants', 'bottom', 0.24, 2, 4)], ['cargo pants', k('cargo pants', 'bottom', 0.24, 2, 4)], ['corduroys', k('corduroys', 'bottom', 0.28, 2.5, 4)],
  ['joggers', k('joggers', 'bottom', 0.28, 1.5, 4, { sporty: true })], ['sweatpants', k('sweatpants', 'bottom', 0.28, 1, 4, { sporty: true })],
  ['track pants', k('track pants', 'bottom', 0.2, 1, 2, { sporty: true })],
  ['leggings', k('leggings', 'bottom', 0.15, 1, 1, { sporty: true })], ['tights', k('tights', 'bottom', 0.1, 1, 1, { sporty: true })],
  ['bermuda', k('Bermuda shorts', 'bottom', 0.08, 2, 3, HOT)], ['bermuda shorts', k('Bermuda shorts', 'bottom', 0.08, 2, 3, HOT)], ['shorts', k('shorts', 'bottom', 0.06, 1.5, 3, HOT)],
  ['skort', k('skort', 'bottom', 0.1, 2, 3)],
  ['skirt', k('skirt', 'bottom', 0.14, 3.5, 3)],
  // one-pieces
  ['dress', k('dress', 'onepiece', 0.33, 3.5, 2)], ['sundress', k('sundress', 'onepiece', 0.23, 2.5, 2, HOT)],
  ['gown', k('gown', 'onepiece', 0.33, 6, 2)], ['evening dress', k('evening dress', 'onepiece', 0.3, 5.5, 2)],
  ['cocktail dress', k('cocktail dress', 'onepiece', 0.28, 5, 2)], ['little black dress', k('little black dress', 'onepiece', 0.28, 4.5, 2)],
  ['sheath dress', k('sheath dress', 'onepiece', 0.3, 4.5, 2)], ['slip dress', k('slip dress', 'onepiece', 0.23, 4, 2)],
  ['shirt dress', k('shirt dress', 'onepiece', 0.33, 3, 2)], ['maxi dress', k('maxi dress', 'onepiece', 0.3, 3, 2)],
  ['sweater dress', k('sweater dress', 'onepiece', 0.47, 3, 3)], ['knit dress', k('knit dress', 'onepiece', 0.47, 3, 3)],
  ['jumpsuit', k('jumpsuit', 'onepiece', 0.3, 3, 2)], ['romper', k('romper', 'onepiece', 0.2, 2.5, 2)], ['playsuit', k('playsuit', 'onepiece', 0.2, 2.5, 2)],
  ['overalls', k('overalls', 'onepiece', 0.3, 1.5, 4)], ['dungarees', k('dungarees', 'onepiece', 0.3, 1.5, 4)],
  ['tracksuit', k('tracksuit', 'onepiece', 0.62, 1, 2, { sporty: true })], ['unitard', k('unitard', 'onepiece', 0.15, 1, 1, { sporty: true })],
  ['suit', k('suit', 'onepiece', 0.6, 5.5, 5)], ['tuxedo', k('tuxedo', 'onepiece', 0.6, 6, 5)],
  // outerwear
  ['tuxedo jacket', k('tuxedo jacket', 'outerwear', 0.36, 6, 5, { layer: true })],
  ['suit jacket', k('suit jacket', 'outerwear', 0.36, 5, 5, { layer: true })], ['sport coat', k('sport coat', 'outerwear', 0.36, 4.5, 5, { layer: true })],
  ['blazer', k('blazer', 'outerwear', 0.36, 4.5, 5, { layer: true, alsoRole: 'top' })],
  ['raincoat', k('raincoat', 'outerwear', 0.3, 3, 10, { rainproof: true })], ['rain jacket', k('rain jacket', 'outerwear', 0.25, 2.5, 8, { rainproof: true })],
  ['mac', k('mac', 'outerwear', 0.35, 3.5, 10, { rainproof: true })], ['anorak', k('anorak', 'outerwear', 0.35, 2, 8, { rainproof: true })],
  ['windbreaker', k('windbreaker', 'outerwear', 0.25, 2, 8, { rainproof: true })], ['cagoule', k('cagoule', 'outerwear', 0.25, 2, 8, { rainproof: true })],
  ['trench', k('trench coat', 'outerwear', 0.45, 4, 10, { rainproof: true })], ['trench coat', k('trench coat', 'outerwear', 0.45, 4, 10, { rainproof: true })],
  ['rain coat', k('raincoat', 'outerwear', 0.3, 3, 10, { rainproof: true })],
  ['parka', k('parka', 'outerwear', 0.7, 2.5, 10, { rainproof: true, climate: 'cold' })],
  ['puffer', k('puffer', 'outerwear', 0.65, 2.5, 10, COLD)], ['puffer coat', k('puffer coat', 'outerwear', 0.65, 2.5, 10, COLD)],
  ['puffer jacket', k('puffer jacket', 'outerwear', 0.55, 2.5, 10, COLD)], ['down jacket', k('down jacket', 'outerwear', 0.6, 2.5, 10, COLD)],
  ['overcoat', k('overcoat', 'outerwear', 0.6, 4.5, 10)], ['topcoat', k('topcoat', 'outerwear', 0.55, 4.5, 10)],
  ['peacoat', k('peacoat', 'outerwear', 0.6, 4, 10)], ['pea coat', k('peacoat', 'outerwear', 0.6, 4, 10)],
  ['coat', k('coat', 'outerwear', 0.6, 4, 10)],
  ['fleece', k('fleece', 'outerwear', 0.36, 1.5, 8, { layer: true })],
  ['jacket', k('jacket', 'outerwear', 0.36, 2.5, 8, { layer: true })],
  ['cape', k('cape', 'outerwear', 0.4, 4, 10)], ['poncho', k('poncho', 'outerwear', 0.35, 2, 8)],
  // shoes
  ['sneakers', k('sneakers', 'shoes', 0.04, 2, 15, { closed: true })], ['sneaker', k('sneakers', 'shoes', 0.04, 2, 15, { closed: true })],
  ['trainers', k('trainers', 'shoes', 0.04, 2, 15, { closed: true })], ['running shoes', k('running shoes', 'shoes', 0.04, 1, 15, { closed: true, sporty: true })],
  ['high-tops', k('high-tops', 'shoes', 0.05, 2, 15, { closed: true })], ['high tops', k('high-tops', 'shoes', 0.05, 2, 15, { closed: true })],
  ['low-tops', k('low-tops', 'shoes', 0.04, 2, 15, { closed: true })], ['low tops', k('low-tops', 'shoes', 0.04, 2, 15, { closed: true })],
  ['wellies', k('rain boots', 'shoes', 0.1, 1.5, 15, { closed: true, rainproof: true })], ['wellingtons', k('rain boots', 'shoes', 0.1, 1.5, 15, { closed: true, rainproof: true })],
  ['rain boots', k('rain boots', 'shoes', 0.1, 1.5, 15, { closed: true, rainproof: true })],
  ['knee-high boots', k('knee-high boots', 'shoes', 0.1, 3, 15, { closed: true, rainproof: true, climate: 'cold' })], ['knee high boots', k('knee-high boots', 'shoes', 0.1, 3, 15, { closed: true, rainproof: true, climate: 'cold' })],
  ['over-the-knee boots', k('over-the-knee boots', 'shoes', 0.1, 3.5, 15, { closed: true, rainproof: true, climate: 'cold' })], ['thigh-high boots', k('thigh-high boots', 'shoes', 0.1, 3.5, 15, { closed: true, rainproof: true, climate: 'cold' })],
  ['tall boots', k('tall boots', 'shoes', 0.1, 3, 15, { closed: true, rainproof: true, climate: 'cold' })], ['riding boots', k('riding boots', 'shoes', 0.1, 3, 15, { closed: true, rainproof: true, climate: 'cold' })],
  ['snow boots', k('snow boots', 'shoes', 0.1, 1.5, 15, { closed: true, rainproof: true, climate: 'cold' })], ['winter boots', k('winter boots', 'shoes', 0.1, 2, 15, { closed: true, rainproof: true, climate: 'cold' })],
  ['boots', k('boots', 'shoes', 0.1, 3, 15, { closed: true, rainproof: true })], ['boot', k('boots', 'shoes', 0.1, 3, 15, { closed: true, rainproof: true })],
  ['booties', k('ankle boots', 'shoes', 0.08, 3.5, 15, { closed: true, rainproof: true })],
  ['oxfords', k('oxfords', 'shoes', 0.04, 5, 15, { closed: true })], ['derbies', k('derbies', 'shoes', 0.04, 4.5, 15, { closed: true })],
  ['brogues', k('brogues', 'shoes', 0.04, 4.5, 15, { closed: true })], ['monk straps', k('monk straps', 'shoes', 0.04, 5, 15, { closed: true })],
  ['dress shoes', k('dress shoes', 'shoes', 0.04, 5, 15, { closed: true })],
  ['loafers', k('loafers', 'shoes', 0.03, 3.5, 15, { closed: true })], ['moccasins', k('moccasins', 'shoes', 0.03, 2.5, 15, { closed: true })],
  ['pumps', k('pumps', 'shoes', 0.02, 4.5, 15, { closed: true })], ['court shoes', k('court shoes', 'shoes', 0.02, 4.5, 15, { closed: true })],
  ['stilettos', k('stilettos', 'shoes', 0.02, 5, 15, { closed: true })], ['heels', k('heels', 'shoes', 0.02, 4.5, 15, { closed: true })],
  ['slingbacks', k('slingbacks', 'shoes', 0.02, 4.5, 15, { closed: true })],
  ['flats', k('flats', 'shoes', 0.02, 3, 15, { closed: true })], ['mules', k('mules', 'shoes', 0.02, 3, 15, { closed: true })],
  ['espadrilles', k('espadrilles', 'shoes', 0.02, 2.5, 15, { closed: true })],
  ['sandals', k('sandals', 'shoes', 0.02, 2, 15, { closed: false, climate: 'hot' })], ['sandal', k('sandals', 'shoes', 0.02, 2, 15, { closed: false, climate: 'hot' })],
  ['flip-flops', k('flip-flops', 'shoes', 0.01, 1, 15, { closed: false, climate: 'hot' })], ['flip flops', k('flip-flops', 'shoes', 0.01, 1, 15, { closed: false, climate: 'hot' })],
  ['slides', k('slides', 'shoes', 0.01, 1.5, 15, { closed: false, climate: 'hot' })], ['clogs', k('clogs', 'shoes', 0.03, 2, 15, { closed: true })],
  ['shoes', k('shoes', 'shoes', 0.04, 3, 15, { closed: true })], ['shoe', k('shoes', 'shoes', 0.04, 3, 15, { closed: true })],
  ['footwear', k('shoes', 'shoes', 0.04, 3, 15, { closed: true })],
  // accessories
  ['clutch', k('clutch', 'accessory', 0, 5, 20)], ['tote', k('tote', 'accessory', 0, 3, 20)], ['handbag', k('handbag', 'accessory', 0, 3.5, 20)],
  ['backpack', k('backpack', 'accessory', 0, 2, 20)], ['bag', k('bag', 'accessory', 0, 3, 20)], ['purse', k('purse', 'accessory', 0, 3.5, 20)],
  ['satchel', k('satchel', 'accessory', 0, 3, 20)], ['crossbody', k('crossbody bag', 'accessory', 0, 3, 20)],
  ['fedora', k('fedora', 'accessory', 0.01, 3.5, 20)], ['beanie', k('beanie', 'accessory', 0.02, 2, 20, COLD)],
  ['cap', k('cap', 'accessory', 0.01, 1.5, 20)], ['hat', k('hat', 'accessory', 0.01, 3, 20)], ['beret', k('beret', 'accessory', 0.01, 3, 20)],
  ['scarf', k('scarf', 'accessory', 0.05, 3, 20)], ['shawl', k('shawl', 'accessory', 0.05, 4, 20)], ['stole', k('stole', 'accessory', 0.05, 5, 20)],
  ['gloves', k('gloves', 'accessory', 0.04, 3, 20, COLD)], ['belt', k('belt', 'accessory', 0, 3, 20)],
  ['bow tie', k('bow tie', 'accessory', 0, 6, 20)], ['necktie', k('tie', 'accessory', 0, 5, 20)], ['tie', k('tie', 'accessory', 0, 5, 20)],
  ['necklace', k('necklace', 'accessory', 0, 4, 20)], ['earrings', k('earrings', 'accessory', 0, 4, 20)], ['bracelet', k('bracelet', 'accessory', 0, 3.5, 20)],
  ['watch', k('watch', 'accessory', 0, 3.5, 20)], ['ring', k('ring', 'accessory', 0, 4, 20)], ['brooch', k('brooch', 'accessory', 0, 4.5, 20)],
  ['jewelry', k('jewellery', 'accessory', 0, 4, 20)], ['jewellery', k('jewellery', 'accessory', 0, 4, 20)],
  ['sunglasses', k('sunglasses', 'accessory', 0, 2.5, 20)], ['accessory', k('accessory', 'accessory', 0, 3, 20)],
  // not planned
  ['underwear', k('underwear', 'accessory', 0, 1, 1, { notPlanned: true })], ['socks', k('socks', 'accessory', 0, 1, 1, { notPlanned: true })],
  ['boxers', k('boxers', 'accessory', 0, 1, 1, { notPlanned: true })], ['briefs', k('briefs', 'accessory', 0, 1, 1, { notPlanned: true })],
  ['pajamas', k('pajamas', 'onepiece', 0.5, 1, 2, { notPlanned: true })], ['pyjamas', k('pyjamas', 'onepiece', 0.5, 1, 2, { notPlanned: true })],
  ['nightgown', k('nightgown', 'onepiece', 0.3, 1, 2, { notPlanned: true })], ['robe', k('robe', 'outerwear', 0.5, 1, 4, { notPlanned: true })],
  ['bathrobe', k('robe', 'outerwear', 0.5, 1, 4, { notPlanned: true })], ['swimsuit', k('swimsuit', 'onepiece', 0.02, 1, 1, HOT)],
  ['bikini', k('bikini', 'onepiece', 0.02, 1, 1, HOT)],
] satisfies [string, GarmentKind][])();

/** Kinds of items whose words say nothing: the slot's generic piece. */
// prettier-ignore
const GENERIC: Record<Role, GarmentKind> = /* @__PURE__ */ (() => ({
  top: k('top', 'top', 0.2, 2.5, 2),
  bottom: k('bottoms', 'bottom', 0.2, 2.5, 4),
  onepiece: k('dress', 'onepiece', 0.3, 3.5, 2),
  shoes: k('shoes', 'shoes', 0.04, 2.5, 15, { closed: true }),
  outerwear: k('jacket', 'outerwear', 0.4, 3, 8, { layer: true }),
  accessory: k('accessory', 'accessory', 0, 3, 20),
}))();

/** Slot → role. Activewear and loungewear pieces take their role from their name. */
const ROLE_OF_SLOT: Record<Exclude<Slot, 'activewear' | 'loungewear'>, Role> = {
  top: 'top', bottom: 'bottom', dress: 'onepiece', shoes: 'shoes', accessory: 'accessory', outerwear: 'outerwear',
};
const SLOT_OF_ROLE: Record<Role, Slot> = {
  top: 'top', bottom: 'bottom', onepiece: 'dress', shoes: 'shoes', accessory: 'accessory', outerwear: 'outerwear',
};

/**
 * The closet slot of a category (spec 02 §2.6 words, then the edit form's outerwear, activewear,
 * loungewear); null for 'clothing' and free text that names none (the name decides then).
 */
export function slotOfCategory(category: string): Slot | null {
  const c = category.toLowerCase();
  if (/outer|coat|jacket/.test(c)) return 'outerwear';
  if (/active|athletic|sport|gym/.test(c)) return 'activewear';
  if (/lounge|sleep/.test(c)) return 'loungewear';
  if (/shoe|footwear/.test(c)) return 'shoes';
  if (/top|shirt|blouse/.test(c)) return 'top';
  if (/bottom|pants|skirt/.test(c)) return 'bottom';
  if (/dress/.test(c)) return 'dress';
  if (/accessor|jewel|bag/.test(c)) return 'accessory';
  return null;
}

/** Lower-case words of a text with hyphens kept ('t-shirt') and diacritics removed. */
export function wordsOf(text: string | null | undefined): string {
  return ` ${(text ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}-]+/gu, ' ').trim()} `;
}

/** Kind phrases (and their plurals) → kind; phrases have 1–3 words. */
let kindByPhrase: Map<string, GarmentKind> | undefined;
function phrases(): Map<string, GarmentKind> {
  if (!kindByPhrase) {
    kindByPhrase = new Map();
    for (const [word, kind] of KIND_WORDS) {
      for (const phrase of [word, `${word}s`]) if (!kindByPhrase.has(phrase)) kindByPhrase.set(phrase, kind);
    }
  }
  return kindByPhrase;
}

/**
 * The head garment kind of a name: the kind phrase that ENDS latest, the longer phrase on a tie
 * ('Shirt Dress' is a dress, 'Dress Shirt' a shirt, 'Trench Coat' a trench coat).
 */
export function kindOfName(name: string): GarmentKind | null {
  const byPhrase = phrases();
  const words = wordsOf(name).trim().split(' ');
  for (let end = words.length - 1; end >= 0; end--) {
    const one = words[end]!;
    const two = end >= 1 ? `${words[end - 1]} ${one}` : null;
    const three = two && end >= 2 ? `${words[end - 2]} ${two}` : null;
    const kind = (three && byPhrase.get(three)) || (two && byPhrase.get(two)) || byPhrase.get(one);
    if (kind) return kind;
  }
  return null;
}

const SPORT_WORDS = / (running|run|sport|sports|gym|yoga|training|workout|athletic|performance|track|cycling|bike|tennis|hiking|trail|compression|active|seamless|dri-fit|drifit) /;
const RAIN_WORDS = / (rain|waterproof|water-resistant|water resistant|gore-tex|goretex|waxed|wax|shell) /;
const RAIN_MATERIALS = /(nylon|gabardine|gore|wax|polyester shell|pvc|rubber|neoprene)/;
const OPEN_SHOE_WORDS = / (open-toe|open toe|peep-toe|peep toe|strappy|sandal|sandals|slide|slides|thong|thongs) /;
const WARM_MATERIALS = /(wool|cashmere|fleece|shearling|down|teddy|fur|tweed|corduroy|flannel|velvet|alpaca|mohair|quilted|padded|sherpa|merino|lambswool|boucl)/;
const LIGHT_MATERIALS = /(linen|silk|chiffon|voile|mesh|seersucker|gauze|lace|organza|satin|slip)/;

/** A piece as the stylist sees it. */
export interface Garment {
  slot: Slot;
  role: Role;
  /** Can also fill this role (a cardigan as a layer). */
  alsoRole: Role | null;
  kind: GarmentKind;
  /** Insulation (clo) after the material adjustment. */
  clo: number;
  /** 0 (not sporty) … 1 (activewear). */
  sporty: number;
  lounge: boolean;
  layer: boolean;
  closedShoes: boolean;
  rainproof: boolean;
  notPlanned: boolean;
  /** Weather the piece is only worn in (GarmentKind.climate), null for most pieces. */
  climate: 'cold' | 'hot' | null;
}

/**
 * Classify a piece. Role: from a specific category (tops, bottoms, dresses, shoes, accessories,
 * outerwear), else from the name's head noun, else 'top'. Insulation: the kind's clo × 1.25 for
 * warm materials (wool, cashmere, fleece, down…) or × 0.8 for light ones (linen, silk, chiffon…)
 * — roughly the ASHRAE table's thick/thin ratios.
 */
export function classify(item: Pick<StylistItem, 'name' | 'category' | 'material' | 'style' | 'occasion'>): Garment {
  const categorySlot = slotOfCategory(item.category);
  const named = kindOfName(item.name) ?? kindOfName(item.category);
  let role: Role;
  let kind: GarmentKind;
  // Coats and jackets filed under the broad 'tops' group are outerwear (issue 34: derived at read, the stored category stays).
  const filedAsTop = categorySlot === 'top' && named?.role === 'outerwear';
  if (filedAsTop) {
    role = 'outerwear';
    kind = named!;
  } else if (categorySlot && categorySlot !== 'activewear' && categorySlot !== 'loungewear') {
    role = ROLE_OF_SLOT[categorySlot];
    kind = named && (named.role === role || named.alsoRole === role) ? named : GENERIC[role];
  } else {
    kind = named ?? GENERIC.top;
    role = kind.role;
  }
  const slot: Slot = filedAsTop ? 'outerwear' : categorySlot === 'activewear' || categorySlot === 'loungewear' ? categorySlot : categorySlot ?? SLOT_OF_ROLE[role];
  const text = wordsOf(`${item.name} ${item.category}`);
  const material = (item.material ?? '').toLowerCase();
  const matText = `${material} ${text}`;
  const factor = WARM_MATERIALS.test(matText) ? 1.25 : LIGHT_MATERIALS.test(matText) ? 0.8 : 1;
  const tags = [...(item.style ?? []), ...(item.occasion ?? [])].map((t) => t.toLowerCase());
  // Sneakers and trainers are fine for a workout even when not made for one (0.6).
  const sporty =
    slot === 'activewear' || kind.sporty || SPORT_WORDS.test(text)
      ? 1
      : tags.includes('workout') || tags.includes('athletic') || kind.noun === 'sneakers' || kind.noun === 'trainers'
        ? 0.6
        : 0;
  const rainproof = Boolean(kind.rainproof) || (role === 'outerwear' && (RAIN_WORDS.test(text) || RAIN_MATERIALS.test(material)));
  const closedShoes = role === 'shoes' ? kind.closed !== false && !OPEN_SHOE_WORDS.test(text) : false;
  return {
    slot,
    role,
    alsoRole: kind.role === role ? (kind.alsoRole ?? null) : kind.role,
    kind,
    clo: Math.round(kind.clo * factor * 1000) / 1000,
    sporty,
    lounge: slot === 'loungewear',
    layer: Boolean(kind.layer),
    closedShoes,
    rainproof: role === 'shoes' ? rainproof && closedShoes : rainproof,
    notPlanned: Boolean(kind.notPlanned),
    climate: kind.climate ?? null,
  };
}

/**
 * Pieces that dress for opposite weather in one outfit — a cold-weather piece (knee-high or snow
 * boots, a puffer or parka, a beanie, gloves) with a hot-weather one (shorts, sandals, a sundress,
 * swimwear): the first such pair, or null. Seamline's styling rule (issue 34: 'knee-high boots
 * with linen shorts at 22 °C'); tops are left out because a tank under a coat is a normal layer.
 */
export function climateClash<T extends { garment: Garment }>(pieces: readonly (T | null)[]): [cold: T, hot: T] | null {
  let cold: T | null = null;
  let hot: T | null = null;
  for (const p of pieces) {
    if (!p) continue;
    if (p.garment.climate === 'cold' && !cold) cold = p;
    else if (p.garment.climate === 'hot' && !hot) hot = p;
  }
  return cold && hot ? [cold, hot] : null;
}
