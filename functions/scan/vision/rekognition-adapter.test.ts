/** The Rekognition adapter with a mocked client (aws-sdk-client-mock): count, faces, moderation. */
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DetectFacesCommand,
  DetectLabelsCommand,
  DetectModerationLabelsCommand,
  RekognitionClient,
} from '@aws-sdk/client-rekognition';
import { KEYPOINT_NAMES } from '@seamline/shared/domain/scan/keypoints';
import { rekognitionVision, toPixelBox } from './rekognition-adapter';
import type { VisionPort } from './vision-port';

const rekognition = mockClient(RekognitionClient);
const keypoints = KEYPOINT_NAMES.map((name, i) => ({ name, x: 100, y: 20 + i * 30, score: 0.9 }));
const mask = { data: new Uint8Array(4 * 3).fill(1), width: 4, height: 3 };
const pose: VisionPort = {
  warm: async () => undefined,
  analyze: async () => ({ peopleCount: 1, keypoints, poseScore: 0.9, faces: [], unsafe: false, mask }),
};
const image = { data: new Uint8Array(200 * 600 * 3), width: 200, height: 600, jpeg: Buffer.from([0xff, 0xd8]) };
const vision = rekognitionVision(new RekognitionClient({ region: 'us-east-1' }), pose);
const person = (confidence: number) => ({ Confidence: confidence, BoundingBox: { Left: 0.1, Top: 0, Width: 0.8, Height: 1 } });

describe('rekognition vision adapter', () => {
  beforeEach(() => {
    rekognition.reset();
    rekognition.on(DetectLabelsCommand).resolves({ Labels: [{ Name: 'Person', Instances: [person(99)] }] });
    rekognition.on(DetectFacesCommand).resolves({ FaceDetails: [{ Confidence: 99.5, BoundingBox: { Left: 0.25, Top: 0.05, Width: 0.5, Height: 0.1 } }] });
    rekognition.on(DetectModerationLabelsCommand).resolves({ ModerationLabels: [] });
  });

  it('answers one person, the face box in px and the pose keypoints', async () => {
    const r = await vision.analyze(image);
    expect(r).toMatchObject({ peopleCount: 1, unsafe: false, keypoints });
    // Issue 23: the person mask of the local segmentation model, in the keypoints' grid.
    expect(r.mask).toBe(mask);
    expect(r.faces).toEqual([{ x: 50, y: 30, width: 100, height: 60 }]);
    expect(rekognition.commandCalls(DetectLabelsCommand)[0]!.args[0].input.Image?.Bytes).toEqual(image.jpeg);
  });

  it('counts person instances above the confidence floor', async () => {
    rekognition.on(DetectLabelsCommand).resolves({ Labels: [{ Name: 'Person', Instances: [person(99), person(95), person(40)] }] });
    expect((await vision.analyze(image)).peopleCount).toBe(2);
  });

  it('answers no person (and no keypoints) when Rekognition sees none', async () => {
    rekognition.on(DetectLabelsCommand).resolves({ Labels: [] });
    rekognition.on(DetectFacesCommand).resolves({ FaceDetails: [] });
    const none = await vision.analyze(image);
    expect(none).toMatchObject({ peopleCount: 0, keypoints: [] });
    expect(none.mask).toBeUndefined();
  });

  it('flags explicit content as unsafe', async () => {
    rekognition.on(DetectModerationLabelsCommand).resolves({ ModerationLabels: [{ Name: 'Exposed Male Genitalia', ParentName: 'Explicit Nudity', Confidence: 97 }] });
    expect((await vision.analyze(image)).unsafe).toBe(true);
  });

  it('converts ratio boxes to px', () => {
    expect(toPixelBox({ Left: 0.5, Top: 0.5, Width: 0.25, Height: 0.1 }, 400, 1000)).toEqual({ x: 200, y: 500, width: 100, height: 100 });
  });
});
