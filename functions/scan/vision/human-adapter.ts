/**
 * Local `vision` adapter: @vladmandic/human (MoveNet Lightning for COCO-17 keypoints,
 * BlazeFace for faces) on the tfjs WASM backend, models read from the installed package, no
 * network. One Human instance per execution environment (cold load once). Unsafe content is
 * judged by the nsfwjs MobileNet v2 classifier (`unsafe-classifier.ts`), loaded on the same
 * tfjs engine as soon as Human has set up the WASM backend, alongside Human's own models, and
 * so is the person segmentation model (`person-segmenter.ts`) that gives the mask.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { KEYPOINT_NAMES, type Keypoint } from '@seamline/shared/domain/scan/keypoints';
import { REFINE_MARGINS, fuseKeypoints, refineWindow } from './keypoint-refine';
import { packageDir, packageUrl, requireCjs, withFileFetch } from './package-files';
import { isUnsafe, loadUnsafeClassifier, type ScoreImage } from './unsafe-classifier';
import { loadPersonSegmenter, type SegmentPerson } from './person-segmenter';
import type { Box, RgbImage, VisionPort, VisionResult } from './vision-port';

/** Minimum BlazeFace score for a face to count as a person (0.22 false faces were seen on ties). */
export const MIN_FACE_SCORE = 0.5;
/** Minimum MoveNet pose score for a person to count as present. */
export const MIN_POSE_SCORE = 0.25;

interface HumanResult {
  body: { score: number; keypoints: { part: string; position: number[]; score: number }[] }[];
  face: { score: number; box: [number, number, number, number] }[];
}
interface Tensor {
  dispose(): void;
}
interface HumanInstance {
  init(): Promise<void>;
  load(): Promise<void>;
  warmup(): Promise<unknown>;
  detect(input: unknown): Promise<HumanResult>;
  tf: {
    tensor3d(data: Uint8Array, shape: [number, number, number]): Tensor;
  };
}

/** The Human configuration: body + face detector only, no frame caching (each photo is new). */
export function humanConfig(): Record<string, unknown> {
  const off = { enabled: false };
  return {
    backend: 'wasm',
    wasmPath: packageUrl('@tensorflow/tfjs-backend-wasm', 'dist'),
    modelBasePath: packageUrl('@vladmandic/human', 'models'),
    debug: false,
    cacheSensitivity: 0,
    filter: off,
    body: { enabled: true, modelPath: 'movenet-lightning.json', maxDetected: 1, skipFrames: 0, skipTime: 0, minConfidence: 0.1 },
    face: {
      enabled: true,
      detector: { modelPath: 'blazeface.json', maxDetected: 5, rotation: false, skipFrames: 0, skipTime: 0, minConfidence: 0.2 },
      mesh: off, iris: off, emotion: off, description: off, antispoof: off, liveness: off, attention: off,
    },
    hand: off, object: off, gesture: off, segmentation: off,
  };
}

/** Forget a failed load so that the next call tries again. */
const retrying = <T>(p: Promise<T>, reset: () => void): Promise<T> =>
  p.catch((error: unknown) => {
    reset();
    throw error;
  });

let backend: Promise<HumanInstance> | undefined;
/** The per-environment Human instance with its tfjs WASM backend set up (models not loaded yet). */
function humanBackend(): Promise<HumanInstance> {
  backend ??= retrying(
    withFileFetch(async () => {
      const { Human } = requireCjs(join(packageDir('@vladmandic/human'), 'dist/human.node-wasm.js')) as { Human: new (c: unknown) => HumanInstance };
      const h = new Human(humanConfig());
      await h.init();
      return h;
    }),
    () => (backend = undefined),
  );
  return backend;
}

let human: Promise<HumanInstance> | undefined;
/** The per-environment Human instance, its models loaded and warmed on first use. */
function getHuman(): Promise<HumanInstance> {
  human ??= retrying(
    humanBackend().then((h) =>
      withFileFetch(async () => {
        await h.load();
        await h.warmup();
        return h;
      }),
    ),
    () => (human = undefined),
  );
  return human;
}

let classifier: Promise<ScoreImage> | undefined;
/**
 * The per-environment unsafe-content classifier, loaded once Human's WASM backend is set up
 * (so both run on it), concurrently with Human's model load.
 */
function getClassifier(): Promise<ScoreImage> {
  classifier ??= retrying(humanBackend().then(loadUnsafeClassifier), () => (classifier = undefined));
  return classifier;
}

let segmenter: Promise<SegmentPerson> | undefined;
/** The per-environment person segmenter (issue 23), loaded on Human's WASM backend like the classifier. */
function getSegmenter(): Promise<SegmentPerson> {
  segmenter ??= retrying(humanBackend().then(loadPersonSegmenter), () => (segmenter = undefined));
  return segmenter;
}

/** Convert Human's result into the port's answer. */
export function toVisionResult(r: HumanResult): VisionResult {
  const faces: Box[] = r.face
    .filter((f) => f.score >= MIN_FACE_SCORE)
    .map(({ box: [x, y, width, height] }) => ({ x, y, width, height }));
  const body = r.body[0];
  const present = body !== undefined && body.score >= MIN_POSE_SCORE;
  const keypoints: Keypoint[] = present
    ? KEYPOINT_NAMES.map((name) => {
        const k = body.keypoints.find((p) => p.part === name);
        return { name, x: k?.position[0] ?? 0, y: k?.position[1] ?? 0, score: k?.score ?? 0 };
      })
    : [];
  return { peopleCount: Math.max(faces.length, present ? 1 : 0), keypoints, poseScore: body?.score ?? 0, faces, unsafe: false };
}

/** A region of the image as a new tensor (cropped with sharp); the caller disposes it. */
async function cropTensor(h: HumanInstance, image: RgbImage, w: { x0: number; y0: number; width: number; height: number }) {
  const pixels = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .extract({ left: w.x0, top: w.y0, width: w.width, height: w.height })
    .raw()
    .toBuffer();
  return h.tf.tensor3d(new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.length), [w.height, w.width, 3]);
}

/** The five class scores of the local unsafe-content classifier (loaded on first use) for an image. */
export const scoreUnsafe: ScoreImage = async (image) => (await getClassifier())(image);

/**
 * A local adapter.
 * @param unsafeScorer loads (once) the scorer whose Porn + Hentai decide `unsafe`
 *   ({@link isUnsafe}); without one, `unsafe` is always false.
 */
export function humanAdapter(unsafeScorer?: () => Promise<ScoreImage>): VisionPort {
  const ready = () => Promise.all([getHuman(), unsafeScorer?.(), getSegmenter()]);
  return {
    async warm() {
      await ready();
    },
    async analyze(image: RgbImage) {
      const [h, score, segment] = await ready();
      const unsafe = score ? isUnsafe(await score(image)) : false;
      const tensor = h.tf.tensor3d(image.data, [image.height, image.width, 3]);
      try {
        const first = { ...toVisionResult(await h.detect(tensor)), unsafe };
        if (first.keypoints.length === 0) return first;
        const estimates = [first.keypoints];
        for (const margin of REFINE_MARGINS) {
          const w = refineWindow(first.keypoints, image.width, image.height, margin);
          if (w.width < 32 || w.height < 32) continue;
          const crop = await cropTensor(h, image, w);
          const second = await h.detect(crop).then(toVisionResult).finally(() => crop.dispose());
          if (second.keypoints.length > 0) estimates.push(second.keypoints.map((k) => ({ ...k, x: k.x + w.x0, y: k.y + w.y0 })));
        }
        const keypoints = fuseKeypoints(estimates);
        return { ...first, keypoints, mask: await segment(image, keypoints) };
      } finally {
        tensor.dispose();
      }
    },
  };
}

/** The local adapter: Human for people, keypoints and faces; the nsfwjs model for unsafe content. */
export const humanVision = humanAdapter(getClassifier);
/** Human + segmentation only (`unsafe` always false): the keypoint source of the Rekognition adapter, which moderates with AWS. */
export const humanPose = humanAdapter();
