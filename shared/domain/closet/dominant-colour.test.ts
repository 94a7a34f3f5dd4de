import { describe, expect, it } from 'vitest';
import { COLOUR_PALETTE, dominantColour, nameColour, rgbToLab } from './dominant-colour';

type Rgba = [number, number, number, number];

/** A width×height image filled by `paint(x, y)`. */
function image(width: number, height: number, paint: (x: number, y: number) => Rgba): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(paint(x, y), (y * width + x) * 4);
  return data;
}

describe('rgbToLab', () => {
  it('maps white to L 100 and black to L 0 with no chroma', () => {
    const white = rgbToLab([255, 255, 255]);
    expect(white[0]).toBeCloseTo(100, 1);
    expect(Math.abs(white[1])).toBeLessThan(0.5);
    expect(rgbToLab([0, 0, 0])[0]).toBeCloseTo(0, 5);
  });
});

describe('nameColour', () => {
  it('names every palette colour as itself', () => {
    for (const c of COLOUR_PALETTE) expect(nameColour(c.rgb)).toBe(c.name);
  });
  it.each([
    [[0, 0, 0], 'black'],
    [[10, 20, 60], 'navy'],
    [[220, 20, 20], 'red'],
    [[90, 90, 95], 'grey'],
    [[128, 0, 32], 'burgundy'],
    [[255, 192, 203], 'pink'],
  ] as const)('names %j %s', (rgb, name) => {
    expect(nameColour(rgb)).toBe(name);
  });
});

describe('dominantColour', () => {
  it('finds a red garment on a white background with a grey border', () => {
    const data = image(32, 32, (x, y) => {
      if (x === 0 || y === 0 || x === 31 || y === 31) return [120, 120, 120, 255];
      if (x >= 8 && x < 24 && y >= 4 && y < 28) return [200, 30, 35, 255];
      return [250, 250, 250, 255];
    });
    expect(dominantColour(data, 32)).toEqual({ rgb: [200, 30, 35], name: 'red' });
  });

  it('ignores transparent pixels and takes the biggest bucket, not the average', () => {
    const data = image(20, 20, (x, y) => {
      if (x < 5) return [0, 200, 0, 0]; // transparent: ignored although green
      if (y < 12) return [25, 35, 80, 255]; // navy: the majority of visible pixels
      return [240, 210, 50, 255]; // yellow
    });
    expect(dominantColour(data, 20)?.name).toBe('navy');
  });

  it('answers null when only background is left', () => {
    expect(dominantColour(image(8, 8, () => [255, 255, 255, 255]), 8)).toBeNull();
    expect(dominantColour(image(8, 8, () => [10, 10, 10, 0]), 8)).toBeNull();
    expect(dominantColour(new Uint8ClampedArray(0), 0)).toBeNull();
  });

  it('keeps tiny images whole (no border to drop)', () => {
    expect(dominantColour(image(2, 2, () => [110, 70, 40, 255]), 2)?.name).toBe('brown');
  });
});
