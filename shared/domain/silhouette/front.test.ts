/** Issue 23: front silhouette breadths on synthetic masks, landmark levels and the arms-away check. */
import { describe, expect, it } from 'vitest';
import { bandedTorso, figure, LEVEL_RATIOS } from '../../../tests/fixtures/silhouette-figure';
import { SCAN_MESSAGES } from '../scan/photo-checks';
import { measureFront } from './front';
import { landmarkLevels } from './landmark-levels';

const torso = bandedTorso({ chest: 30, waist: 26, hip: 36 });

describe('landmarkLevels', () => {
  it('puts the floor a malleolus height below the ankles and each level at its ANSUR fraction of stature', () => {
    const f = figure({ view: 'front', torsoCm: torso });
    const levels = landmarkLevels(f.keypoints, f.cmPerPx, f.heightCm)!;
    expect(levels.floorY).toBeCloseTo(f.floorY, 6);
    expect(levels.staturePx).toBeCloseTo(850, 6);
    expect(levels.chestY).toBeCloseTo(f.floorY - LEVEL_RATIOS.chest * 850, 6);
    expect(levels.waistY).toBeCloseTo(f.floorY - LEVEL_RATIOS.waist * 850, 6);
    expect(levels.buttockY).toBeCloseTo(f.floorY - LEVEL_RATIOS.buttock * 850, 6);
    expect(levels.axillaY).toBeLessThan(levels.chestY);
  });

  it('uses ANSUR ratios in anatomical order (axilla > chest > waist > buttock)', () => {
    expect(LEVEL_RATIOS.axilla).toBeGreaterThan(LEVEL_RATIOS.chest);
    expect(LEVEL_RATIOS.chest).toBeGreaterThan(LEVEL_RATIOS.waist);
    expect(LEVEL_RATIOS.waist).toBeGreaterThan(LEVEL_RATIOS.buttock);
    expect(LEVEL_RATIOS.chest).toBeCloseTo(0.727, 2);
    expect(LEVEL_RATIOS.waist).toBeCloseTo(0.602, 2);
    expect(LEVEL_RATIOS.buttock).toBeCloseTo(0.509, 2);
  });

  it('has no levels without an ankle keypoint, and refuses a bad scale', () => {
    const f = figure({ view: 'front', torsoCm: torso });
    expect(landmarkLevels(f.keypoints.filter((k) => !k.name.endsWith('Ankle')), f.cmPerPx, 170)).toBeUndefined();
    expect(() => landmarkLevels(f.keypoints, 0, 170)).toThrow(RangeError);
    expect(() => landmarkLevels(f.keypoints, NaN, 170)).toThrow(RangeError);
  });
});

describe('measureFront', () => {
  it('measures known rectangle breadths within 1 px, excluding the arms', () => {
    for (const staturePx of [850, 1600]) {
      const f = figure({ view: 'front', torsoCm: torso, staturePx, heightPx: Math.round(staturePx / 0.85) + 10, widthPx: Math.round(staturePx * 0.7) });
      const r = measureFront(f);
      if (!r.ok) throw new Error(`unexpected ${r.problem}`);
      expect(Math.abs(r.values.chestBreadthCm - 30)).toBeLessThanOrEqual(f.cmPerPx + 1e-9);
      expect(Math.abs(r.values.waistBreadthCm - 26)).toBeLessThanOrEqual(f.cmPerPx + 1e-9);
      expect(Math.abs(r.values.hipBreadthCm - 36)).toBeLessThanOrEqual(f.cmPerPx + 1e-9);
      expect(r.readings.map((x) => x.level)).toEqual(['chest', 'waist', 'hip']);
      expect(r.readings[0]!.y).toBe(Math.round(r.levels.chestY));
      expect(r.readings[1]!.y).toBe(Math.round(r.levels.waistY));
    }
  });

  it('measures an elliptical torso within 1 px of its analytic width at each level', () => {
    // A torso whose outline is an ellipse: half-width 16 cm at h = 0.62, vertical semi-axis 0.3 of stature.
    const halfWidthCm = (h: number) => 16 * Math.sqrt(Math.max(0, 1 - ((h - 0.62) / 0.3) ** 2));
    const f = figure({ view: 'front', torsoCm: (h) => 2 * halfWidthCm(h) });
    const r = measureFront(f);
    if (!r.ok) throw new Error(`unexpected ${r.problem}`);
    const at = (y: number) => 2 * halfWidthCm((f.floorY - (y + 0.5)) / f.staturePx);
    for (const reading of r.readings) expect(Math.abs(reading.widthCm - at(reading.y))).toBeLessThanOrEqual(f.cmPerPx + 1e-9);
    // The hip breadth is the greatest in the search window: the row nearest the ellipse's centre line wins.
    const hipRow = r.readings[2]!;
    expect(at(hipRow.y)).toBeGreaterThanOrEqual(at(Math.round(r.levels.buttockY)) - 1e-9);
  });

  it('takes the greatest breadth around the buttock level', () => {
    const h0 = LEVEL_RATIOS.buttock;
    const f = figure({ view: 'front', torsoCm: (h) => (h > h0 - 0.02 && h < h0 - 0.01 ? 38 : torso(h)) });
    const r = measureFront(f);
    if (!r.ok) throw new Error(`unexpected ${r.problem}`);
    expect(Math.abs(r.values.hipBreadthCm - 38)).toBeLessThanOrEqual(f.cmPerPx + 1e-9);
  });

  it('answers armsTouching when an arm touches the torso (no background gap) or is not seen', () => {
    const touching = measureFront(figure({ view: 'front', torsoCm: torso, arms: 'touching' }));
    expect(touching).toMatchObject({ ok: false, problem: 'armsTouching' });
    expect(measureFront(figure({ view: 'front', torsoCm: torso, arms: 'unseen' }))).toMatchObject({ ok: false, problem: 'armsTouching' });
    expect(SCAN_MESSAGES.armsTouching).toBe('Hold your arms a little away from your body.');
  });

  it('answers framing without ankles and noPerson when the midline misses the mask', () => {
    const f = figure({ view: 'front', torsoCm: torso });
    expect(measureFront({ ...f, keypoints: f.keypoints.filter((k) => !k.name.endsWith('Ankle')) })).toMatchObject({ ok: false, problem: 'framing' });
    const empty = { ...f.mask, data: new Uint8Array(f.mask.data.length) };
    expect(measureFront({ ...f, mask: empty })).toMatchObject({ ok: false, problem: 'noPerson' });
    expect(() => measureFront({ ...f, mask: { ...f.mask, width: 7 } })).toThrow(RangeError);
  });
});
