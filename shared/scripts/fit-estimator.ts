/**
 * `npx tsx shared/scripts/fit-estimator.ts`: fit the body estimator on the ANSUR II training
 * CSVs (../shared/data/ansur2, outside the repo) and write
 * shared/domain/body-estimator/coefficients.json (coefficients + 5-fold CV MAE, the silhouette
 * variants' sex-mixture classifiers, pixel-scale and landmark-level ratios; deterministic).
 * Prints the MAE table (cm) next to the data README's stature+weight OLS reference.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAnsurCsv, type AnsurRow } from '../domain/body-estimator/ansur';
import { fitEstimator } from '../domain/body-estimator/cross-validate';
import { GROUPS, SILHOUETTE_VARIANTS, TARGETS, VARIANTS } from '../domain/body-estimator/features';

/** Default data directory: `<repo>/../shared/data/ansur2`, or $ANSUR_DIR. */
export const ansurDir = process.env.ANSUR_DIR ?? fileURLToPath(new URL('../../../shared/data/ansur2', import.meta.url));

/** Both sexes' training rows (cm / kg). */
export function loadAnsur(dir = ansurDir): AnsurRow[] {
  return (['male', 'female'] as const).flatMap((sex) =>
    parseAnsurCsv(readFileSync(`${dir}/ansur2-${sex}-train.csv`, 'utf8'), sex),
  );
}

/** The coefficients file content exactly as written (for the determinism test). */
export function renderCoefficients(rows: AnsurRow[] = loadAnsur()): string {
  return `${JSON.stringify(fitEstimator(rows), null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = renderCoefficients();
  const target = fileURLToPath(new URL('../domain/body-estimator/coefficients.json', import.meta.url));
  writeFileSync(target, text);
  const { models } = JSON.parse(text) as ReturnType<typeof fitEstimator>;
  for (const variant of VARIANTS) {
    for (const group of GROUPS) {
      const cells = TARGETS.map((t) => {
        const m = models[variant][group][t].maeCm;
        return `${t} ${m.female?.toFixed(2) ?? '-'}/${m.male?.toFixed(2) ?? '-'}`;
      });
      console.log(`${variant.padEnd(24)} ${group.padEnd(7)} F/M  ${cells.join('  ')}`);
    }
  }
  const { sexMixture } = JSON.parse(text) as ReturnType<typeof fitEstimator>;
  for (const variant of SILHOUETTE_VARIANTS) {
    const m = sexMixture[variant];
    const cells = TARGETS.map((t) => `${t} ${m.maeCm[t].female.toFixed(2)}/${m.maeCm[t].male.toFixed(2)}`);
    console.log(`${variant.padEnd(24)} mixture F/M  ${cells.join('  ')}  (sex classified right ${m.classifier.cvAccuracy.female}/${m.classifier.cvAccuracy.male})`);
  }
  console.log('README OLS stature+weight reference F/M: bust 3.4/2.6  waist 4.2/3.6  hips 2.4/2.0');
  console.log(`Wrote ${target}`);
}
