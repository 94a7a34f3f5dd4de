/**
 * Image prep: EXIF orientation applied, downscaled for the models, non-images refused, HEIC
 * sniffed, and a real HEIC file (tests/fixtures/heic, HEVC-coded) decoded.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ANALYSIS_MAX_SIDE, NOT_AN_IMAGE, isHeic, prepareImage } from './image-prep';
import { retainedCopy } from './retained-photo';

const landscape = (orientation?: number) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#808080' } })
    .withMetadata(orientation ? { orientation } : {})
    .withExif({ IFD0: { Make: 'TestCam' } })
    .jpeg()
    .toBuffer();

describe('prepareImage', () => {
  it('downscales to at most ANALYSIS_MAX_SIDE px and reports the scale', async () => {
    const p = await prepareImage(await landscape());
    expect(p.image).toMatchObject({ width: ANALYSIS_MAX_SIDE, height: Math.round((800 * ANALYSIS_MAX_SIDE) / 1200) });
    expect(p.image.data.length).toBe(p.image.width * p.image.height * 3);
    expect(p).toMatchObject({ width: 1200, height: 800, scale: 1200 / ANALYSIS_MAX_SIDE });
  });

  it('orients by EXIF (orientation 6: rotated 90°, so portrait)', async () => {
    const p = await prepareImage(await landscape(6));
    expect(p).toMatchObject({ width: 800, height: 1200 });
    expect(p.image.height).toBeGreaterThan(p.image.width);
  });

  it('composites transparency on white: a near-transparent pixel keeps almost nothing of its straight colour', async () => {
    // 2×1 RGBA: a black pixel at alpha 3 (a render's anti-aliasing halo) and an opaque grey one.
    const png = await sharp(Buffer.from([0, 0, 0, 3, 128, 128, 128, 255]), { raw: { width: 2, height: 1, channels: 4 } }).png().toBuffer();
    const { image } = await prepareImage(png);
    expect(Array.from(image.data)).toEqual([252, 252, 252, 128, 128, 128]);
  });

  it('refuses bytes that are not an image with 422', async () => {
    await expect(prepareImage(Buffer.from('not an image'))).rejects.toMatchObject({ status: 422, message: NOT_AN_IMAGE });
  });

  it('sniffs HEIC/HEIF containers by their ftyp brand', () => {
    const box = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}`)]);
    expect(isHeic(box('heic'))).toBe(true);
    expect(isHeic(box('mif1'))).toBe(true);
    expect(isHeic(box('avif'))).toBe(false);
    expect(isHeic(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
  });

  it('decodes a real HEIC file (HEVC, 399×640) to a JPEG source and an analysis image', async () => {
    const heic = await readFile(new URL('../../tests/fixtures/heic/businessman-standing.heic', import.meta.url));
    expect(isHeic(heic)).toBe(true);
    const p = await prepareImage(heic);
    expect(p).toMatchObject({ width: 399, height: 640, scale: 1 });
    expect([...p.source.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await sharp(p.source).metadata()).toMatchObject({ format: 'jpeg', width: 399, height: 640 });
    expect(p.image.data.length).toBe(399 * 640 * 3);
    // A photo, not a blank frame: the dark suit and the light background are both there.
    const { channels } = await sharp(p.source).greyscale().stats();
    expect(channels[0]!.min).toBeLessThan(40);
    expect(channels[0]!.max).toBeGreaterThan(200);
  });

  it('refuses a truncated HEIC file with 422', async () => {
    const heic = await readFile(new URL('../../tests/fixtures/heic/businessman-standing.heic', import.meta.url));
    await expect(prepareImage(heic.subarray(0, heic.length >> 1))).rejects.toMatchObject({ status: 422, message: NOT_AN_IMAGE });
  });
});

describe('retainedCopy', () => {
  it('strips EXIF, orients and crops to the body box', async () => {
    const out = await retainedCopy(await landscape(6), { faceBlurring: true, bodyOnlyCrop: true, faces: [{ x: 300, y: 100, width: 100, height: 100 }], body: { x: 200, y: 50, width: 300, height: 1000 } });
    const meta = await sharp(out).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.width).toBe(Math.min(800, Math.ceil(200 + 300 * 1.05)) - Math.floor(200 - 300 * 0.05));
  });

  it('keeps nothing a transparent pixel hid: transparency is composited on white, as analysed', async () => {
    // 64×64 RGBA, fully transparent, whose hidden colour is pure red (what a cut-out tool leaves behind).
    const rgba = Buffer.alloc(64 * 64 * 4);
    for (let i = 0; i < 64 * 64; i++) rgba.set([255, 0, 0, 0], i * 4);
    const png = await sharp(rgba, { raw: { width: 64, height: 64, channels: 4 } }).png().toBuffer();
    const out = await retainedCopy(png, { faceBlurring: false, bodyOnlyCrop: false, faces: [], body: { x: 0, y: 0, width: 64, height: 64 } });
    const { data } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(245);
  });
});
