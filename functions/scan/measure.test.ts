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

  it('issue 35: the same figure photographed smaller (coarser pixels) gets a wider ± for bust, waist and hips, never a narrower one', () => {
    const at = (staturePx: number) => measureScan(
      figure({ view: 'front', torsoCm: bandedTorso(breadths), arms: 'away', staturePx, widthPx: Math.round(staturePx * 0.7), heightPx: Math.round(staturePx * 1.18) }),
      undefined, 170, { sex: 'female' },
    );
    const [sharp, coarse] = [at(850), at(100)];
    expect(sharp.error).toMatchObject({ factor: 1, quality: 'good', reasons: [] });
    expect(sharp.error.photos.front!.cmPerPx).toBeCloseTo(170 / 850, 1);
    expect(coarse.error.factor).toBeGreaterThan(1.25);
    expect(coarse.error).toMatchObject({ quality: 'fair', reasons: ['coarsePhoto'] });
    for (const t of ['bust', 'waist', 'hips'] as const) expect(coarse.estimate[t].expectedErrorCm, t).toBeGreaterThan(sharp.estimate[t].expectedErrorCm);
    for (const t of ['inseam', 'armLength', 'shoulderWidth'] as const) expect(coarse.estimate[t].expectedErrorCm, t).toBeGreaterThanOrEqual(sharp.estimate[t].expectedErrorCm);
  });

  it('issue 35: a side photo turned away from side-on (within the side-on check) widens the ± by the turned depth it reads', () => {
    const sideOn = measureScan(front(), side(), 170, { sex: 'male' });
    const turned = measureScan(front(), figure({ view: 'side', torsoCm: bandedTorso(depths), shoulderSpreadPx: 45 }), 170, { sex: 'male' });
    expect(sideOn.error.photos.side!.turnSin).toBeLessThan(0.05);
    expect(sideOn.error.reasons).not.toContain('sideTurned');
    expect(turned.error.photos.side!.turnSin).toBeGreaterThan(0.2);
    expect(turned.error.reasons).toContain('sideTurned');
    expect(turned.error.factor).toBeGreaterThan(sideOn.error.factor);
    expect(turned.estimate.hips.expectedErrorCm).toBeGreaterThan(sideOn.estimate.hips.expectedErrorCm);
  });

  it('issue 35: a front photo whose outline cannot be measured is poor quality, its reason outlineNotMeasured', () => {
    expect(measureScan(front('touching'), undefined, 170).error).toMatchObject({ quality: 'poor', reasons: ['outlineNotMeasured'], factor: 1, photos: {} });
  });

  it('without a mask the front silhouette is noPerson and the outline empty', () => {
    const { keypoints } = front();
    expect(measureScan({ keypoints }, undefined, 170)).toMatchObject({ use: 'none', frontProblem: 'noPerson', outlines: { front: [] } });
  });
});
