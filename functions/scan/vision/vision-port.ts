/**
 * The `vision` port (ARCHITECTURE §9): the questions the scan pipeline asks of a photo. Two
 * adapters answer them: `human-adapter.ts` (local, models shipped in npm packages) and
 * `rekognition-adapter.ts` (AWS Rekognition for people, faces and moderation; keypoints from
 * the same local pose model). Coordinates are pixels of the image given to `analyze`.
 */
import type { Keypoint, KeypointName } from '@seamline/shared/domain/scan/keypoints';
import type { PersonMask } from '@seamline/shared/domain/silhouette/mask';

export type { Keypoint, KeypointName, PersonMask };

/** An axis-aligned box in px: left, top, width, height. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An RGB image, 3 bytes per pixel, row-major (sharp `raw()` output). */
export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
  /** The same image encoded as JPEG (Rekognition takes encoded bytes). */
  jpeg?: Buffer;
}

/** What the vision port answers about one photo. */
export interface VisionResult {
  /** People seen in the photo (persons detected, not only faces). */
  peopleCount: number;
  /** COCO-17 keypoints of the most prominent person; empty when none. */
  keypoints: Keypoint[];
  /** Pose score of that person, 0–1. */
  poseScore: number;
  /** Face boxes (for the people count check and for blurring retained photos). */
  faces: Box[];
  /** True when the photo shows unsafe content (nudity, violence …). */
  unsafe: boolean;
  /**
   * Binary person mask (row-major, 1 = person) of that person in the SAME pixel grid as the
   * keypoints (the image given to `analyze`), from the local segmentation model
   * (`person-segmenter.ts`, issue 23); absent when no person was found.
   */
  mask?: PersonMask;
}

export interface VisionPort {
  /** Load models (once per execution environment); idempotent. */
  warm(): Promise<void>;
  analyze(image: RgbImage): Promise<VisionResult>;
}
