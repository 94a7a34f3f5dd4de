/**
 * The demo people of a fresh `npm start` (issue 5 "Demo data"), generated deterministically:
 * the same list, bodies, styles, privacy settings and follows on every machine and run.
 *
 * - 64 people (42 women, 22 men) with ANSUR II bodies (`ansur-bodies.ts`, seed DEMO_SEED),
 *   except six near-twins of Dana Demo (`DEMO_USER_BODY`), five of them 'Perfect Fit Matches'
 *   for her (fit similarity ≥ 92) and one with `discoverableByFit` off, plus one close-but-not
 *   perfect match (≈ 85);
 * - 1–3 style categories each, a few bios and locations, varied privacy (`DEMO_PRIVACY`, `PRIVACY`);
 * - follows: each person follows 0–6 others, mostly people sharing a style; Dana follows four
 *   people (none of the twins, so they stay suggestions and matches), five people follow Dana;
 * - then 44 people along each sex's typical-body curve (`fit-curve-people.ts`, issue 17 §6), so
 *   any 25th–75th percentile body has at least 3 perfect fits.
 */
import type { MeasurementsInput } from '@seamline/functions/measurements/measurements-mapping';
import type { SizeSystem } from '@seamline/shared/contracts/size-system';
import { STYLE_CATEGORIES } from '@seamline/shared/contracts/profile';
import type { PrivacySettingsInput } from '@seamline/shared/contracts/privacy';
import { DEFAULT_PRIVACY_SETTINGS } from '@seamline/shared/contracts/privacy';
import { mulberry32 } from '@seamline/shared/domain/random';
import { fromCm, fromKg, roundTo, toCm, toKg } from '@seamline/shared/domain/units';
import { bodyGenerator, type GeneratedBody, type Sex } from './ansur-bodies';
import { DEMO_USER, DEMO_USER_BODY } from './demo-user';
import { fitCurvePeople } from './fit-curve-people';

export const DEMO_SEED = 20_261_121;
export const DEMO_EMAIL_DOMAIN = 'seamline.local';

type Style = (typeof STYLE_CATEGORIES)[number];

export interface DemoPerson {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  sex: Sex;
  bio?: string;
  location?: string;
  /** Days before the seed time the account was created (directory order). */
  joinedDaysAgo: number;
  /** As a save stores it: values in `unit` / `weightUnit`. */
  measurements: MeasurementsInput;
  styleCategories: Style[];
  /** Only when different from the defaults (no item = defaults). */
  privacy?: PrivacySettingsInput;
  /** Ids this person follows. */
  follows: string[];
}

// [first, last, sex]: the first six women are Dana's near-twins, the seventh her near match.
const NAMES: readonly (readonly [string, string, Sex])[] = [
  ['Maya', 'Chen', 'female'], ['Sofia', 'Rossi', 'female'], ['Priya', 'Nair', 'female'],
  ['Hannah', 'Becker', 'female'], ['Amara', 'Okafor', 'female'], ['Lucía', 'Fernández', 'female'],
  ['Claire', 'Dubois', 'female'], ['Emma', 'Johansson', 'female'], ['Olivia', 'Brown', 'female'],
  ['Ava', 'Martinez', 'female'], ['Isabella', 'Garcia', 'female'], ['Mia', 'Kowalski', 'female'],
  ['Charlotte', 'Wilson', 'female'], ['Amelia', 'Taylor', 'female'], ['Harper', 'Anderson', 'female'],
  ['Evelyn', 'Thomas', 'female'], ['Abigail', 'Moore', 'female'], ['Emily', 'Jackson', 'female'],
  ['Ella', 'White', 'female'], ['Grace', 'Harris', 'female'], ['Chloe', 'Martin', 'female'],
  ['Zoë', 'Lambert', 'female'], ['Aisha', 'Rahman', 'female'], ['Yuki', 'Tanaka', 'female'],
  ['Fatima', 'Haddad', 'female'], ['Ingrid', 'Larsen', 'female'], ['Nadia', 'Petrova', 'female'],
  ['Leah', 'Cohen', 'female'], ['Camila', 'Souza', 'female'], ['Aaliyah', 'Williams', 'female'],
  ['Ruby', 'Clarke', 'female'], ['Freya', 'Murphy', 'female'], ['Mei', 'Wong', 'female'],
  ['Ana', 'Silva', 'female'], ['Sara', 'Lindqvist', 'female'], ['Elena', 'Popescu', 'female'],
  ['Jasmine', 'Lee', 'female'], ['Noor', 'Aziz', 'female'], ['Tara', 'Singh', 'female'],
  ['Julia', 'Novak', 'female'], ['Rosa', 'Morales', 'female'], ['Keiko', 'Sato', 'female'],
  ['Liam', 'Walker', 'male'], ['Noah', 'Young', 'male'], ['Ethan', 'King', 'male'],
  ['Lucas', 'Moreau', 'male'], ['Mateo', 'López', 'male'], ['Omar', 'Farouk', 'male'],
  ['Kenji', 'Watanabe', 'male'], ['Daniel', 'Kim', 'male'], ['Samuel', 'Mensah', 'male'],
  ['Arjun', 'Patel', 'male'], ['Felix', 'Schmidt', 'male'], ['Diego', 'Ramírez', 'male'],
  ['James', 'O’Brien', 'male'], ['Marcus', 'Green', 'male'], ['Tomás', 'Costa', 'male'],
  ['Leo', 'Novak', 'male'], ['Ravi', 'Kumar', 'male'], ['Henrik', 'Nilsson', 'male'],
  ['Jamal', 'Carter', 'male'], ['Luca', 'Bianchi', 'male'], ['Oscar', 'Evans', 'male'],
  ['Hugo', 'Laurent', 'male'],
];

const BIOS = [
  'Capsule wardrobe enthusiast. Fewer, better things.',
  'Thrift hunter and weekend seamstress.',
  'Petite-friendly outfit ideas, mostly neutrals.',
  'Always on the lookout for jeans that actually fit.',
  'Office by day, gallery openings by night.',
  'Runner, hiker, occasional dresser-upper.',
  'Collecting 70s denim one flea market at a time.',
  'Tailoring fan: the fit is everything.',
];
const LOCATIONS = ['Brooklyn, NY', 'Austin, TX', 'London, UK', 'Toronto, ON', 'Berlin, Germany', 'Seattle, WA', 'Melbourne, Australia', 'Chicago, IL', 'Lisbon, Portugal', 'Los Angeles, CA'];

/** Dana's near-twins: differences from her body as entered (her unit: inches), cm for the cm savers. */
const TWINS: readonly { unit: 'inches' | 'cm'; delta: Partial<Record<'height' | 'bust' | 'waist' | 'hips', number>> }[] = [
  { unit: 'cm', delta: { bust: 0.5, waist: -0.4, hips: 0.3, height: 1 } }, // ≈ 98
  { unit: 'inches', delta: { waist: 0.5 } }, // ≈ 96.8
  { unit: 'inches', delta: { height: 1 } }, // ≈ 93.6
  { unit: 'cm', delta: { bust: -1, waist: 1, hips: -0.5, height: -1.5 } }, // ≈ 93.4
  { unit: 'inches', delta: { bust: 0.5, hips: -0.5 } }, // ≈ 93.7, anonymised
  { unit: 'cm', delta: { waist: 0.2 } }, // ≈ 99.9, but not discoverable by fit
  { unit: 'cm', delta: { waist: 2, hips: 2 } }, // ≈ 85: a close match, not a perfect one
];

/**
 * The demo community's privacy: a public profile and shared signals (issue 22: without
 * `publicDisplay` nobody is listed in search, suggestions or matches; without `machineLearning`
 * nothing of theirs reaches Trending Now or fit-match feed posts). `PRIVACY` varies it.
 */
export const DEMO_PRIVACY: PrivacySettingsInput = { ...DEFAULT_PRIVACY_SETTINGS, publicDisplay: true, machineLearning: true };

/** Privacy different from {@link DEMO_PRIVACY} by person index (44: the spec's defaults). */
const PRIVACY: Readonly<Record<number, Partial<PrivacySettingsInput>>> = {
  4: { anonymizedDisplay: true },
  5: { discoverableByFit: false },
  8: { publicDisplay: false },
  12: { showMeasurementsToFriends: true },
  17: { anonymizedDisplay: true },
  20: { machineLearning: false },
  26: { showMeasurementsToFriends: true },
  31: { anonymizedDisplay: true, bodyOnlyCrop: false },
  38: { discoverableByFit: false },
  44: { publicDisplay: false, machineLearning: false },
  50: { showMeasurementsToFriends: true, photoUpload: true },
  57: { anonymizedDisplay: true },
};

/** People Dana follows (indexes; no twin) and people who follow her. */
const DANA_FOLLOWS = [7, 9, 13, 42];
const FOLLOW_DANA = [1, 7, 9, 22, 30];

const asciiSlug = (s: string) =>
  s.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '');

const danaEntered = {
  height: DEMO_USER_BODY.height,
  bust: DEMO_USER_BODY.bust,
  waist: DEMO_USER_BODY.waist,
  hips: DEMO_USER_BODY.hips,
};

function twinMeasurements(i: number): MeasurementsInput {
  const { unit, delta } = TWINS[i]!;
  const inCm = unit === 'cm';
  const base = (k: keyof typeof danaEntered) => (inCm ? toCm(danaEntered[k], 'inches') : danaEntered[k]);
  const v = (k: keyof typeof danaEntered) => Math.round((base(k) + (delta[k] ?? 0)) * 100) / 100;
  return {
    unit,
    weightUnit: inCm ? 'kg' : 'lbs',
    height: v('height'),
    bust: v('bust'),
    waist: v('waist'),
    hips: v('hips'),
    weight: inCm ? roundTo(toKg(DEMO_USER_BODY.weight, 'lbs') + 1) : DEMO_USER_BODY.weight + 3,
    source: 'manual',
  };
}

/** A generated body as a person would enter it: inches to the half inch and lbs, or cm and kg. */
export function enteredMeasurements(body: GeneratedBody, unit: 'inches' | 'cm'): MeasurementsInput {
  if (unit === 'cm') {
    return { unit, weightUnit: 'kg', height: body.heightCm, bust: body.bustCm, waist: body.waistCm, hips: body.hipsCm, weight: body.weightKg, source: 'manual' };
  }
  const half = (cm: number) => Math.round(fromCm(cm, 'inches') * 2) / 2;
  return {
    unit,
    weightUnit: 'lbs',
    height: half(body.heightCm),
    bust: half(body.bustCm),
    waist: half(body.waistCm),
    hips: half(body.hipsCm),
    weight: Math.round(fromKg(body.weightKg, 'lbs')),
    source: 'manual',
  };
}

/**
 * The size system a demo person answered (issue 23): most their sex's charts; every 7th
 * 'Prefer not to say'; every 11th never answered (undefined), as real people skip optional
 * questions. Deterministic by index.
 */
export function demoSizeSystem(sex: Sex, index: number): SizeSystem | undefined {
  if (index % 11 === 10) return undefined;
  if (index % 7 === 6) return 'unspecified';
  return sex === 'female' ? 'womens' : 'mens';
}

/** The demo people, identical on every call. */
export function demoPeople(): DemoPerson[] {
  const rand = mulberry32(DEMO_SEED);
  const nextBody = bodyGenerator(DEMO_SEED + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const people: DemoPerson[] = NAMES.map(([firstName, lastName, sex], i) => {
    const slug = `${asciiSlug(firstName)}_${asciiSlug(lastName)}`;
    const styles = new Set<Style>([pick(STYLE_CATEGORIES)]);
    const extra = Math.floor(rand() * 3);
    for (let k = 0; k < extra; k++) styles.add(pick(STYLE_CATEGORIES));
    if (i < 3) styles.add('Minimalist');
    const privacy = { ...DEMO_PRIVACY, ...PRIVACY[i] };
    return {
      id: `demo-person-${String(i + 1).padStart(2, '0')}`,
      username: slug,
      email: `${slug.replace('_', '.')}@${DEMO_EMAIL_DOMAIN}`,
      firstName,
      lastName,
      sex,
      ...(i % 5 === 1 ? { bio: BIOS[i % BIOS.length] } : {}),
      ...(i % 4 === 2 ? { location: LOCATIONS[i % LOCATIONS.length] } : {}),
      joinedDaysAgo: 1 + Math.floor(rand() * 300),
      measurements: i < TWINS.length ? twinMeasurements(i) : enteredMeasurements(nextBody(sex), rand() < 0.7 ? 'inches' : 'cm'),
      styleCategories: [...styles],
      privacy,
      follows: [],
    };
  });
  // Follows: 0–6 each, preferring people who share a style; never oneself, no duplicates.
  for (const person of people) {
    const want = Math.floor(rand() * 7);
    const targets = new Set<string>();
    for (let tries = 0; targets.size < want && tries < 40; tries++) {
      const other = pick(people);
      const shares = other.styleCategories.some((s) => person.styleCategories.includes(s));
      if (other.id !== person.id && (shares || rand() < 0.3)) targets.add(other.id);
    }
    person.follows = [...targets];
  }
  for (const i of FOLLOW_DANA) people[i]!.follows.push(DEMO_USER.id);
  // People along each sex's typical-body curve (issue 17 §6): every 25th–75th percentile body
  // finds at least 3 perfect fits. Deterministic, no draws from `rand`, so the people above stay
  // exactly as they were.
  fitCurvePeople().forEach(({ firstName, lastName, sex, measurements }, k) => {
    const slug = `${asciiSlug(firstName)}_${asciiSlug(lastName)}`;
    people.push({
      id: `demo-person-${String(people.length + 1).padStart(2, '0')}`,
      username: slug,
      email: `${slug.replace('_', '.')}@${DEMO_EMAIL_DOMAIN}`,
      firstName,
      lastName,
      sex,
      joinedDaysAgo: 1 + ((k * 37) % 300),
      measurements,
      styleCategories: [STYLE_CATEGORIES[k % STYLE_CATEGORIES.length]!],
      privacy: DEMO_PRIVACY,
      follows: [],
    });
  });
  return people;
}

/** The ids Dana Demo follows. */
export const DANA_FOLLOWS_IDS = DANA_FOLLOWS.map((i) => `demo-person-${String(i + 1).padStart(2, '0')}`);
