/**
 * Background model of a garment photo from its border (issue 34 §6): which pixels are background,
 * so the dominant colour is the garment's, not the backdrop's ('white' for a navy shirt on a light
 * background was the bug).
 *
 * Method (a border-colour background model with a connectivity constraint, as in the "boundary
 * prior" of salient-object detection: Wei et al., "Geodesic Saliency Using Background Priors",
 * ECCV 2012; Zhu et al., "Saliency Optimization from Robust Background Detection", CVPR 2014):
 * 1. the pixels of the outer band ({@link BORDER_BAND_SHARE} of the shorter side, ≥ 1 px) are
 *    clustered in CIELAB (leader clustering, radius {@link CLUSTER_RADIUS_DE} ΔE*ab);
 * 2. a cluster is background when it holds ≥ {@link MIN_CLUSTER_SHARE} of the band and touches
 *    at least 2 of the 4 sides, or is the biggest one of that size (a garment cropped at one edge
 *    touches one side and stays garment);
 * 3. background grows by 4-connected flood fill from the band pixels near a background cluster:
 *    a neighbour joins when it is within {@link BACKGROUND_DE} of a background cluster, or within
 *    {@link STEP_DE} of the pixel it is reached from and {@link SHADOW_DE} of a cluster (soft
 *    shadows and lighting gradients of the backdrop). Interior pixels of the background's colour
 *    that the fill cannot reach (a white print on a navy shirt) stay garment.
 * Distances are CIE76 ΔE*ab on D65 CIELAB, compared squared. The thresholds were set on the
 * generated and photo fixtures of `dominant-colour.test.ts` (JPEG noise is ΔE ≈ 1–3; a light grey
 * backdrop against white is ΔE ≈ 8–12).
 */

/** Share (0–1) of the shorter side taken as the border band (at 64 px: 2 px). */
export const BORDER_BAND_SHARE = 0.04;
/** Leader-clustering radius of border colours (ΔE*ab). */
export const CLUSTER_RADIUS_DE = 10;
/** Smallest share (0–1) of the border band a background cluster holds. */
export const MIN_CLUSTER_SHARE = 0.08;
/** A pixel within this ΔE*ab of a background cluster is background (when reachable from the border). */
export const BACKGROUND_DE = 12;
/** Largest ΔE*ab between neighbours for the fill to follow a gradient of the backdrop. */
export const STEP_DE = 4;
/** How far (ΔE*ab) from a background cluster a followed gradient may go. */
export const SHADOW_DE = 24;

/** A background colour found on the border: mean CIELAB and share (0–1) of the band. */
export interface BorderCluster {
  lab: [number, number, number];
  share: number;
}

/** The background of an image: `mask[i]` is 1 for a background pixel; the clusters it grew from. */
export interface BackgroundModel {
  mask: Uint8Array;
  clusters: BorderCluster[];
  /** Share (0–1) of the border band that the background clusters explain. */
  borderCoverage: number;
}

interface Cluster {
  n: number;
  l: number;
  a: number;
  b: number;
  /** Bit set of the sides touched: 1 top, 2 bottom, 4 left, 8 right. */
  sides: number;
}

const sq = (v: number) => v * v;
const bits = (s: number) => (s & 1) + ((s >> 1) & 1) + ((s >> 2) & 1) + ((s >> 3) & 1);

/**
 * Which pixels of an image are background, from its border colours.
 * @param lab CIELAB (D65) per pixel, `[L, a, b]` row-major, `width * height * 3` long
 * @param width image width in px
 * @param height image height in px
 * @param skip optional mask (1 = leave out): transparent pixels, neither clustered, nor seeds, nor
 *   reached by the fill (they are not counted as garment by the caller anyway)
 * @returns the background mask (1 = background) and the background clusters of the border
 */
export function backgroundFromBorder(lab: Float32Array, width: number, height: number, skip?: Uint8Array): BackgroundModel {
  const n = width * height;
  const mask = new Uint8Array(n);
  const band = Math.max(1, Math.round(Math.min(width, height) * BORDER_BAND_SHARE));
  const clusters: Cluster[] = [];
  const bandPixels: number[] = [];
  const radius2 = sq(CLUSTER_RADIUS_DE);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sides = (y < band ? 1 : 0) | (y >= height - band ? 2 : 0) | (x < band ? 4 : 0) | (x >= width - band ? 8 : 0);
      if (!sides) continue;
      const i = y * width + x;
      if (skip?.[i]) continue;
      bandPixels.push(i);
      const L = lab[i * 3]!;
      const A = lab[i * 3 + 1]!;
      const B = lab[i * 3 + 2]!;
      let best: Cluster | undefined;
      let bestD = radius2;
      for (const c of clusters) {
        const d = sq(c.l / c.n - L) + sq(c.a / c.n - A) + sq(c.b / c.n - B);
        if (d <= bestD) {
          bestD = d;
          best = c;
        }
      }
      if (best) {
        best.n++;
        best.l += L;
        best.a += A;
        best.b += B;
        best.sides |= sides;
      } else clusters.push({ n: 1, l: L, a: A, b: B, sides });
    }
  }
  const total = bandPixels.length || 1;
  const big = clusters.filter((c) => c.n / total >= MIN_CLUSTER_SHARE).sort((p, q) => q.n - p.n);
  const background = big.filter((c, k) => k === 0 || bits(c.sides) >= 2);
  const means = background.map((c) => [c.l / c.n, c.a / c.n, c.b / c.n] as [number, number, number]);
  const result = (coverage: number): BackgroundModel => ({
    mask,
    clusters: background.map((c, k) => ({ lab: means[k]!, share: c.n / total })),
    borderCoverage: coverage,
  });
  if (!means.length) return result(0);

  /** Squared ΔE to the nearest background cluster. */
  const nearest2 = (i: number) => {
    let best = Infinity;
    for (const m of means) best = Math.min(best, sq(m[0] - lab[i * 3]!) + sq(m[1] - lab[i * 3 + 1]!) + sq(m[2] - lab[i * 3 + 2]!));
    return best;
  };
  const near2 = sq(BACKGROUND_DE);
  const step2 = sq(STEP_DE);
  const shadow2 = sq(SHADOW_DE);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  let covered = 0;
  for (const i of bandPixels) {
    if (nearest2(i) > near2) continue;
    covered++;
    mask[i] = 1;
    queue[tail++] = i;
  }
  while (head < tail) {
    const i = queue[head++]!;
    const x = i % width;
    const neighbours = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
    for (const j of neighbours) {
      if (j < 0 || j >= n || mask[j] || skip?.[j]) continue;
      const d2 = nearest2(j);
      const stepD2 = sq(lab[i * 3]! - lab[j * 3]!) + sq(lab[i * 3 + 1]! - lab[j * 3 + 1]!) + sq(lab[i * 3 + 2]! - lab[j * 3 + 2]!);
      if (d2 <= near2 || (stepD2 <= step2 && d2 <= shadow2)) {
        mask[j] = 1;
        queue[tail++] = j;
      }
    }
  }
  return result(covered / total);
}
