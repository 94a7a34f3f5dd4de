/**
 * AWS `vision` adapter: Rekognition answers people count (DetectLabels 'Person' instances),
 * face boxes (DetectFaces) and unsafe content (DetectModerationLabels); keypoints come from the
 * same local pose model as the local adapter (Rekognition has no body keypoints), and so does
 * the person mask (the local segmentation model; Rekognition has no segmentation). The three
 * calls and the pose model run concurrently.
 */
import type {
  RekognitionClient} from '@aws-sdk/client-rekognition';
import {
  DetectFacesCommand,
  DetectLabelsCommand,
  DetectModerationLabelsCommand,
  type BoundingBox,
} from '@aws-sdk/client-rekognition';
import type { Box, RgbImage, VisionPort, VisionResult } from './vision-port';

/** Minimum Rekognition confidence (percent) for a person, a face or a moderation label. */
export const MIN_PERSON_CONFIDENCE = 80;
export const MIN_FACE_CONFIDENCE = 90;
export const MIN_MODERATION_CONFIDENCE = 60;
/** Moderation top-level categories that make a scan photo unusable. */
export const UNSAFE_CATEGORIES = new Set([
  'Explicit Nudity',
  'Explicit',
  'Non-Explicit Nudity of Intimate parts and Kissing',
  'Violence',
  'Visually Disturbing',
  'Hate Symbols',
]);

/** A Rekognition bounding box (ratios of the image size) in px. */
export function toPixelBox(b: BoundingBox | undefined, width: number, height: number): Box {
  return {
    x: (b?.Left ?? 0) * width,
    y: (b?.Top ?? 0) * height,
    width: (b?.Width ?? 0) * width,
    height: (b?.Height ?? 0) * height,
  };
}

/**
 * The Rekognition adapter.
 * @param client a Rekognition client (one per execution environment).
 * @param pose the adapter whose keypoints are used (the local Human adapter).
 */
export function rekognitionVision(client: RekognitionClient, pose: VisionPort): VisionPort {
  return {
    warm: () => pose.warm(),
    async analyze(image: RgbImage): Promise<VisionResult> {
      if (!image.jpeg) throw new Error('rekognitionVision needs the JPEG encoding of the image');
      const Image = { Bytes: image.jpeg };
      const [labels, faces, moderation, body] = await Promise.all([
        client.send(new DetectLabelsCommand({ Image, MinConfidence: MIN_PERSON_CONFIDENCE, Settings: { GeneralLabels: { LabelInclusionFilters: ['Person'] } } })),
        client.send(new DetectFacesCommand({ Image, Attributes: ['DEFAULT'] })),
        client.send(new DetectModerationLabelsCommand({ Image, MinConfidence: MIN_MODERATION_CONFIDENCE })),
        pose.analyze(image),
      ]);
      const person = labels.Labels?.find((l) => l.Name === 'Person');
      const people = (person?.Instances ?? []).filter((i) => (i.Confidence ?? 0) >= MIN_PERSON_CONFIDENCE).length;
      const faceBoxes = (faces.FaceDetails ?? [])
        .filter((f) => (f.Confidence ?? 0) >= MIN_FACE_CONFIDENCE)
        .map((f) => toPixelBox(f.BoundingBox, image.width, image.height));
      const unsafe = (moderation.ModerationLabels ?? []).some(
        (l) => UNSAFE_CATEGORIES.has(l.ParentName || l.Name || '') || UNSAFE_CATEGORIES.has(l.Name ?? ''),
      );
      return {
        peopleCount: Math.max(people, faceBoxes.length),
        keypoints: people > 0 || faceBoxes.length > 0 ? body.keypoints : [],
        poseScore: body.poseScore,
        ...((people > 0 || faceBoxes.length > 0) && body.mask ? { mask: body.mask } : {}),
        faces: faceBoxes,
        unsafe,
      };
    },
  };
}
