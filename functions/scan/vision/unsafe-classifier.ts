/**
 * Local unsafe-content classifier behind the `vision` port's `unsafe` answer (ARCHITECTURE §9):
 * the nsfwjs "MobileNetV2Mid" model (MobileNet v2, 224×224 input, five classes, a TF.js graph
 * model of ≈ 4.3 MB uint8-quantized weights, MIT, Infinite Red). Only the model files are taken
 * from the `nsfwjs` package (`dist/models/mobilenet_v2_mid/*.min.js`: the model topology and the
 * base64 weight shards wrapped in CommonJS modules); nsfwjs' own code is not loaded, because its
 * entry imports the full `@tensorflow/tfjs` (≈ 280 ms of cold start, measured in a first
 * attempt). The graph runs with `@tensorflow/tfjs-converter` on the tfjs-core engine Human has
 * already set to the WASM backend, and the preprocessing is nsfwjs 4.3's own, unchanged in 4.4 (`NSFWJS.infer`
 * in dist/esm/core.js): pixels / 255, bilinear resize to 224×224 with aligned corners; the
 * output is a softmax.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as TfConverter from '@tensorflow/tfjs-converter';
import type * as TfCore from '@tensorflow/tfjs-core';
import { graphModelArtifacts, packageDir, requireCjs, type GraphModelJson } from './package-files';
import { EXPLICIT_THRESHOLD, UNSAFE_CLASSES, type ScoreImage, type UnsafeScores } from '../../_core/image-moderation/unsafe-scores';

// The classes, scores and threshold live in the core layer (image moderation uses them too).
export { EXPLICIT_THRESHOLD, UNSAFE_CLASSES, type ScoreImage, type UnsafeClass, type UnsafeScores } from '../../_core/image-moderation/unsafe-scores';

/** Seamline's rule: unsafe when Porn + Hentai ≥ {@link EXPLICIT_THRESHOLD}. */
export function isUnsafe(scores: Pick<UnsafeScores, 'Porn' | 'Hentai'>): boolean {
  return scores.Porn + scores.Hentai >= EXPLICIT_THRESHOLD;
}

/** Side (px) of the model's square input. */
export const MODEL_INPUT_SIDE = 224;
/** The nsfwjs model folder and its weight shards (`group1-shard{i}of{n}`). */
const MODEL_DIR = 'dist/models/mobilenet_v2_mid';
const SHARDS = ['group1-shard1of2', 'group1-shard2of2'];

/** A CommonJS module's export, read once and dropped from the require cache. */
function loadOnce<T>(file: string): T {
  const value = requireCjs(file) as T;
  delete requireCjs.cache[requireCjs.resolve(file)];
  return value;
}

/**
 * The bytes of a weight shard module (`….exports="<base64>"` in a browserify wrapper), read as
 * text and decoded: ≈ 30 ms for the 5.6 MB shard against ≈ 290 ms to compile it with require
 * (measured here under load). A size mismatch with the weight specs fails loadGraphModel.
 */
function shardBytes(file: string): Buffer {
  const text = readFileSync(file, 'latin1');
  const marker = '.exports="';
  const start = text.indexOf(marker) + marker.length;
  const end = text.indexOf('"', start);
  if (start < marker.length || end < 0) throw new Error(`no base64 weight string in ${file}`);
  return Buffer.from(text.slice(start, end), 'base64');
}

/** The graph model's artifacts (topology + weights) from the nsfwjs package, as tf.io expects them. */
export function modelArtifacts(): TfCore.io.ModelArtifacts {
  const dir = join(packageDir('nsfwjs'), MODEL_DIR);
  const json = loadOnce<GraphModelJson>(join(dir, 'model.min.js'));
  const shards = new Map(SHARDS.map((s) => [s, shardBytes(join(dir, `${s}.min.js`))]));
  const paths = json.weightsManifest.flatMap((g) => g.paths);
  const parts = paths.map((p) => {
    const shard = shards.get(p);
    if (!shard) throw new Error(`nsfwjs weight shard ${p} is not bundled in ${dir}`);
    return shard;
  });
  return graphModelArtifacts(json, parts);
}


/**
 * Load the classifier on the tfjs engine as it is (call it once Human has set the WASM
 * backend, so that both share it) and warm it with one prediction on zeros.
 * @returns the scoring function.
 */
export async function loadUnsafeClassifier(): Promise<ScoreImage> {
  const tf = requireCjs('@tensorflow/tfjs-core') as typeof TfCore;
  const { loadGraphModel } = requireCjs('@tensorflow/tfjs-converter') as typeof TfConverter;
  const model = await loadGraphModel(tf.io.fromMemory(modelArtifacts()));
  const predict = async (input: () => TfCore.Tensor4D): Promise<UnsafeScores> => {
    const out = tf.tidy(() => model.predict(input()) as TfCore.Tensor);
    try {
      const p = await out.data();
      return Object.fromEntries(UNSAFE_CLASSES.map((c, i) => [c, p[i] ?? 0])) as UnsafeScores;
    } finally {
      out.dispose();
    }
  };
  await predict(() => tf.zeros([1, MODEL_INPUT_SIDE, MODEL_INPUT_SIDE, 3]));
  return (image) =>
    predict(() => {
      const pixels = tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
      const normalized = tf.div<TfCore.Tensor3D>(tf.cast(pixels, 'float32'), 255);
      const resized = tf.image.resizeBilinear(normalized, [MODEL_INPUT_SIDE, MODEL_INPUT_SIDE], true);
      return tf.reshape(resized, [1, MODEL_INPUT_SIDE, MODEL_INPUT_SIDE, 3]);
    });
}
