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
 * 3. Segmentation error: three people with an exact mask (the render's alpha channel, the PIFu
 *    cut-out with its mask and the SiTH example's alpha, tests/fixtures/people), each composited
 *    on five backgrounds
 *    (backgrounds()), the segmented edges vs the exact ones (segmentationError below): over all
 *    rows shoulders → knees, on the torso rows, and per measured level (levelBands: the chest,
 *    waist and hip rows' torso runs at the keypoint midline, rows with a forearm or hand against
 *    the torso left out), each with its mean (the outward bias the scan subtracts) and its sd;
 *    then split into a per-photo offset and the spread within a photo (photoToPhoto).
 * The people photos have no tape truth (statures unknown) and none with an exact mask is side-on;
 * the side uses the front's segmentation figures. Clothing, breathing/posture and side rotation stay assumptions
 * (silhouette-noise.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { parseAnsurCsv, type AnsurRow } from '@seamline/shared/domain/body-estimator/ansur';
import { gaussian, mulberry32 } from '@seamline/shared/domain/random';
import { KEYPOINT_NAMES, type Keypoint } from '@seamline/shared/domain/scan/keypoints';
import { HAND_LENGTH_RATIO, armChain, chainXAt, measureFront } from '@seamline/shared/domain/silhouette/front';
import { landmarkLevels, midlineX } from '@seamline/shared/domain/silhouette/landmark-levels';
import { rowRuns, runAt } from '@seamline/shared/domain/silhouette/mask';
import { hipRows } from '@seamline/shared/domain/silhouette/readings';
import { measureSide } from '@seamline/shared/domain/silhouette/side';
import { prepareImage } from '../../functions/scan/image-prep';
import { headReference, photoScaleCmPerPx } from '../../functions/scan/measure';
import { humanPose } from '../../functions/scan/vision/human-adapter';
import { loadPersonSegmenter } from '../../functions/scan/vision/person-segmenter';
import { LEVEL_RATIOS, figure } from '../fixtures/silhouette-figure';
import { FIXTURE_PEOPLE_DIR, PEOPLE_DIR } from '../fixtures/images';
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

/** A person photo whose exact mask is known: the image bytes and that mask (0–255, one channel) at the analysis size. */
interface ExactMaskPhoto {
  file: string;
  background: string;
  bytes: Buffer;
  truth: (width: number, height: number) => Promise<Buffer>;
}

/** The people with an exact mask: RGBA (straight alpha) whose alpha ≥ 128 is the person (tests/fixtures/people/PROVENANCE.md). */
async function exactMaskPeople(): Promise<{ file: string; rgba: Buffer }[]> {
  const render = 'tfex_woman_standing_render.png';
  const pifuMask = await sharp(path.join(FIXTURE_PEOPLE_DIR, 'pifu_ryota_mask.png')).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const { width, height } = pifuMask.info;
  const pifu = await sharp(path.join(FIXTURE_PEOPLE_DIR, 'pifu_ryota.png'))
    .removeAlpha()
    .joinChannel(pifuMask.data, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  return [
    { file: render, rgba: readFileSync(path.join(PEOPLE_DIR, render)) },
    { file: 'pifu_ryota.png', rgba: pifu },
    { file: 'sith_012.png', rgba: readFileSync(path.join(FIXTURE_PEOPLE_DIR, 'sith_012.png')) },
  ];
}

/**
 * Backgrounds the exact-mask people are composited onto (the mask stays the truth): black as
 * stored, a pale wall, mid grey, a dark grey, and a textured wall (smoothed noise around a
 * light tone). Deterministic.
 */
function backgrounds(width: number, height: number): { name: string; raw: Buffer }[] {
  const flat = (v: [number, number, number]) => {
    const b = Buffer.alloc(width * height * 3);
    for (let i = 0; i < width * height; i++) b.set(v, i * 3);
    return b;
  };
  const rand = mulberry32(SEED + 5);
  const coarse = Array.from({ length: Math.ceil(height / 8) + 1 }, () => Array.from({ length: Math.ceil(width / 8) + 1 }, () => rand()));
  const texture = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = 150 + 70 * (coarse[y >> 3]![x >> 3]! - 0.5) + 30 * (rand() - 0.5);
      texture.set([v + 10, v, v - 10], (y * width + x) * 3);
    }
  }
  return [
    { name: 'black', raw: flat([0, 0, 0]) },
    { name: 'pale wall', raw: flat([232, 228, 220]) },
    { name: 'mid grey', raw: flat([128, 128, 128]) },
    { name: 'dark grey', raw: flat([60, 60, 64]) },
    { name: 'textured wall', raw: texture },
  ];
}

/** Every exact-mask person on every background. */
async function exactMaskPhotos(): Promise<ExactMaskPhoto[]> {
  const out: ExactMaskPhoto[] = [];
  for (const person of await exactMaskPeople()) {
    const { width, height } = await sharp(person.rgba).metadata();
    const alpha = await sharp(person.rgba).extractChannel(3).toBuffer();
    for (const bg of backgrounds(width!, height!)) {
      const bytes = await sharp(bg.raw, { raw: { width: width!, height: height!, channels: 3 } }).composite([{ input: person.rgba }]).png().toBuffer();
      out.push({ file: person.file, background: bg.name, bytes, truth: (w, h) => sharp(alpha).resize(w, h).extractChannel(0).raw().toBuffer() });
    }
  }
  return out;
}

/**
 * Segmentation error on one photo with an exact mask: every 4th row from the shoulders to the
 * knees, each exact edge's distance to the nearest segmented edge of the same direction (≤ 5 cm,
 * else a different structure, e.g. a merged arm gap), in cm at a stated 170 cm (pixel scale from
 * the detected keypoints); and per measured level (levelBands).
 */
async function segmentationError(segment: Awaited<ReturnType<typeof loadPersonSegmenter>>, photo: ExactMaskPhoto) {
  const prepared = await prepareImage(photo.bytes);
  const { width, height } = prepared.image;
  const truth = await photo.truth(width, height);
  const seen = await humanPose.analyze(prepared.image);
  const mask = await segment(prepared.image, seen.keypoints);
  const cmPerPx = photoScaleCmPerPx(seen.keypoints, 170);
  const k = (n: string) => seen.keypoints.find((p) => p.name === n)!;
  const y0 = Math.round((k('leftShoulder').y + k('rightShoulder').y) / 2);
  const y1 = Math.round((k('leftKnee').y + k('rightKnee').y) / 2);
  const hipY = (k('leftHip').y + k('rightHip').y) / 2;
  const exactMask = truth.map((a) => (a >= 128 ? 1 : 0));
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
  // Would the scan measure this photo as a whole? Reported only: none of the 10 is accepted (the
  // arms touch the body at some level), so photoToPhoto picks rows per level instead.
  const front = mask ? measureFront({ mask, keypoints: seen.keypoints, cmPerPx, heightCm: 170 }) : undefined;
  const bands = mask ? levelBands(exactMask, mask.data, width, height, seen.keypoints, cmPerPx) : null;
  return {
    file: photo.file,
    background: photo.background,
    /** `measureFront`'s verdict on the whole photo: 'measured', or its retake code (reported only). */
    front: front?.ok ? 'measured' : (front?.problem ?? 'noPerson'),
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
    perLevel: bands && summariseLevels(bands),
    /** Raw per-level edge and breadth errors, pooled across photos by the caller. */
    bands,
  };
}

/** Bias and spread of one level's edge and breadth errors (cm). */
function summariseLevel({ rows, forearmRows, skipped, edges, breadths }: LevelErrors) {
  const some = edges.length > 1;
  return {
    rows,
    forearmRows,
    skipped,
    edges: edges.length,
    edgeBiasCm: edges.length ? round(mean(edges), 3) : null,
    edgeSdCm: some ? round(sd(edges), 3) : null,
    breadthBiasCm: breadths.length ? round(mean(breadths), 3) : null,
    breadthSdCm: breadths.length > 1 ? round(sd(breadths), 3) : null,
    /** Two independent edges: √2 × edge sd (the pooled figures' convention). */
    breadthSdFromEdgesCm: some ? round(Math.SQRT2 * sd(edges), 3) : null,
  };
}
const summariseLevels = (bands: Record<string, LevelErrors>) => Object.fromEntries(Object.entries(bands).map(([level, e]) => [level, summariseLevel(e)]));

/**
 * Each level's errors pooled over the exact-mask photos (the rows levelBands keeps), sd about the
 * pooled mean: informational (`perLevelPooled`); the noise model takes the split of photoToPhoto.
 */
function pooledLevels(photos: readonly { bands: Record<string, LevelErrors> | null }[]) {
  const out: Record<string, LevelErrors> = {};
  for (const p of photos) {
    for (const [level, e] of Object.entries(p.bands ?? {})) {
      const acc = (out[level] ??= { rows: 0, forearmRows: 0, skipped: 0, edges: [], breadths: [] });
      acc.rows += e.rows;
      acc.forearmRows += e.forearmRows;
      acc.skipped += e.skipped;
      acc.edges.push(...e.edges);
      acc.breadths.push(...e.breadths);
    }
  }
  return summariseLevels(out);
}

/**
 * Splits the segmentation error into what differs between photos and what differs between rows
 * of one photo, over the level rows without a forearm or hand against the torso (levelBands,
 * forearmOverlaps). `photoOffset`: each photo's mean outward edge error over those rows (the bias the scan
 * subtracts is their mean); their sd (n − 1) is a per-photo offset shared by both edges and every
 * level of that photo, so one breadth or depth moves by 2 × that sd. `withinPhoto`: per level,
 * the breadth sd about each photo's own mean, pooled over photos by degrees of freedom.
 */
function photoToPhoto(photos: readonly { file: string; background: string; bands: Record<string, LevelErrors> | null }[]) {
  const perPhoto = photos
    .map((p) => ({ name: `${p.file} on ${p.background}`, edges: Object.values(p.bands ?? {}).flatMap((e) => e.edges) }))
    .filter((p) => p.edges.length > 1);
  const biases = perPhoto.map((p) => mean(p.edges));
  const edgeSd = sd(biases);
  // Each photo's mean also carries its own sampling error (edge variance ÷ edges, if the edges
  // were independent; adjacent rows are not, so the true share is larger): the moment estimate
  // without it is a lower figure, the raw sd an upper one.
  const samplingVar = mean(perPhoto.map((p) => sd(p.edges) ** 2 / p.edges.length));
  const edgeSdLessSampling = Math.sqrt(Math.max(0, edgeSd ** 2 - samplingVar));
  const withinPhoto: Record<string, { breadths: number; photos: number; breadthSdCm: number | null }> = {};
  for (const level of ['chest', 'waist', 'hip']) {
    let ss = 0;
    let df = 0;
    let n = 0;
    let used = 0;
    for (const p of photos) {
      const b = p.bands?.[level]?.breadths ?? [];
      if (b.length < 2) continue;
      const m = mean(b);
      ss += b.reduce((acc, x) => acc + (x - m) ** 2, 0);
      df += b.length - 1;
      n += b.length;
      used++;
    }
    withinPhoto[level] = { breadths: n, photos: used, breadthSdCm: df > 0 ? round(Math.sqrt(ss / df), 3) : null };
  }
  return {
    photoOffset: {
      perPhotoEdgeBiasCm: Object.fromEntries(perPhoto.map((p, i) => [p.name, round(biases[i]!, 3)])),
      meanEdgeBiasCm: round(mean(biases), 3),
      edgeSdCm: round(edgeSd, 3),
      breadthSdCm: round(2 * edgeSd, 3),
      /** The same less each photo's own sampling error (independent edges assumed). */
      breadthSdLessSamplingCm: round(2 * edgeSdLessSampling, 3),
    },
    withinPhoto,
  };
}

/**
 * A forearm or hand against the torso at row y: the elbow → wrist → hand-tip part of the scan's
 * own arm line (front.ts armChain) inside the torso run, or an arm not seen. Hands and forearms against the body leave finger- and
 * elbow-sized gaps that the two masks fill differently (topology, not edge position), and a photo
 * the scan accepts has them clear. An upper arm lying in the run only moves the run's edge to the
 * sleeve, still a person/background edge, so those rows count.
 */
function forearmOverlaps(keypoints: readonly Keypoint[], y: number, torso: { start: number; end: number }, handPx: number): boolean {
  return (['left', 'right'] as const).some((side) => {
    const chain = armChain(keypoints, side, handPx);
    if (chain === 'unseen') return true;
    const x = chainXAt(chain.slice(1), y); // elbow → wrist → hand tip
    return x !== undefined && x >= torso.start && x < torso.end;
  });
}

interface LevelErrors {
  rows: number;
  /** Rows left out: a forearm or hand against the torso there (forearmOverlaps). */
  forearmRows: number;
  skipped: number;
  edges: number[];
  breadths: number[];
}

/** Half-height of the chest and waist bands, as a fraction of stature (±2.5 cm at 170 cm). */
const LEVEL_BAND_RATIO = 0.015;

/**
 * Segmentation error per measured level: every row of a band around the chest and waist levels
 * (± {@link LEVEL_BAND_RATIO} × stature) and the hip level's own search rows (`hipRows`), the
 * torso run at the keypoint midline in the exact mask vs in the segmented mask — each edge's
 * outward error and the breadth error (segmented − exact width), cm. Rows with a forearm or hand
 * against the exact torso run are left out (`forearmRows`, forearmOverlaps); rows where either
 * mask has no run at the midline, or an edge is off by more than 5 cm (an arm merged in one mask
 * only), are skipped. An upper arm lying in the run counts (its outer edge is still a
 * person/background edge). Adjacent rows are correlated: the sd is the row-to-row spread on one
 * photo.
 */
function levelBands(exact: ArrayLike<number>, seg: ArrayLike<number>, width: number, height: number, keypoints: readonly Keypoint[], cmPerPx: number): Record<string, LevelErrors> | null {
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
  const handPx = HAND_LENGTH_RATIO * levels.staturePx;
  return Object.fromEntries(
    Object.entries(bands).map(([level, ys]) => {
      const edges: number[] = [];
      const breadths: number[] = [];
      let skipped = 0;
      let forearmRows = 0;
      for (const y of ys) {
        const mid = midlineX(keypoints, y);
        const a = mid === undefined ? undefined : runAt(rowRuns(exactMask, y), Math.round(mid));
        const b = mid === undefined ? undefined : runAt(rowRuns(segMask, y), Math.round(mid));
        if (a && forearmOverlaps(keypoints, y, a, handPx)) {
          forearmRows++;
          continue;
        }
        const left = a && b ? (a.start - b.start) * cmPerPx : Infinity;
        const right = a && b ? (b.end - a.end) * cmPerPx : Infinity;
        if (Math.abs(left) > 5 || Math.abs(right) > 5) {
          skipped++;
          continue;
        }
        edges.push(left, right);
        breadths.push(left + right);
      }
      return [level, { rows: ys.length, forearmRows, skipped, edges, breadths } satisfies LevelErrors];
    }),
  );
}

export async function benchSilhouetteNoise(): Promise<void> {
  await humanPose.warm();
  const kp = await keypointError();
  const segment = await loadPersonSegmenter();
  const photos = [];
  for (const photo of await exactMaskPhotos()) photos.push(await segmentationError(segment, photo));
  const seg = { photos: photos.map(({ bands: _bands, ...rest }) => rest), perLevelPooled: pooledLevels(photos), ...photoToPhoto(photos) };
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
