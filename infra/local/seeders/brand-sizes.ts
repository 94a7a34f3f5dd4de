/**
 * Seeder: the brand size charts (BrandSize, spec 01 §3) the size recommendations use, one
 * item per brand and chart family (data and sources: ./brand-size-charts.ts). Each chart is a
 * conditional create, so a second run writes nothing and a chart added later is still seeded.
 */
import { isConditionalFailure, type Seeder } from '../seed';
import { BRAND_SIZE_CHARTS, type ChartSeed } from './brand-size-charts';

/** The error `seed()` reads as "already seeded". */
const alreadySeeded = () => Object.assign(new Error('already seeded'), { name: 'ConditionalCheckFailedException' });

/** A chart's rows as the entity's list of sizes (cm; unpublished hips left out). */
export function toSizes(rows: ChartSeed['rows']) {
  return rows.map(([size, bustMinCm, bustMaxCm, waistMinCm, waistMaxCm, hipsMin, hipsMax]) => ({
    size,
    bustMinCm,
    bustMaxCm,
    waistMinCm,
    waistMaxCm,
    ...(hipsMin != null && hipsMax != null ? { hipsMinCm: hipsMin, hipsMaxCm: hipsMax } : {}),
  }));
}

export const brandSizes: Seeder = {
  name: 'brand size charts',
  run: async ({ db, now }) => {
    let wrote = 0;
    for (const { rows, ...chart } of BRAND_SIZE_CHARTS) {
      try {
        await db.entities.brandSize.create({ ...chart, sizes: toSizes(rows), updatedAt: now.toISOString() }).go();
        wrote += 1;
      } catch (error) {
        if (!isConditionalFailure(error)) throw error;
      }
    }
    if (wrote === 0) throw alreadySeeded();
  },
};
