/**
 * `npm run bench -- silhouette-noise`: measures the silhouette noise model of
 * shared/domain/body-estimator/silhouette-noise.ts (issue 23) with the real pipeline on inputs
 * whose truth is known, and writes tests/bench/results/silhouette-noise.json.
 *
 * 1. Keypoint error: the pose model (`humanPose`, as in the scan) on the two photos of
 *    ../shared/data/people that come with ground-truth COCO keypoints
 *    (tfex_pose_landmark_truth.csv: row 1 = tfex_woman_standing_render.png, row 2 =
 *    tfex_businessman_standing_front.jpg). Errors are in units of the truth eye-to-ankle span,
 *    so they transfer to any image size; the scale error is the detected span ÷ the truth span − 1
 *    (the pixel scale is stated height ÷ that span, pixel-scale.ts).
 * 2. Breadth / depth error: synthetic figures (tests/fixtures/silhouette-figure.ts) whose torso
 *    runs through the caliper values of ANSUR II rows (piecewise linear between the chest,
 *    waist and buttock levels), drawn as exact masks at the scan's analysis size (640 px long
 *    side, image-prep.ts; the figure fills 64–80 % of it), with keypoints jittered by the error
 *    measured in step 1, measured by `measureFront` / `measureSide` at the true pixel scale:
 *    landmark-level + pixel-quantisation error = measured − true caliper value, cm.
 *    (The segmentation model does not take these cartoon figures for a person — 'noPerson' —
 *    and the pose model finds no ankles on them, so they test the geometry only.)
 * 3. Segmentation error: on the one photo with an exact mask (the render's alpha channel), the
 *    segmented edges vs the exact ones (segmentationError below): over all rows shoulders →
 *    knees, on the torso rows, and per measured level (levelBands: the chest, waist and hip
 *    rows' torso runs at the keypoint midline), each with its mean (the outward bias the scan
 *    subtracts) and its sd (the noise).
 * The people photos have no tape truth (statures unknown) and none is side-on; the side uses the
 * front's segmentation error. Clothing, breathing/posture and side rotation stay assumptions
 * (silhouette-noise.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { parseAnsurCsv, type AnsurRow } from '@seamline/shared/domain/body-estimator/ansur';
import { gaussian, mulberry32 } from '@seamline/shared/domain/random';
import { KEYPOINT_NAMES, type Keypoint } from '@seamline/shared/domain/scan/keypoints';
import { measureFront } from '@seamline/shared/domain/silhouette/front';
import { landmarkLevels, midlineX } from '@seamline/shared/domain/silhouette/landmark-levels';
import { rowRuns, runAt } from '@seamline/shared/domain/silhouette/mask';
import { hipRows } from '@seamline/shared/domain/silhouette/readings';
import { measureSide } from '@seamline/shared/domain/silhouette/side';
import { prepareImage } from '../../functions/scan/image-prep';
import { headReference, photoScaleCmPerPx } from '../../functions/scan/measure';
import { humanPose } from '../../functions/scan/vision/human-adapter';
import { loadPersonSegmenter } from '../../functions/scan/vision/person-segmenter';
import { LEVEL_RATIOS, figure } from '../fixtures/silhouette-figure';
import { PEOPLE_DIR } from '../fixtures/images';
import { ansurDir } from '../../shared/scripts/fit-estimator';
import { round, writeResult } from './lib';

const SEED = 20_261_126;
/** Figures per sex and view. */
const PER_SEX = Number(process.env.NOISE_FIGURES ?? 40);
const TRUTH_ROWS: Record<string, number> = { 'tfex_woman_standing_render.png': 0, 'tfex_businessman_standing_front.jpg': 1 };

const sd = (v: number[]) => {
  const m = v.reduce((s, x) => s + x, 0) / v.length;
  return Math.sqrt(v.reduce((s, x) => s + (x - m) ** 2, 0) / Math.max(v.length - 1, 1));
};
const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
const rms = (v: number[]) => Math.sqrt(v.reduce((s, x) => s + x * x, 0) / v.length);
const span = (k: readonly Keypoint[]) => {
  const ankles = k.filter((p) => p.name === 'leftAnkle' || p.name === 'rightAnkle');
  return mean(ankles.map((p) => p.y)) - headReference(k).y;
};

/** Step 1: detected vs truth keypoints on the two photos with truth. */
async function keypointError() {
  const csv = readFileSync(path.join(PEOPLE_DIR, 'tfex_pose_landmark_truth.csv'), 'utf8').trim().split('\n').slice(1);
  const photos = [];
  const errors: number[] = [];
  const scaleErrors: number[] = [];
  for (const [file, row] of Object.entries(TRUTH_ROWS)) {
    const v = csv[row]!.split(',').map(Number);
    const truth: Keypoint[] = KEYPOINT_NAMES.map((name, i) => ({ name, x: v[2 * i]!, y: v[2 * i + 1]!, score: 1 }));
    const prepared = await prepareImage(readFileSync(path.join(PEOPLE_DIR, file)));
    const seen = await humanPose.analyze(prepared.image);
    const detected = seen.keypoints.map((k) => ({ ...k, x: k.x * prepared.scale, y: k.y * prepared.scale }));
    const s = span(truth);
    const perKeypoint = truth.map((t) => {
      const d = detected.find((k) => k.name === t.name)!;
      return { name: t.name, dx: (d.x - t.x) / s, dy: (d.y - t.y) / s };
    });
    for (const p of perKeypoint) errors.push(p.dx, p.dy);
    const scaleError = s / span(detected) - 1;
    scaleErrors.push(scaleError);
    photos.push({ file, truthSpanPx: s, detectedSpanPx: round(span(detected), 1), scaleError: round(scaleError, 4), keypointRmsOfSpan: round(rms(perKeypoint.flatMap((p) => [p.dx, p.dy])), 4) });
  }
  return { photos, keypointSdOfSpan: rms(errors), scaleRms: rms(scaleErrors), n: errors.length };
}

/** Piecewise-linear torso width (cm) through the three levels' values; constant beyond them. */
function profile(chest: number, waist: number, hip: number): (h: number) => number {
  const { chest: hc, waist: hw, buttock: hb } = LEVEL_RATIOS;
  return (h) => {
    if (h >= hc) return chest;
    if (h >= hw) return waist + ((h - hw) / (hc - hw)) * (chest - waist);
    if (h >= hb) return hip + ((h - hb) / (hw - hb)) * (waist - hip);
    return hip;
  };
}


function measureFigure(r: AnsurRow, view: 'front' | 'side', rand: () => number, jitterSd: number) {
  const s = r.silhouette;
  const torso = view === 'front' ? profile(s.chestBreadthCm, s.waistBreadthCm, s.hipBreadthCm) : profile(s.chestDepthCm, s.waistDepthCm, s.hipDepthCm);
  // The scan analyses photos at 640 px on the long side (image-prep.ts): a person filling 64–80 % of it.
  const fill = 0.64 + 0.16 * rand();
  const f = figure({ view, torsoCm: torso, heightCm: r.statureCm, staturePx: Math.round(640 * fill), widthPx: 480, heightPx: 640 });
  const keypoints = f.keypoints.map((p) => ({ ...p, x: p.x + jitterSd * f.staturePx * gaussian(rand), y: p.y + jitterSd * f.staturePx * gaussian(rand) }));
  const photo = { mask: f.mask, keypoints, cmPerPx: f.cmPerPx, heightCm: r.statureCm };
  const out = view === 'front' ? measureFront(photo) : measureSide(photo);
  if (!out.ok) return { ok: false as const, problem: out.problem };
  const v = out.values as unknown as Record<string, number>;
  const truth = view === 'front' ? { chestBreadthCm: s.chestBreadthCm, waistBreadthCm: s.waistBreadthCm, hipBreadthCm: s.hipBreadthCm } : { chestDepthCm: s.chestDepthCm, waistDepthCm: s.waistDepthCm, hipDepthCm: s.hipDepthCm };
  return { ok: true as const, pxPerCm: round(1 / f.cmPerPx, 2), errors: Object.fromEntries(Object.entries(truth).map(([key, t]) => [key, v[key]! - t])) };
}

/** Mask transitions of a row: x of each background→person (rising) and person→background edge, px. */
function transitions(data: ArrayLike<number>, width: number, y: number): { x: number; rising: boolean }[] {
  const out: { x: number; rising: boolean }[] = [];
  for (let x = 1; x < width; x++) {
    const a = data[y * width + x - 1]! > 0;
    const b = data[y * width + x]! > 0;
    if (a !== b) out.push({ x, rising: b });
  }
  return out;
}

/**
 * Segmentation error on the one photo with an exact mask (the render's alpha): every 4th row
 * from the shoulders to the knees, each exact edge's distance to the nearest segmented edge of
 * the same direction (≤ 5 cm, else a different structure, e.g. a merged arm gap), in cm at a
 * stated 170 cm (pixel scale from the detected keypoints).
 */
async function segmentationError(segment: Awaited<ReturnType<typeof loadPersonSegmenter>>) {
  const file = 'tfex_woman_standing_render.png';
  const bytes = readFileSync(path.join(PEOPLE_DIR, file));
  const prepared = await prepareImage(bytes);
  const { width, height } = prepared.image;
  const alpha = await sharp(bytes).resize(width, height).extractChannel(3).raw().toBuffer();
  const seen = await humanPose.analyze(prepared.image);
  const mask = await segment(prepared.image, seen.keypoints);
  const cmPerPx = photoScaleCmPerPx(seen.keypoints, 170);
  const k = (n: string) => seen.keypoints.find((p) => p.name === n)!;
  const y0 = Math.round((k('leftShoulder').y + k('rightShoulder').y) / 2);
  const y1 = Math.round((k('leftKnee').y + k('rightKnee').y) / 2);
  const hipY = (k('leftHip').y + k('rightHip').y) / 2;
  const exactMask = alpha.map((a) => (a >= 128 ? 1 : 0));
  // Signed distance (cm) from each exact edge to the nearest segmented edge of the same direction.
  const edges: number[] = [];
  /** The subset on torso rows (shoulder to hip keypoints): torso, arm and arm-gap edges. */
  const torsoEdges: number[] = [];
  let rows = 0;
  for (let y = y0; y <= y1; y += 4) {
    const a = transitions(exactMask, width, y);
    const b = mask ? transitions(mask.data, width, y) : [];
    if (a.length === 0) continue;
    rows++;
    for (const e of a) {
      const same = b.filter((t) => t.rising === e.rising);
      if (same.length === 0) continue;
      const d = same.reduce((best, t) => (Math.abs(t.x - e.x) < Math.abs(best) ? t.x - e.x : best), Infinity);
      if (Math.abs(d) * cmPerPx > 5) continue;
      edges.push((e.rising ? -d : d) * cmPerPx);
      if (y <= hipY) torsoEdges.push((e.rising ? -d : d) * cmPerPx);
    }
  }
  const edgeSd = sd(edges);
  const perLevel = mask ? levelBands(exactMask, mask.data, width, height, seen.keypoints, cmPerPx) : null;
  return {
    file,
    rows,
    edges: edges.length,
    cmPerPx: round(cmPerPx, 4),
    /** + = the segmented person is wider than the exact one at that edge. */
    edgeBiasCm: round(mean(edges), 3),
    edgeSdCm: round(edgeSd, 3),
    /** Two independent edges per breadth or depth. */
    breadthSdCm: round(Math.SQRT2 * edgeSd, 3),
    breadthBiasCm: round(2 * mean(edges), 3),
    torsoRows: { edges: torsoEdges.length, edgeBiasCm: round(mean(torsoEdges), 3), edgeSdCm: round(sd(torsoEdges), 3) },
    perLevel,
  };
}

/** Half-height of the chest and waist bands, as a fraction of stature (±2.5 cm at 170 cm). */
const LEVEL_BAND_RATIO = 0.015;

/**
 * Segmentation error per measured level: every row of a band around the chest and waist levels
 * (± {@link LEVEL_BAND_RATIO} × stature) and the hip level's own search rows (`hipRows`), the
 * torso run at the keypoint midline in the exact mask vs in the segmented mask — each edge's
 * outward error and the breadth error (segmented − exact width), cm. Rows where either mask has
 * no run at the midline, or an edge is off by more than 5 cm (an arm merged in one mask only),
 * are skipped. Adjacent rows are correlated: the sd is the row-to-row spread on this one photo.
 */
function levelBands(exact: ArrayLike<number>, seg: ArrayLike<number>, width: number, height: number, keypoints: readonly Keypoint[], cmPerPx: number) {
  const levels = landmarkLevels(keypoints, cmPerPx, 170);
  if (!levels) return null;
  const band = (y: number) => {
    const h = Math.round(LEVEL_BAND_RATIO * levels.staturePx);
    return Array.from({ length: 2 * h + 1 }, (_, i) => Math.round(y) - h + i);
  };
  const toMask = (data: ArrayLike<number>) => ({ data: Uint8Array.from(data), width, height });
  const exactMask = toMask(exact);
  const segMask = toMask(seg);
  const bands = { chest: band(levels.chestY), waist: band(levels.waistY), hip: hipRows(levels) };
  return Object.fromEntries(
    Object.entries(bands).map(([level, ys]) => {
      const edges: number[] = [];
      const breadths: number[] = [];
      let skipped = 0;
      for (const y of ys) {
        const mid = midlineX(keypoints, y);
        const a = mid === undefined ? undefined : runAt(rowRuns(exactMask, y), Math.round(mid));
        const b = mid === undefined ? undefined : runAt(rowRuns(segMask, y), Math.round(mid));
        const left = a && b ? (a.start - b.start) * cmPerPx : Infinity;
        const right = a && b ? (b.end - a.end) * cmPerPx : Infinity;
        if (Math.abs(left) > 5 || Math.abs(right) > 5) {
          skipped++;
          continue;
        }
        edges.push(left, right);
        breadths.push(left + right);
      }
      return [
        level,
        {
          rows: ys.length,
          skipped,
          edgeBiasCm: round(mean(edges), 3),
          edgeSdCm: round(sd(edges), 3),
          breadthBiasCm: round(mean(breadths), 3),
          breadthSdCm: round(sd(breadths), 3),
          /** Two independent edges: √2 × edge sd (the pooled figures' convention). */
          breadthSdFromEdgesCm: round(Math.SQRT2 * sd(edges), 3),
        },
      ];
    }),
  );
}

export async function benchSilhouetteNoise(): Promise<void> {
  await humanPose.warm();
  const kp = await keypointError();
  const segment = await loadPersonSegmenter();
  const seg = await segmentationError(segment);
  console.log('segmentation', JSON.stringify(seg));
  const rand = mulberry32(SEED);
  const rows = (['female', 'male'] as const).flatMap((sex) => {
    const all = parseAnsurCsv(readFileSync(`${ansurDir}/ansur2-${sex}-train.csv`, 'utf8'), sex);
    return Array.from({ length: PER_SEX }, () => all[Math.floor(rand() * all.length)]!);
  });
  const result: Record<string, unknown> = { keypoints: kp, segmentation: seg };
  for (const view of ['front', 'side'] as const) {
    const errs: Record<string, number[]> = {};
    const failures: string[] = [];
    const pxPerCm: number[] = [];
    for (const r of rows) {
      const m = measureFigure(r, view, rand, kp.keypointSdOfSpan);
      if (!m.ok) {
        failures.push(m.problem);
        continue;
      }
      pxPerCm.push(m.pxPerCm);
      for (const [key, e] of Object.entries(m.errors)) (errs[key] ??= []).push(e);
    }
    const all = Object.values(errs).flat();
    result[view] = {
      figures: rows.length,
      failures,
      pxPerCmRange: [Math.min(...pxPerCm), Math.max(...pxPerCm)],
      perValue: Object.fromEntries(Object.entries(errs).map(([key, e]) => [key, { n: e.length, biasCm: round(mean(e), 3), sdCm: round(sd(e), 3), rmsCm: round(rms(e), 3) }])),
      pooled: { n: all.length, biasCm: round(mean(all), 3), sdCm: round(sd(all), 3), rmsCm: round(rms(all), 3) },
    };
    console.log(view, JSON.stringify(result[view]));
  }
  console.log('keypoints', JSON.stringify(kp));
  writeResult('silhouette-noise', { seed: SEED, method: 'see tests/bench/silhouette-noise.ts', ...result });
}
