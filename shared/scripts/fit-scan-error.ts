/**
 * `npx tsx shared/scripts/fit-scan-error.ts` (issue 35 §5): build
 * shared/domain/body-estimator/scan-error.json, the table each scan's ± is read from
 * (body-estimator/scan-error.ts). Deterministic. Inputs:
 * - the ANSUR II training CSVs (../shared/data/ansur2, public domain; as fit-estimator.ts): the
 *   silhouette variants' 5-fold CV MAE per sex × measurement with held-out silhouette noise at
 *   1 … 3 × the measured noise (noise-sensitivity.ts);
 * - tests/bench/results/silhouette-noise.json (`npm run bench -- silhouette-noise`): the
 *   coarsest pixel scale of the synthetic figures the level + pixel component was measured on,
 *   front and side — the calibration a scan's resolution is compared with.
 * The per-basis MAE without extra noise stays in coefficients.json (fit-estimator.ts); this
 * file's factor-1 column equals its per-sex figures (unit-tested).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnsurRow } from '../domain/body-estimator/ansur';
import { NOISE_FACTORS, noiseSensitivity, type SensitivityTable } from '../domain/body-estimator/noise-sensitivity';
import { SILHOUETTE_NOISE } from '../domain/body-estimator/silhouette-noise';
import { loadAnsur } from './fit-estimator';

/** The silhouette-noise bench's result file (committed). */
export const BENCH_FILE = fileURLToPath(new URL('../../tests/bench/results/silhouette-noise.json', import.meta.url));
export const OUTPUT_FILE = fileURLToPath(new URL('../domain/body-estimator/scan-error.json', import.meta.url));

export interface ScanErrorFile {
  source: string;
  licence: string;
  generatedBy: string;
  /** Multiples of the measured silhouette noise (SILHOUETTE_NOISE) the table's columns are at. */
  noiseFactors: number[];
  /** The noise model the factor multiplies (= coefficients.json silhouetteNoise). */
  silhouetteNoise: typeof SILHOUETTE_NOISE;
  /**
   * The coarsest pixel scale (cm per px) the level + pixel component of that noise was measured
   * at, per photo: 1 ÷ the smallest px/cm of the bench's synthetic figures.
   */
  calibrationCmPerPx: { front: number; side: number; benchMeasuredAt: string };
  /** CV MAE, cm, per silhouette variant × sex × measurement, one per noise factor. */
  maeCm: SensitivityTable;
}

interface BenchFile { measuredAt: string; front: { pxPerCmRange: [number, number] }; side: { pxPerCmRange: [number, number] } }

/** The file content exactly as written (the reproduction test compares it byte for byte). */
export function renderScanError(rows: AnsurRow[] = loadAnsur(), bench: BenchFile = JSON.parse(readFileSync(BENCH_FILE, 'utf8')) as BenchFile): string {
  const cmPerPx = (range: [number, number]) => Math.round((1 / range[0]) * 10_000) / 10_000;
  const file: ScanErrorFile = {
    source: 'ANSUR II (US Army 2012) 80 % training sample, ../shared/data/ansur2; tests/bench/results/silhouette-noise.json',
    licence: 'ANSUR II: public domain (US Government work); bench results: this repository',
    generatedBy: 'npx tsx shared/scripts/fit-scan-error.ts',
    noiseFactors: [...NOISE_FACTORS],
    silhouetteNoise: SILHOUETTE_NOISE,
    calibrationCmPerPx: { front: cmPerPx(bench.front.pxPerCmRange), side: cmPerPx(bench.side.pxPerCmRange), benchMeasuredAt: bench.measuredAt },
    maeCm: noiseSensitivity(rows),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = renderScanError();
  writeFileSync(OUTPUT_FILE, text);
  const { maeCm, noiseFactors } = JSON.parse(text) as ScanErrorFile;
  console.log(`noise factors ${noiseFactors.join(' ')}`);
  for (const [variant, bySex] of Object.entries(maeCm)) {
    for (const [sex, byTarget] of Object.entries(bySex)) {
      for (const [target, row] of Object.entries(byTarget)) console.log(`${variant.padEnd(25)} ${sex.padEnd(6)} ${target.padEnd(13)} ${row.join('  ')}`);
    }
  }
  console.log(`Wrote ${OUTPUT_FILE}`);
}
