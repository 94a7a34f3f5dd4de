/**
 * The local vision adapter on the shared person photos: keypoints within 21 px (Euclidean) of
 * the ground-truth CSV for the two annotated photos, the people count on generated images, the
 * real unsafe-content model judging every shared photo and fixture safe, and `unsafe` following
 * the classifier's scores (a given scorer: no explicit image is available to test with).
 */
import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BACK_VIEW,
  BUSINESSMAN,
  PEOPLE_DIR,
  WOMAN,
  feetCutOffJpeg,
  groundTruth,
  largePersonJpeg,
  noPersonJpeg,
  personPhoto,
  twoPeopleJpeg,
} from '../../../tests/fixtures/images';
import { photoProblem } from '@seamline/shared/domain/scan/photo-checks';
import { prepareImage } from '../image-prep';
import { humanAdapter, humanPose, humanVision, scoreUnsafe } from './human-adapter';
import { EXPLICIT_THRESHOLD, isUnsafe, type UnsafeScores } from './unsafe-classifier';

const analyze = async (bytes: Buffer) => {
  const prepared = await prepareImage(bytes);
  const result = await humanVision.analyze(prepared.image);
  return { ...result, scale: prepared.scale, width: prepared.image.width, height: prepared.image.height };
};

describe('human vision adapter', { timeout: 30_000 }, () => {
  beforeAll(() => humanVision.warm(), 30_000);

  it.each([WOMAN, BUSINESSMAN])('keypoints of %s within 21 px of the ground truth', async (file) => {
    const truth = (await groundTruth())[file]!;
    const r = await analyze(await personPhoto(file));
    expect(r.peopleCount).toBe(1);
    for (const k of r.keypoints) {
      const t = truth[k.name]!;
      expect.soft(Math.hypot(k.x * r.scale - t.x, k.y * r.scale - t.y), k.name).toBeLessThanOrEqual(21);
    }
    expect(photoProblem({ ...r })).toBeUndefined();
  });

  it('finds no person on a generated gradient', async () => {
    const r = await analyze(await noPersonJpeg());
    expect(photoProblem(r)).toBe('noPerson');
  });

  it('counts two people on a composed photo', async () => {
    const r = await analyze(await twoPeopleJpeg());
    expect(r.peopleCount).toBe(2);
    expect(photoProblem(r)).toBe('manyPeople');
  });

  it('sees that a back view does not face the camera', async () => {
    const r = await analyze(await personPhoto(BACK_VIEW));
    expect(photoProblem(r)).toBe('facing');
  });

  const photos = readdirSync(PEOPLE_DIR).filter((f) => /\.(jpe?g|png)$/i.test(f));
  const fixtures: [string, () => Promise<Buffer>][] = [
    ...photos.map((f): [string, () => Promise<Buffer>] => [f, () => personPhoto(f)]),
    ['the no-person gradient', noPersonJpeg],
    ['the two-people composite', twoPeopleJpeg],
    ['the feet-cut-off crop', feetCutOffJpeg],
    ['the 4000×3000 noisy camera-like JPEG', () => largePersonJpeg(4000, 3000, undefined, true)],
  ];

  it('has every shared person photo to judge', () => {
    expect(photos.length).toBeGreaterThanOrEqual(9);
  });

  it.each(fixtures)('the unsafe-content model judges %s safe', async (_name, bytes) => {
    const prepared = await prepareImage(await bytes());
    const scores = await scoreUnsafe(prepared.image);
    expect(Object.values(scores).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 3);
    expect(scores.Porn + scores.Hentai).toBeLessThan(EXPLICIT_THRESHOLD / 2);
    expect(isUnsafe(scores)).toBe(false);
    expect((await humanVision.analyze(prepared.image)).unsafe).toBe(false);
  });

  const given = (s: Partial<UnsafeScores>) => async () => async () => ({ Drawing: 0, Hentai: 0, Neutral: 0, Porn: 0, Sexy: 0, ...s });

  it('answers unsafe when the classifier scores explicit content, which the checks refuse first', async () => {
    const adapter = humanAdapter(given({ Porn: 0.7, Hentai: 0.1, Neutral: 0.2 }));
    const prepared = await prepareImage(await personPhoto(BUSINESSMAN));
    const r = await adapter.analyze(prepared.image);
    expect(r.unsafe).toBe(true);
    expect(r.peopleCount).toBe(1);
    expect(photoProblem({ ...r, width: prepared.image.width, height: prepared.image.height })).toBe('unsafe');
  });

  it('does not answer unsafe for a photo the classifier scores almost all Sexy', async () => {
    const adapter = humanAdapter(given({ Sexy: 0.97, Neutral: 0.02, Porn: 0.01 }));
    const prepared = await prepareImage(await personPhoto(BUSINESSMAN));
    const r = await adapter.analyze(prepared.image);
    expect(r.unsafe).toBe(false);
    expect(photoProblem({ ...r, width: prepared.image.width, height: prepared.image.height })).toBeUndefined();
  });

  it('the pose-only adapter (keypoints for Rekognition, which moderates) never judges unsafe content', async () => {
    const r = await humanPose.analyze((await prepareImage(await personPhoto(BUSINESSMAN))).image);
    expect(r.unsafe).toBe(false);
    expect(r.keypoints).toHaveLength(17);
  });
});
