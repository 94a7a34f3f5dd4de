/**
 * Step 4 with silhouettes (issue 23) on synthetic standing figures (tests/fixtures/silhouette-
 * figure.ts): both photos → the front + side variant with the six values near the drawn ones
 * (less the segmenter's edge bias);
 * front only with touching arms → the keypoint estimate and the retake advice; two photos with a
 * frontal 'side' photo or touching arms → RetakeNeeded naming the photo; no mask → noPerson.
 */
import { describe, expect, it } from 'vitest';
import { estimateMeasurements } from '@seamline/shared/domain/body-estimator/estimate';
import { bandedTorso, figure } from '../../tests/fixtures/silhouette-figure';
import { breadthsCm, measureScan, MIN_TORSO_READING_CM, photoSilhouette, RetakeNeeded } from './measure';
import { SEGMENTATION_EDGE_BIAS_CM } from './vision/person-segmenter';

const breadths = { chest: 32, waist: 28, hip: 35 };
const depths = { chest: 24, waist: 21, hip: 23 };
const front = (arms: 'away' | 'touching' = 'away') => figure({ view: 'front', torsoCm: bandedTorso(breadths), arms });
const side = () => figure({ view: 'side', torsoCm: bandedTorso(depths) });

/** The photo and retake code `run` throws as RetakeNeeded (any other error as is), else undefined. */
const retake = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof RetakeNeeded ? { photo: error.photo, problem: error.problem } : error;
  }
  return undefined;
};

describe('measureScan', () => {
  it('front + side: all six values (read within 1.5 cm of the drawn figure; the scale comes from the keypoints), less the segmenter\'s edge bias, feed the front + side variant', () => {
    const m = measureScan(front(), side(), 170);
    expect(m.use).toBe('front-side');
    const drawn = (view: 'front' | 'side') => (view === 'front' ? breadths : depths);
    const keys = {
      front: { chest: 'chestBreadthCm', waist: 'waistBreadthCm', hip: 'hipBreadthCm' },
      side: { chest: 'chestDepthCm', waist: 'waistDepthCm', hip: 'hipDepthCm' },
    } as const;
    for (const view of ['front', 'side'] as const) {
      for (const r of m.readings[view]) {
        expect(Math.abs(r.widthCm - drawn(view)[r.level]), `${view} ${r.level}`).toBeLessThan(1.5);
        // The masks here are exact, so the values come out 2 × the bias below the drawn ones.
        expect(m.silhouette[keys[view][r.level]]).toBeCloseTo(r.widthCm - 2 * SEGMENTATION_EDGE_BIAS_CM, 9);
      }
    }
    expect(m.estimate.hips.variant).toMatch(/front-side/);
    expect(m.estimate.hips.expectedErrorCm).toBeGreaterThan(0);
    expect(m.outlines.front.length).toBeGreaterThan(3);
    expect(m.outlines.side!.length).toBeGreaterThan(3);
    expect(m.readings.front.map((r) => r.level)).toEqual(['chest', 'waist', 'hip']);
    expect(m.frontProblem).toBeUndefined();
  });

  it('front only with arms against the body: the keypoint estimate and the retake advice', () => {
    const f = front('touching');
    const m = measureScan(f, undefined, 170);
    expect(m).toMatchObject({ use: 'none', frontProblem: 'armsTouching', silhouette: {} });
    const { shoulderBreadthCm, hipBreadthCm } = breadthsCm(f.keypoints, 170);
    expect(m.estimate).toEqual(estimateMeasurements({ heightCm: 170, shoulderBreadthCm, hipBreadthCm }));
  });

  it('two photos: a frontal side photo needs a side-on retake, touching arms a front retake', () => {
    expect(retake(() => measureScan(front(), front(), 170))).toEqual({ photo: 'side', problem: 'notSideOn' });
    expect(retake(() => measureScan(front('touching'), side(), 170))).toEqual({ photo: 'front', problem: 'armsTouching' });
  });

  it('a torso run narrower than any body at a level is a mask fragment: noPerson at that level, never a negative value', () => {
    const thin = figure({ view: 'front', torsoCm: bandedTorso({ ...breadths, waist: MIN_TORSO_READING_CM - 2 }), arms: 'away' });
    expect(photoSilhouette(thin, 170, 'front').reading).toEqual({ ok: false, problem: 'noPerson', level: 'waist' });
    expect(measureScan(thin, undefined, 170)).toMatchObject({ use: 'none', frontProblem: 'noPerson', silhouette: {} });
    expect(retake(() => measureScan(thin, side(), 170))).toEqual({ photo: 'front', problem: 'noPerson' });
  });

  it('without a mask the front silhouette is noPerson and the outline empty', () => {
    const { keypoints } = front();
    expect(measureScan({ keypoints }, undefined, 170)).toMatchObject({ use: 'none', frontProblem: 'noPerson', outlines: { front: [] } });
  });
});
