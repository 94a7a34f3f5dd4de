import { describe, expect, it } from 'vitest';
import coefficients from './coefficients.json' with { type: 'json' };
import { headOffsetRatio, keypointBreadthCm, pixelScaleCmPerPx } from './pixel-scale';

const r = coefficients.pixelScale;

describe('pixel scale', () => {
  it('ANSUR-derived ratios are anatomically plausible fractions of stature', () => {
    expect(r.malleolusHeight).toBeGreaterThan(0.03);
    expect(r.malleolusHeight).toBeLessThan(0.05);
    expect(r.tragionTop).toBeGreaterThan(0.065);
    expect(r.tragionTop).toBeLessThan(0.085);
    expect(headOffsetRatio('vertex')).toBe(0);
    expect(headOffsetRatio('eye')).toBeLessThan(headOffsetRatio('ear'));
    expect(headOffsetRatio('ear')).toBeLessThan(headOffsetRatio('nose'));
  });

  it('cm/px = visible fraction of stature ÷ span in px', () => {
    const span = 1000;
    const vertex = pixelScaleCmPerPx(170, 100, 100 + span);
    expect(vertex).toBeCloseTo((170 * (1 - r.malleolusHeight)) / span, 10);
    const nose = pixelScaleCmPerPx(170, 100, 100 + span, { headKeypoint: 'nose' });
    expect(nose).toBeCloseTo((170 * (1 - r.malleolusHeight - headOffsetRatio('nose'))) / span, 10);
    expect(nose).toBeLessThan(vertex);
    // A 170 cm person whose nose→ankle span is 1000 px: about 0.15 cm per px.
    expect(nose).toBeGreaterThan(0.14);
    expect(nose).toBeLessThan(0.16);
  });

  it('scales inversely with the span and linearly with the height; order of y does not matter', () => {
    expect(pixelScaleCmPerPx(170, 0, 500)).toBeCloseTo(2 * pixelScaleCmPerPx(170, 0, 1000), 10);
    expect(pixelScaleCmPerPx(180, 0, 1000) / pixelScaleCmPerPx(90, 0, 1000)).toBeCloseTo(2, 10);
    expect(pixelScaleCmPerPx(170, 900, 100)).toBeCloseTo(pixelScaleCmPerPx(170, 100, 900), 10);
  });

  it('rejects a zero span and non-finite input', () => {
    expect(() => pixelScaleCmPerPx(170, 300, 300)).toThrow(RangeError);
    expect(() => pixelScaleCmPerPx(NaN, 0, 100)).toThrow(RangeError);
    expect(() => pixelScaleCmPerPx(170, 0, Infinity)).toThrow(RangeError);
    expect(() => pixelScaleCmPerPx(0, 0, 100)).toThrow(RangeError);
  });

  it('keypointBreadthCm is the Euclidean distance × scale', () => {
    expect(keypointBreadthCm({ x: 0, y: 0 }, { x: 300, y: 400 }, 0.1)).toBeCloseTo(50, 10);
    expect(keypointBreadthCm({ x: 244, y: 158 }, { x: 154, y: 154 }, 0.4)).toBeCloseTo(Math.hypot(90, 4) * 0.4, 10);
  });
});
