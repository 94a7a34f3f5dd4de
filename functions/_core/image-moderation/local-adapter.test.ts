/**
 * The image moderation port's local adapter (issue 33 §5): bytes read through the given reader,
 * decoded with sharp, scored by the scan's real nsfwjs classifier (a shared test photo is allowed)
 * or by the marker test double the integration runtime uses (magenta refused, orange reviewed,
 * anything else allowed, also after JPEG re-encoding), for an S3 object or given bytes alike;
 * bytes that are no image are a 400.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { scoreUnsafe } from '../../scan/vision/human-adapter';
import { BadRequest } from '../http-errors';
import { FIXTURE_REFUSE_SCORE, FIXTURE_REVIEW_SCORE, REFUSE_MARKER, REVIEW_MARKER, fixtureClassifier } from './fixture-classifier';
import { MODERATION_DECODE_SIDE, decodeForModeration, localModeration } from './local-adapter';

const PEOPLE = new URL('../../../../shared/data/people/', import.meta.url);
const objects = new Map<string, Uint8Array>();
const read = async (bucket: string, key: string) => {
  const bytes = objects.get(`${bucket}/${key}`);
  if (!bytes) throw Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey' });
  return bytes;
};
const solid = (background: { r: number; g: number; b: number }, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width: 64, height: 64, channels: 3, background } })[format]().toBuffer();

describe('local image moderation adapter', () => {
  it('allows a real photo of a person with the real nsfwjs classifier (Porn + Hentai ≈ 0.006)', async () => {
    objects.set('media/avatars/u/1', await readFile(new URL('tfex_businessman_standing_front.jpg', PEOPLE)));
    const result = await localModeration(read, scoreUnsafe).check({ bucket: 'media', key: 'avatars/u/1' });
    expect(result.verdict).toBe('allow');
    expect(result.label).toBeNull();
    expect(result.score).toBeLessThan(0.06);
  }, 120_000);

  it('with the marker double: refuses solid magenta, reviews solid orange, allows anything else', async () => {
    const moderation = localModeration(read, fixtureClassifier);
    objects.set('media/m', await solid(REFUSE_MARKER));
    objects.set('media/mj', await solid(REFUSE_MARKER, 'jpeg'));
    objects.set('media/o', await solid(REVIEW_MARKER, 'jpeg'));
    objects.set('media/g', await solid({ r: 40, g: 120, b: 200 }));
    objects.set('media/p', await readFile(new URL('tfjs_backpackman_back.jpg', PEOPLE)));
    expect(await moderation.check({ bucket: 'media', key: 'm' })).toEqual({ verdict: 'refuse', label: 'nudity', score: FIXTURE_REFUSE_SCORE });
    expect(await moderation.check({ bucket: 'media', key: 'mj' })).toMatchObject({ verdict: 'refuse' });
    expect(await moderation.check({ bucket: 'media', key: 'o' })).toEqual({ verdict: 'review', label: 'nudity', score: FIXTURE_REVIEW_SCORE });
    expect(await moderation.check({ bucket: 'media', key: 'g' })).toEqual({ verdict: 'allow', label: null, score: 0 });
    expect(await moderation.check({ bucket: 'media', key: 'p' })).toMatchObject({ verdict: 'allow' });
  });

  it('classifies given bytes directly, reading nothing', async () => {
    const moderation = localModeration(() => Promise.reject(new Error('no read expected')), fixtureClassifier);
    expect(await moderation.check({ bytes: await solid(REFUSE_MARKER, 'jpeg') })).toMatchObject({ verdict: 'refuse', label: 'nudity' });
    expect(await moderation.check({ bytes: await solid(REVIEW_MARKER) })).toEqual({ verdict: 'review', label: 'nudity', score: FIXTURE_REVIEW_SCORE });
    expect(await moderation.check({ bytes: await solid({ r: 40, g: 120, b: 200 }) })).toEqual({ verdict: 'allow', label: null, score: 0 });
    await expect(moderation.check({ bytes: new TextEncoder().encode('not an image') })).rejects.toThrow('Invalid file type');
  });

  it('answers 400 Invalid file type for bytes that are no image, and lets a missing object through', async () => {
    objects.set('media/t', new TextEncoder().encode('not an image'));
    const moderation = localModeration(read, fixtureClassifier);
    await expect(moderation.check({ bucket: 'media', key: 't' })).rejects.toThrow(BadRequest);
    await expect(moderation.check({ bucket: 'media', key: 't' })).rejects.toThrow('Invalid file type');
    await expect(moderation.check({ bucket: 'media', key: 'missing' })).rejects.toThrow('NoSuchKey');
  });

  it('decodes to RGB inside 640 px, EXIF-oriented, transparency on white', async () => {
    const big = await sharp({ create: { width: 2000, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const image = await decodeForModeration(big);
    expect([image.width, image.height]).toEqual([MODERATION_DECODE_SIDE, 320]);
    expect(image.data.length).toBe(640 * 320 * 3);
    expect([...image.data.slice(0, 3)]).toEqual([255, 255, 255]);
  });
});
