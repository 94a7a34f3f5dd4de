/**
 * Closet photo processing with real images made by sharp: EXIF orientation applied, metadata
 * (EXIF incl. GPS) stripped, downscaled inside 1600 px (never enlarged), 400 px cover
 * thumbnail, non-images refused, upload keys limited to the caller's prefix.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CLOSET_ERRORS, CLOSET_PHOTO_MAX_SIDE, CLOSET_THUMB_SIDE } from '@seamline/shared/contracts/closet';
import { assertOwnUploadKey, processClosetPhoto } from './photo-processing';

/** A landscape JPEG (left half red, right half blue) carrying EXIF orientation and GPS. */
async function photoWithExif(width: number, height: number, orientation = 6): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: '#0000ff' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: half, top: 0 }])
    .withMetadata({
      orientation,
      exif: {
        IFD0: { Make: 'TestCam', Model: 'Secret Model' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 300/100' },
      },
    })
    .jpeg()
    .toBuffer();
}

describe('processClosetPhoto', () => {
  it('the source really carries orientation 6 and GPS (the fixture is meaningful)', async () => {
    const source = await photoWithExif(2400, 1200);
    const meta = await sharp(source).metadata();
    expect(meta.orientation).toBe(6);
    expect(source.includes(Buffer.from('Secret Model'))).toBe(true);
    // The GPS IFD pointer (tag 0x8825, little- or big-endian) is in the EXIF block.
    expect(meta.exif!.includes(Buffer.from([0x25, 0x88])) || meta.exif!.includes(Buffer.from([0x88, 0x25]))).toBe(true);
  });

  it('stores an EXIF-rotated copy inside 1600 px without any metadata, and a 400 px cover thumbnail', async () => {
    const out = await processClosetPhoto(await photoWithExif(2400, 1200));
    // Orientation 6 = rotate 90° clockwise: the 2400×1200 landscape becomes portrait, scaled to 800×1600.
    expect(out).toMatchObject({ width: 800, height: CLOSET_PHOTO_MAX_SIDE });
    const full = await sharp(out.full).metadata();
    expect(full).toMatchObject({ format: 'jpeg', width: 800, height: 1600 });
    expect(full.exif).toBeUndefined();
    expect(full.orientation).toBeUndefined();
    expect(full.icc).toBeUndefined();
    expect(full.xmp).toBeUndefined();
    // Rotated clockwise: the left (red) half is now on top, the right (blue) half at the bottom.
    const { data, info } = await sharp(out.full).raw().toBuffer({ resolveWithObject: true });
    const px = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(px(400, 100)[0]).toBeGreaterThan(200);
    expect(px(400, 100)[2]).toBeLessThan(60);
    expect(px(400, 1500)[2]).toBeGreaterThan(200);
    expect(px(400, 1500)[0]).toBeLessThan(60);
    const thumb = await sharp(out.thumb).metadata();
    expect(thumb).toMatchObject({ format: 'jpeg', width: CLOSET_THUMB_SIDE, height: CLOSET_THUMB_SIDE });
    expect(thumb.exif).toBeUndefined();
    expect(out.full.includes(Buffer.from('TestCam'))).toBe(false);
    expect(out.full.includes(Buffer.from('Secret Model'))).toBe(false);
  });

  it('never enlarges a small photo (thumbnail at most its size)', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } }).png().toBuffer();
    const out = await processClosetPhoto(small);
    expect(out).toMatchObject({ width: 300, height: 200 });
    const thumb = await sharp(out.thumb).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBeLessThanOrEqual(CLOSET_THUMB_SIDE);
    expect(thumb.format).toBe('jpeg');
  });

  it('flattens transparency of PNG/WebP onto white JPEG', async () => {
    const webp = await sharp({ create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .webp()
      .toBuffer();
    const out = await processClosetPhoto(webp);
    const { data } = await sharp(out.full).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });

  it("refuses bytes that are not an image with 400 'Invalid file type'", async () => {
    await expect(processClosetPhoto(Buffer.from('%PDF-1.4 not an image'))).rejects.toMatchObject({
      status: 400,
      message: CLOSET_ERRORS.invalidPhoto,
    });
    const truncated = (await photoWithExif(400, 300)).subarray(0, 200);
    await expect(processClosetPhoto(truncated)).rejects.toMatchObject({ status: 400, message: CLOSET_ERRORS.invalidPhoto });
  });
});

describe('assertOwnUploadKey', () => {
  it("accepts only keys directly under the caller's uploads/closet/<userId>/ prefix", () => {
    expect(() => assertOwnUploadKey('u1', 'uploads/closet/u1/2b6f0cc9-1111-4444-8888-123456789abc')).not.toThrow();
    for (const key of [
      'uploads/closet/u2/2b6f0cc9-1111-4444-8888-123456789abc',
      'uploads/closet/u1/',
      'uploads/closet/u1/a/b',
      'uploads/closet/u10/x',
      'closet/u1/x.jpg',
    ]) {
      expect(() => assertOwnUploadKey('u1', key), key).toThrow(CLOSET_ERRORS.uploadNotFound);
    }
  });
});
