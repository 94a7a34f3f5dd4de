/**
 * Silhouette overlays (issue 23): the scan pipeline's segmentation + front breadths on every
 * photo of `../shared/data/people`, as PNGs in tests/bench/results/scan-overlays/ (mask tinted,
 * the outline sent to the screen, the measured rows) and `scan-overlays.json` with the measured
 * silhouette breadths next to the keypoint-derived ones (shoulder and hip keypoint distance ×
 * the same pixel scale) and what the estimator gets (less the segmenter's edge bias). The people's statures are unknown: every photo is measured at a stated
 * 170 cm, so the cm values are for comparing within a photo, not with a tape.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { measureFront } from '@seamline/shared/domain/silhouette/front';
import { measureSide } from '@seamline/shared/domain/silhouette/side';
import { photoProblem } from '@seamline/shared/domain/scan/photo-checks';
import { prepareImage } from '../../functions/scan/image-prep';
import { breadthsCm, lessEdgeBias } from '../../functions/scan/measure';
import { maskOutline } from '../../functions/scan/outline';
import { humanPose } from '../../functions/scan/vision/human-adapter';
import type { LevelReading } from '@seamline/shared/domain/silhouette/readings';
import { PEOPLE_DIR } from '../fixtures/images';
import { repoRoot, round, writeResult } from './lib';

const STATED_HEIGHT_CM = 170;
const OUT_DIR = path.join(repoRoot, 'tests/bench/results/scan-overlays');

/** An SVG layer: the outline (cyan) and each measured row's torso run (magenta). */
function overlaySvg(width: number, height: number, outline: [number, number][], readings: readonly LevelReading[]): string {
  const pts = outline.map(([x, y]) => `${round(x * width, 1)},${round(y * height, 1)}`).join(' ');
  const rows = readings
    .map((r) => `<line x1="${r.run.start}" y1="${r.y}" x2="${r.run.end}" y2="${r.y}" stroke="#ff00cc" stroke-width="2"/><text x="${r.run.end + 4}" y="${r.y + 4}" font-size="12" fill="#ff00cc" font-family="sans-serif">${r.level} ${round(r.widthCm, 1)} cm</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><polygon points="${pts}" fill="none" stroke="#00e5ff" stroke-width="2"/>${rows}</svg>`;
}

export async function benchScanOverlays(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  await humanPose.warm();
  const photos: Record<string, unknown>[] = [];
  for (const file of readdirSync(PEOPLE_DIR).filter((f) => /\.(jpe?g|png)$/i.test(f)).sort()) {
    const prepared = await prepareImage(readFileSync(path.join(PEOPLE_DIR, file)));
    const { width, height, data } = prepared.image;
    const t0 = performance.now();
    const seen = await humanPose.analyze(prepared.image);
    const visionMs = round(performance.now() - t0, 1);
    const problem = photoProblem({ ...seen, width, height });
    const row: Record<string, unknown> = { file, width, height, visionMs, photoProblem: problem ?? null };
    photos.push(row);
    if (!seen.mask || seen.keypoints.length === 0) continue;
    const mask = seen.mask;
    const outline = maskOutline(mask);
    row.outlinePoints = outline.length;
    let readings: LevelReading[] = [];
    try {
      const k = breadthsCm(seen.keypoints, STATED_HEIGHT_CM);
      row.keypointBreadthsCm = { shoulder: round(k.shoulderBreadthCm, 1), hip: round(k.hipBreadthCm, 1) };
      const photo = { mask, keypoints: seen.keypoints, cmPerPx: k.cmPerPx, heightCm: STATED_HEIGHT_CM };
      const front = measureFront(photo);
      const cm = (values: object) => Object.fromEntries(Object.entries(values).map(([n, v]) => [n, round(v as number, 1)]));
      row.front = front.ok ? cm(front.values) : { problem: front.problem, level: front.level ?? null };
      // What the estimator gets: the outline's measured outward edge bias taken off both edges.
      if (front.ok) row.frontEstimatorInput = cm(lessEdgeBias(front.values));
      const side = measureSide(photo);
      row.asSidePhoto = side.ok ? 'accepted' : side.problem;
      if (front.ok) readings = front.readings;
    } catch (error) {
      row.error = String(error);
    }
    // Mask tinted green over the photo, then the outline and the rows.
    const tint = Buffer.alloc(width * height * 4);
    for (let i = 0; i < mask.data.length; i++) if (mask.data[i]) tint.set([0, 255, 80, 90], i * 4);
    await sharp(Buffer.from(data), { raw: { width, height, channels: 3 } })
      .composite([
        { input: tint, raw: { width, height, channels: 4 } },
        { input: Buffer.from(overlaySvg(width, height, outline, readings)) },
      ])
      .png()
      .toFile(path.join(OUT_DIR, file.replace(/\.\w+$/, '.png')));
  }
  writeResult('scan-overlays', { statedHeightCm: STATED_HEIGHT_CM, photos });
}
