/**
 * Local `vision` adapter: @vladmandic/human (MoveNet Lightning for COCO-17 keypoints,
 * BlazeFace for faces) on the tfjs WASM backend, models read from the installed package, no
 * network. One Human instance per execution environment (cold load once). Unsafe content is
 * not judged locally (no moderation model ships with the package): `unsafe` is always false.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { KEYPOINT_NAMES, type Keypoint } from '@seamline/shared/domain/scan/keypoints';
import { REFINE_MARGINS, fuseKeypoints, refineWindow } from './keypoint-refine';
import { packageDir, packageUrl, requireCjs, withFileFetch } from './package-files';
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

let human: Promise<HumanInstance> | undefined;
/** The per-environment Human instance, loaded and warmed on first use. */
function getHuman(): Promise<HumanInstance> {
  human ??= withFileFetch(async () => {
    const { Human } = requireCjs(join(packageDir('@vladmandic/human'), 'dist/human.node-wasm.js')) as { Human: new (c: unknown) => HumanInstance };
    const h = new Human(humanConfig());
    await h.load();
    await h.warmup();
    return h;
  }).catch((error: unknown) => {
    human = undefined;
    throw error;
  });
  return human;
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

export const humanVision: VisionPort = {
  async warm() {
    await getHuman();
  },
  async analyze(image: RgbImage) {
    const h = await getHuman();
    const tensor = h.tf.tensor3d(image.data, [image.height, image.width, 3]);
    try {
      const first = toVisionResult(await h.detect(tensor));
      if (first.keypoints.length === 0) return first;
      const estimates = [first.keypoints];
      for (const margin of REFINE_MARGINS) {
        const w = refineWindow(first.keypoints, image.width, image.height, margin);
        if (w.width < 32 || w.height < 32) continue;
        const crop = await cropTensor(h, image, w);
        const second = await h.detect(crop).then(toVisionResult).finally(() => crop.dispose());
        if (second.keypoints.length > 0) estimates.push(second.keypoints.map((k) => ({ ...k, x: k.x + w.x0, y: k.y + w.y0 })));
      }
      return { ...first, keypoints: fuseKeypoints(estimates) };
    } finally {
      tensor.dispose();
    }
  },
};
