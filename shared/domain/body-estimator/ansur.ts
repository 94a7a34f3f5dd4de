/**
 * ANSUR II rows for fitting (../shared/data/ansur2/ansur2-{male,female}-train.csv). Pure text
 * parsing, so it is usable from the fitting script, tests and the benchmark alike; reading the
 * files is the caller's job. ANSUR lengths are millimetres and `weightkg` is TENTHS of a kg
 * (data README); both are converted here to cm and kg.
 */
import { SILHOUETTE_COLUMNS, SILHOUETTE_KEYS, TARGETS, TARGET_COLUMNS, type SilhouetteCm, type Target } from './features';

export type AnsurSex = 'female' | 'male';

/** One survey subject in cm / kg. */
export interface AnsurRow {
  sex: AnsurSex;
  /** `stature` (cm). */
  statureCm: number;
  /** `weightkg` / 10 (kg). */
  weightKg: number;
  /** `biacromialbreadth` (cm): the shoulder-keypoint distance before noise. */
  biacromialCm: number;
  /** `hipbreadth` (cm): standing bi-trochanteric breadth. */
  hipBreadthCm: number;
  /** `tragiontopofhead` (cm): vertex to ear (tragion), ≈ eye level in the Frankfort plane. */
  tragionTopCm: number;
  /** `mentonsellionlength` (cm): chin to nasal root. */
  mentonSellionCm: number;
  /** `lateralmalleolusheight` (cm): floor to the outer ankle bone (the ankle keypoint). */
  malleolusHeightCm: number;
  /** Caliper breadths and depths at the three levels (cm): what a silhouette measures. */
  silhouette: SilhouetteCm;
  /** Floor-to-landmark heights (cm): `axillaheight`, `chestheight`, `waistheightomphalion`, `buttockheight`. */
  levelHeightsCm: { axilla: number; chest: number; waist: number; buttock: number };
  /** Targets in cm (see TARGET_COLUMNS). */
  targets: Record<Target, number>;
}

/** Parse one ANSUR II CSV (header row, comma separated, no quoted commas in used columns). */
export function parseAnsurCsv(text: string, sex: AnsurSex): AnsurRow[] {
  const [header, ...lines] = text.trim().split('\n');
  const cols = new Map(header!.split(',').map((c, i) => [c.trim(), i]));
  const idx = (name: string) => {
    const i = cols.get(name);
    if (i === undefined) throw new Error(`ANSUR column ${name} missing`);
    return i;
  };
  return lines.map((line) => {
    const cells = line.split(',');
    const mm = (name: string) => Number(cells[idx(name)]) / 10;
    const targets = Object.fromEntries(
      TARGETS.map((t) => [t, TARGET_COLUMNS[t].reduce((s, c) => s + mm(c), 0)]),
    ) as Record<Target, number>;
    return {
      sex,
      statureCm: mm('stature'),
      weightKg: Number(cells[idx('weightkg')]) / 10,
      biacromialCm: mm('biacromialbreadth'),
      hipBreadthCm: mm('hipbreadth'),
      tragionTopCm: mm('tragiontopofhead'),
      mentonSellionCm: mm('mentonsellionlength'),
      malleolusHeightCm: mm('lateralmalleolusheight'),
      silhouette: Object.fromEntries(SILHOUETTE_KEYS.map((k) => [k, mm(SILHOUETTE_COLUMNS[k])])) as unknown as SilhouetteCm,
      levelHeightsCm: {
        axilla: mm('axillaheight'),
        chest: mm('chestheight'),
        waist: mm('waistheightomphalion'),
        buttock: mm('buttockheight'),
      },
      targets,
    };
  });
}
