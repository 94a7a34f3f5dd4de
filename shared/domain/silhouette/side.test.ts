/** Issue 23: side silhouette depths on synthetic masks and the side-on check. */
import { describe, expect, it } from 'vitest';
import { bandedTorso, figure, LEVEL_RATIOS } from '../../../tests/fixtures/silhouette-figure';
import { SCAN_MESSAGES } from '../scan/photo-checks';
import { measureSide, SIDE_MAX_SHOULDER_SPREAD } from './side';

const depths = bandedTorso({ chest: 24, waist: 21, hip: 23 });

describe('measureSide', () => {
  it('measures known depths within 1 px with the hanging arm inside the outline', () => {
    const f = figure({ view: 'side', torsoCm: depths });
    const r = measureSide(f);
    if (!r.ok) throw new Error(`unexpected ${r.problem}`);
    expect(Math.abs(r.values.chestDepthCm - 24)).toBeLessThanOrEqual(f.cmPerPx + 1e-9);
    expect(Math.abs(r.values.waistDepthCm - 21)).toBeLessThanOrEqual(f.cmPerPx + 1e-9);
    expect(Math.abs(r.values.hipDepthCm - 23)).toBeLessThanOrEqual(f.cmPerPx + 1e-9);
  });

  it('finds the buttock depth at the greatest protrusion (an elliptical bulge near the buttock level)', () => {
    const centre = LEVEL_RATIOS.buttock + 0.012;
    const bulge = (h: number) => 2 * 13 * Math.sqrt(Math.max(0, 1 - ((h - centre) / 0.08) ** 2));
    const f = figure({ view: 'side', torsoCm: (h) => Math.max(depths(h), bulge(h)) });
    const r = measureSide(f);
    if (!r.ok) throw new Error(`unexpected ${r.problem}`);
    expect(Math.abs(r.values.hipDepthCm - 26)).toBeLessThanOrEqual(f.cmPerPx + 1e-9);
    expect(Math.abs(r.readings[2]!.y - (f.floorY - centre * f.staturePx))).toBeLessThanOrEqual(3);
  });

  it('accepts a slight turn (shoulders a little apart)', () => {
    const spread = 0.8 * SIDE_MAX_SHOULDER_SPREAD * 850;
    expect(measureSide(figure({ view: 'side', torsoCm: depths, shoulderSpreadPx: spread })).ok).toBe(true);
  });

  it('answers notSideOn for a frontal photo given as the side photo (by the shoulders, or by the width when a shoulder is unseen)', () => {
    const frontal = figure({ view: 'front', torsoCm: bandedTorso({ chest: 30, waist: 26, hip: 36 }) });
    expect(measureSide(frontal)).toMatchObject({ ok: false, problem: 'notSideOn' });
    const oneShoulder = frontal.keypoints.map((k) => (k.name === 'leftShoulder' ? { ...k, score: 0.05 } : k));
    expect(measureSide({ ...frontal, keypoints: oneShoulder })).toMatchObject({ ok: false, problem: 'notSideOn' });
    expect(measureSide(figure({ view: 'side', torsoCm: depths, shoulderSpreadPx: 0.15 * 850 }))).toMatchObject({ ok: false, problem: 'notSideOn' });
    expect(SCAN_MESSAGES.notSideOn).toBe('Turn 90° so your side faces the camera.');
  });

  it('answers framing without ankles', () => {
    const f = figure({ view: 'side', torsoCm: depths });
    expect(measureSide({ ...f, keypoints: f.keypoints.filter((k) => !k.name.endsWith('Ankle')) })).toMatchObject({ ok: false, problem: 'framing' });
  });
});
