/** The pure photo checks: each problem answers its own actionable message. */
import { describe, expect, it } from 'vitest';
import { KEYPOINT_NAMES, type Keypoint } from './keypoints';
import { SCAN_MESSAGES, photoProblem, type PhotoFacts } from './photo-checks';

/** A front-facing person 100–500 px tall in a 400×600 image (person's left on the image right). */
function standing(over: Partial<Record<Keypoint['name'], Partial<Keypoint>>> = {}): Keypoint[] {
  const base: Record<string, [number, number]> = {
    nose: [200, 100], leftEye: [210, 90], rightEye: [190, 90], leftEar: [220, 95], rightEar: [180, 95],
    leftShoulder: [250, 160], rightShoulder: [150, 160], leftElbow: [265, 250], rightElbow: [135, 250],
    leftWrist: [270, 320], rightWrist: [130, 320], leftHip: [230, 320], rightHip: [170, 320],
    leftKnee: [230, 420], rightKnee: [170, 420], leftAnkle: [230, 520], rightAnkle: [170, 520],
  };
  return KEYPOINT_NAMES.map((name) => ({ name, x: base[name]![0], y: base[name]![1], score: 0.8, ...over[name] }));
}
const facts = (f: Partial<PhotoFacts> = {}): PhotoFacts => ({ peopleCount: 1, keypoints: standing(), unsafe: false, width: 400, height: 600, ...f });

describe('photoProblem', () => {
  it('accepts a framed, front-facing single person', () => expect(photoProblem(facts())).toBeUndefined());
  it('refuses unsafe content first', () => expect(photoProblem(facts({ unsafe: true, peopleCount: 0 }))).toBe('unsafe'));
  it('finds no person', () => expect(photoProblem(facts({ peopleCount: 0, keypoints: [] }))).toBe('noPerson'));
  it('finds more than one person', () => expect(photoProblem(facts({ peopleCount: 2 }))).toBe('manyPeople'));
  it('wants the feet in the frame', () => {
    expect(photoProblem(facts({ keypoints: standing({ leftAnkle: { score: 0.1 } }) }))).toBe('framing');
    expect(photoProblem(facts({ keypoints: standing({ rightAnkle: { y: 599 } }) }))).toBe('framing');
  });
  it('wants the head in the frame', () => {
    const low = { score: 0.05 };
    expect(photoProblem(facts({ keypoints: standing({ nose: low, leftEye: low, rightEye: low, leftEar: low, rightEar: low }) }))).toBe('framing');
  });
  it('wants the person facing the camera (a back view mirrors the shoulders)', () => {
    expect(photoProblem(facts({ keypoints: standing({ leftShoulder: { x: 150 }, rightShoulder: { x: 250 } }) }))).toBe('facing');
    expect(photoProblem(facts({ keypoints: standing({ leftShoulder: { x: 205 }, rightShoulder: { x: 195 } }) }))).toBe('facing');
  });
  it('skips the facing check for the side photo (issue 23: side-on is checked on the silhouette)', () => {
    const sideOn = facts({ keypoints: standing({ leftShoulder: { x: 201 }, rightShoulder: { x: 199 } }) });
    expect(photoProblem(sideOn, 'side')).toBeUndefined();
    expect(photoProblem(facts({ peopleCount: 2 }), 'side')).toBe('manyPeople');
  });
  it('has an actionable message for each problem', () => {
    expect(SCAN_MESSAGES.framing).toBe('Your head and feet must both be in the photo. Step back and try again.');
  });
});
