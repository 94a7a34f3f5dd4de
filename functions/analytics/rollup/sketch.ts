/**
 * Quantile sketches of the real-user metrics (issue 21): DDSketch (`@datadog/sketches-js`) with 1 %
 * relative accuracy — a quantile read from a sketch is within 1 % of the value at that rank, and
 * sketches of many hours, pages and browsers merge without losing that guarantee.
 *
 * Stored in a compact sparse form ({@link encodeSketch}): the library's protobuf writes its whole
 * dense bin array as doubles (≥ 1 KB per non-empty sketch, 128-bin chunks), ours writes only the
 * occupied bins as varints — a day's LCP of one page is typically 50–300 bytes.
 */
import { DDSketch } from '@datadog/sketches-js';
import type { ByteReader, ByteWriter } from './bytes';

/** Relative accuracy of every stored sketch (sketches of different accuracy do not merge). */
export const SKETCH_RELATIVE_ACCURACY = 0.01;

/** The sketched metrics: web vitals (ms; CLS unitless), score (0–100), memory usedMB, session ms, API average ms. */
export const SKETCH_METRICS = ['lcp', 'inp', 'cls', 'fcp', 'ttfb', 'score', 'memory', 'session', 'api'] as const;
export type SketchMetric = (typeof SKETCH_METRICS)[number];

export function newSketch(): DDSketch {
  return new DDSketch({ relativeAccuracy: SKETCH_RELATIVE_ACCURACY });
}

/**
 * Append `sketch` to `out`: zero count, sum (float64), number of occupied bins, then per bin the
 * key delta (zigzag varint) and count (varint). Values are never negative here (all metrics ≥ 0)
 * and every value is added with weight 1, so counts are integers.
 */
export function writeSketch(out: ByteWriter, sketch: DDSketch): void {
  const store = sketch.store;
  const bins: [number, number][] = [];
  for (let i = 0; i < store.bins.length; i++) {
    const c = store.bins[i]!;
    if (c > 0) bins.push([i + store.offset, Math.round(c)]);
  }
  out.varint(Math.round(sketch.zeroCount));
  out.float64(sketch.sum);
  out.varint(bins.length);
  let previous = 0;
  for (const [key, count] of bins) {
    out.zigzag(key - previous);
    out.varint(count);
    previous = key;
  }
}

/** A sketch written by {@link writeSketch} (count, zero count, sum and bins; min / max are not kept). */
export function readSketch(input: ByteReader): DDSketch {
  const sketch = newSketch();
  const zero = input.varint();
  sketch.sum = input.float64();
  const n = input.varint();
  const keys: number[] = new Array<number>(n);
  const counts: number[] = new Array<number>(n);
  let key = 0;
  let count = zero;
  for (let i = 0; i < n; i++) {
    key += input.zigzag();
    keys[i] = key;
    counts[i] = input.varint();
    count += counts[i]!;
  }
  if (n) {
    // Fill the dense store in one allocation (adding bin by bin re-grows and copies its array).
    const store = sketch.store;
    const min = keys[0]!;
    const bins = new Array<number>(keys[n - 1]! - min + 1).fill(0);
    for (let i = 0; i < n; i++) bins[keys[i]! - min] = counts[i]!;
    store.bins = bins;
    store.offset = min;
    store.minKey = min;
    store.maxKey = keys[n - 1]!;
    store.count = count - zero;
  }
  sketch.zeroCount = zero;
  sketch.count = count;
  return sketch;
}

/** The value at quantile `q` (0–1), or null for an empty sketch. */
export function quantileOf(sketch: DDSketch | undefined, q: number): number | null {
  if (!sketch || sketch.count <= 0) return null;
  const v = sketch.getValueAtQuantile(q);
  return Number.isFinite(v) ? v : null;
}

/**
 * Take one value out of `sketch` (issue 35: a session's or page view's earlier value replaced by
 * its latest). Exact when `value` was added to this sketch before: the same bin (DDSketch maps a
 * value to one key) loses one count, and the sum the value. Values ≤ the mapping's smallest
 * indexable value sit in the zero bucket, as in `accept`.
 */
export function sketchRemove(sketch: DDSketch, value: number): void {
  if (sketch.count <= 0) return;
  if (value > sketch.mapping.minPossible) sketch.store.add(sketch.mapping.key(value), -1);
  else sketch.zeroCount = Math.max(0, sketch.zeroCount - 1);
  sketch.count -= 1;
  sketch.sum -= value;
}
