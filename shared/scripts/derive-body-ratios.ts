/**
 * `npx tsx shared/scripts/derive-body-ratios.ts`: derive the observed adult range of each
 * cross-field measurement ratio (waist ÷ hips, bust ÷ waist, bust ÷ hips, inseam ÷ height) from
 * ANSUR II (../shared/data/ansur2, women + men, public domain) and write
 * shared/contracts/generated/body-ratios.json (deterministic: same rows → same bytes).
 *
 * Each ratio: its ANSUR II columns, the number of people, min, max and percentiles (0.1, 1, 5,
 * 50, 95, 99, 99.9; nearest-rank) for women, men and both. The app's accepted range adds
 * `RATIO_MARGIN` to min/max (shared/contracts/measurements.ts); the margin is not applied here.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Default data directory: `<repo>/../shared/data/ansur2`, or $ANSUR_DIR. */
const ansurDir = process.env.ANSUR_DIR ?? fileURLToPath(new URL('../../../shared/data/ansur2', import.meta.url));

/**
 * App field → ANSUR II column (millimetres), as the body estimator maps them
 * (shared/domain/body-estimator/features.ts TARGET_COLUMNS): bust = chest circumference,
 * waist = waist circumference (at the omphalion), hips = buttock circumference, inseam = crotch
 * height, height = stature.
 */
export const ANSUR_COLUMNS = {
  bust: 'chestcircumference',
  waist: 'waistcircumference',
  hips: 'buttockcircumference',
  inseam: 'crotchheight',
  height: 'stature',
} as const;
type Field = keyof typeof ANSUR_COLUMNS;

/** The ratios derived: numerator ÷ denominator (both lengths, so unit-free). */
export const RATIOS = [
  ['waist', 'hips'],
  ['bust', 'waist'],
  ['bust', 'hips'],
  ['inseam', 'height'],
] as const satisfies readonly (readonly [Field, Field])[];

export const PERCENTILES = [0.1, 1, 5, 50, 95, 99, 99.9] as const;

/**
 * One ANSUR II person: sex and the five fields in cm, plus `ankleCm` (`lateralmalleolusheight`,
 * floor to the outer ankle bone): a trouser inseam taken to the ankle is `inseam − ankleCm`.
 */
export type AnsurPerson = { sex: 'female' | 'male'; subjectId: string; ankleCm: number } & Record<Field, number>;

/** Parse one ANSUR II CSV (header row, comma separated; the used columns hold plain numbers). */
export function parseAnsurPeople(text: string, sex: AnsurPerson['sex']): AnsurPerson[] {
  const [header, ...lines] = text.trim().split('\n');
  const cols = header!.split(',').map((c) => c.trim());
  const idx = (name: string) => {
    const i = cols.indexOf(name);
    if (i < 0) throw new Error(`ANSUR column ${name} missing`);
    return i;
  };
  const at = Object.fromEntries(Object.entries(ANSUR_COLUMNS).map(([f, c]) => [f, idx(c)])) as Record<Field, number>;
  const id = idx('subjectid');
  const ankle = idx('lateralmalleolusheight');
  return lines.map((line) => {
    const cells = line.split(',');
    const person = { sex, subjectId: cells[id]!, ankleCm: Number(cells[ankle]) / 10 } as AnsurPerson;
    for (const f of Object.keys(ANSUR_COLUMNS) as Field[]) {
      const mm = Number(cells[at[f]]);
      if (!(mm > 0)) throw new Error(`ANSUR ${sex} ${cells[id]}: ${ANSUR_COLUMNS[f]} is ${cells[at[f]]}`);
      person[f] = mm / 10;
    }
    return person;
  });
}

/** Women and men (the two training CSVs), in cm. */
export function loadAnsurPeople(dir = ansurDir): AnsurPerson[] {
  return (['female', 'male'] as const).flatMap((sex) => parseAnsurPeople(readFileSync(`${dir}/ansur2-${sex}-train.csv`, 'utf8'), sex));
}

/** Nearest-rank percentile `p` (0–100) of ascending `sorted`. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const r4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** One group's figures for one ratio. */
export interface RatioSummary {
  n: number;
  min: number;
  max: number;
  percentiles: Record<string, number>;
}
type Group = 'female' | 'male' | 'all';

function summary(values: number[]): RatioSummary {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    min: r4(sorted[0]!),
    max: r4(sorted[sorted.length - 1]!),
    percentiles: Object.fromEntries(PERCENTILES.map((p) => [`p${p}`, r4(percentile(sorted, p))])),
  };
}

/** The file's content: source, columns and each ratio's summary per group. */
export function deriveBodyRatios(people: AnsurPerson[]): {
  source: string;
  script: string;
  columns: typeof ANSUR_COLUMNS;
  ratios: ({ numerator: Field; denominator: Field } & Record<Group, RatioSummary>)[];
  inseamToAnkleOverHeight: Record<Group, RatioSummary>;
} {
  const groups: Record<Group, AnsurPerson[]> = { female: people.filter((p) => p.sex === 'female'), male: people.filter((p) => p.sex === 'male'), all: people };
  return {
    source: 'ANSUR II (US Army Anthropometric Survey 2012), public domain; ../shared/data/ansur2 train CSVs (80 % sample), women + men',
    script: 'shared/scripts/derive-body-ratios.ts',
    columns: ANSUR_COLUMNS,
    ratios: RATIOS.map(([a, b]) => ({
      numerator: a,
      denominator: b,
      ...(Object.fromEntries(Object.entries(groups).map(([g, rows]) => [g, summary(rows.map((p) => p[a] / p[b]))])) as Record<Group, RatioSummary>),
    })),
    /**
     * Not a rule: crotch-to-ankle (crotchheight − lateralmalleolusheight) ÷ stature, a trouser
     * inseam measured to the ankle bone rather than the floor. The margin is checked against it.
     */
    inseamToAnkleOverHeight: Object.fromEntries(
      Object.entries(groups).map(([g, rows]) => [g, summary(rows.map((p) => (p.inseam - p.ankleCm) / p.height))]),
    ) as Record<Group, RatioSummary>,
  };
}

/** The file exactly as written (for the determinism test). */
export function renderBodyRatios(people = loadAnsurPeople()): string {
  return `${JSON.stringify(deriveBodyRatios(people), null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const target = fileURLToPath(new URL('../contracts/generated/body-ratios.json', import.meta.url));
  const text = renderBodyRatios();
  writeFileSync(target, text);
  const s = (g: RatioSummary) => `${g.min}–${g.max} (p1 ${g.percentiles.p1}, p50 ${g.percentiles.p50}, p99 ${g.percentiles.p99})`;
  const derived = JSON.parse(text) as ReturnType<typeof deriveBodyRatios>;
  for (const r of derived.ratios) {
    console.log(`${r.numerator} ÷ ${r.denominator}: women ${s(r.female)}  men ${s(r.male)}  all ${s(r.all)}`);
  }
  const ankle = derived.inseamToAnkleOverHeight;
  console.log(`(inseam to the ankle) ÷ height: women ${s(ankle.female)}  men ${s(ankle.male)}`);
  console.log(`Wrote ${target}`);
}
