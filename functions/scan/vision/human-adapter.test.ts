/**
 * The local vision adapter on the shared person photos: keypoints within 21 px (Euclidean) of
 * the ground-truth CSV for the two annotated photos, and the people count on generated images.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BACK_VIEW, BUSINESSMAN, WOMAN, groundTruth, noPersonJpeg, personPhoto, twoPeopleJpeg } from '../../../tests/fixtures/images';
import { photoProblem } from '@seamline/shared/domain/scan/photo-checks';
import { prepareImage } from '../image-prep';
import { humanVision } from './human-adapter';

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
});
