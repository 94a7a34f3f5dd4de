import { converter } from 'culori';
import { describe, expect, it } from 'vitest';
import { COLOUR_PALETTE, dominantColour, nameColour, rgbToLab } from './dominant-colour';

type Rgba = [number, number, number, number];

/** A width×height image filled by `paint(x, y)`. */
function image(width: number, height: number, paint: (x: number, y: number) => Rgba): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(paint(x, y), (y * width + x) * 4);
  return data;
}

const inRect = (x: number, y: number, x0: number, y0: number, x1: number, y1: number) => x >= x0 && x < x1 && y >= y0 && y < y1;
const NAVY: Rgba = [28, 36, 80, 255];
const LIGHT_GREY: Rgba = [220, 220, 225, 255];

describe('rgbToLab', () => {
  it('maps white to L 100 and black to L 0 with no chroma', () => {
    const white = rgbToLab([255, 255, 255]);
    expect(white[0]).toBeCloseTo(100, 1);
    expect(Math.abs(white[1])).toBeLessThan(0.5);
    expect(rgbToLab([0, 0, 0])[0]).toBeCloseTo(0, 5);
  });

  it("agrees with culori's CIELAB D65 within 0.1", () => {
    const lab65 = converter('lab65');
    for (const rgb of [[28, 36, 80], [220, 220, 225], [200, 30, 35], [240, 210, 50], [12, 200, 140]] as const) {
      const ref = lab65({ mode: 'rgb', r: rgb[0] / 255, g: rgb[1] / 255, b: rgb[2] / 255 });
      const [l, a, b] = rgbToLab(rgb);
      expect(Math.abs(l - ref.l) + Math.abs(a - ref.a) + Math.abs(b - ref.b)).toBeLessThan(0.1);
    }
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

describe('dominantColour: the background is ignored (issue 34 §6)', () => {
  it('names a navy garment on a light grey background navy, not white (the reported bug)', () => {
    // 40×60 image, garment 20×36 = 30 % of it: the background is the most frequent colour.
    const data = image(40, 60, (x, y) => (inRect(x, y, 10, 12, 30, 48) ? NAVY : LIGHT_GREY));
    expect(nameColour([220, 220, 225])).toBe('white');
    expect(dominantColour(data, 40)).toEqual({ rgb: [28, 36, 80], name: 'navy', basis: 'border-model', confidence: 'high', foregroundShare: 0.3 });
  });

  it('names a white tee on a dark background white', () => {
    const data = image(48, 64, (x, y) => (inRect(x, y, 12, 16, 36, 52) ? [248, 248, 248, 255] : [32, 32, 32, 255]));
    expect(dominantColour(data, 48)).toMatchObject({ name: 'white', basis: 'border-model', confidence: 'high' });
  });

  it('keeps a print of the background colour inside the garment (the fill only reaches what touches the border)', () => {
    const data = image(40, 40, (x, y) => {
      if (inRect(x, y, 16, 16, 24, 24)) return LIGHT_GREY; // the print, inside the shirt
      return inRect(x, y, 8, 8, 32, 32) ? NAVY : LIGHT_GREY;
    });
    const colour = dominantColour(data, 40);
    expect(colour?.name).toBe('navy');
    expect(colour?.foregroundShare).toBeCloseTo((24 * 24) / (40 * 40), 6);
  });

  it('keeps a garment cropped by the bottom edge (one side only is not background)', () => {
    const data = image(40, 60, (x, y) => (inRect(x, y, 12, 20, 28, 60) ? NAVY : LIGHT_GREY));
    const colour = dominantColour(data, 40);
    expect(colour).toMatchObject({ name: 'navy', basis: 'border-model', confidence: 'high' });
    expect(colour?.foregroundShare).toBeCloseTo((16 * 40) / (40 * 60), 6);
  });

  it('removes the soft shadow under a garment (small steps from the backdrop, far from its colour)', () => {
    // Backdrop (235,235,235); below the garment a shadow darkens to (195,195,195) (ΔE ≈ 15 from
    // the backdrop, over the 12 of a direct match) in steps of 4 per px.
    const data = image(40, 60, (x, y) => {
      if (inRect(x, y, 10, 15, 30, 45)) return [200, 30, 35, 255];
      if (inRect(x, y, 10, 45, 30, 55)) return [235 - 4 * (55 - y), 235 - 4 * (55 - y), 235 - 4 * (55 - y), 255];
      return [235, 235, 235, 255];
    });
    const colour = dominantColour(data, 40);
    expect(colour).toMatchObject({ name: 'red', basis: 'border-model', confidence: 'high' });
    expect(colour?.foregroundShare).toBeCloseTo((20 * 30) / (40 * 60), 6);
  });

  it('prefers a garment at the centre over a bigger detail off-centre (centre prior)', () => {
    const data = image(60, 60, (x, y) => {
      if (inRect(x, y, 25, 25, 35, 35)) return [200, 30, 35, 255]; // 100 px red, centred
      if (inRect(x, y, 4, 4, 16, 16)) return [240, 210, 50, 255]; // 144 px yellow, in a corner
      return [245, 245, 245, 255];
    });
    expect(dominantColour(data, 60)?.name).toBe('red');
  });
});

describe('dominantColour: honest fallbacks', () => {
  it('counts the whole image, with low confidence, when the garment fills the frame', () => {
    const data = image(40, 40, (x, y) => ((x + y) % 7 === 0 ? [40, 48, 96, 255] : NAVY));
    expect(dominantColour(data, 40)).toMatchObject({ name: 'navy', basis: 'whole-image', confidence: 'low', foregroundShare: 1 });
  });

  it('says low confidence for a white garment on a white background', () => {
    const data = image(40, 60, (x, y) => (inRect(x, y, 10, 12, 30, 48) ? [247, 247, 247, 255] : [255, 255, 255, 255]));
    expect(dominantColour(data, 40)).toMatchObject({ name: 'white', basis: 'whole-image', confidence: 'low' });
  });

  it('counts the whole image when the border shows no background colour (every border pixel different)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) % 256;
    const data = image(40, 40, (x, y) => (inRect(x, y, 2, 2, 38, 38) ? NAVY : [random(), random(), random(), 255]));
    expect(dominantColour(data, 40)).toMatchObject({ name: 'navy', basis: 'whole-image', confidence: 'low' });
  });
});

describe('dominantColour: transparency', () => {
  it('uses alpha as the mask of a cut-out photo (transparent pixels ignored, whatever their colour)', () => {
    const data = image(20, 20, (x, y) => {
      if (!inRect(x, y, 5, 2, 15, 18)) return [0, 200, 0, 0]; // transparent: ignored although green
      if (y < 12) return [25, 35, 80, 255]; // navy: the majority of visible pixels
      return [240, 210, 50, 255]; // yellow
    });
    expect(dominantColour(data, 20)).toMatchObject({ name: 'navy', basis: 'alpha', confidence: 'high', foregroundShare: 1 });
  });

  it('keeps the border model for a photo with rounded transparent corners (the border is mostly opaque backdrop)', () => {
    // Outside a 5 px radius in each corner of the 40×60 image.
    const corner = (x: number, y: number) => {
      const cx = Math.min(x, 39 - x);
      const cy = Math.min(y, 59 - y);
      return cx < 5 && cy < 5 && (5 - cx) ** 2 + (5 - cy) ** 2 > 25;
    };
    const data = image(40, 60, (x, y) => (corner(x, y) ? [0, 0, 0, 0] : inRect(x, y, 10, 12, 30, 48) ? NAVY : LIGHT_GREY));
    expect(data.filter((_, i) => i % 4 === 3 && data[i] === 0).length).toBeGreaterThan(0.01 * 40 * 60);
    expect(dominantColour(data, 40)).toMatchObject({ name: 'navy', basis: 'border-model', confidence: 'high' });
  });

  it('uses alpha for a cut-out garment cropped by the bottom edge (opaque border pixels there are garment)', () => {
    const data = image(40, 60, (x, y) => (inRect(x, y, 10, 12, 30, 60) ? NAVY : [240, 240, 240, 0]));
    expect(dominantColour(data, 40)).toMatchObject({ name: 'navy', basis: 'alpha', confidence: 'high', foregroundShare: 1 });
  });

  it('answers null when nothing is opaque or there are no pixels', () => {
    expect(dominantColour(image(8, 8, () => [10, 10, 10, 0]), 8)).toBeNull();
    expect(dominantColour(new Uint8ClampedArray(0), 0)).toBeNull();
    expect(dominantColour(new Uint8ClampedArray(0), 4)).toBeNull();
  });

  it('names tiny images whole', () => {
    expect(dominantColour(image(2, 2, () => [110, 70, 40, 255]), 2)).toMatchObject({ name: 'brown', confidence: 'low' });
  });
});
