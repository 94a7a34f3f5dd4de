/**
 * Steps 2–3 of the scan pipeline with the local adapter and a given unsafe-content scorer (no
 * explicit image is available to test with): an image the classifier scores explicit is refused
 * with the pipeline's 422 'unsafe' message, an ordinary one passes the checks.
 */
import { describe, expect, it } from 'vitest';
import { SCAN_MESSAGES } from '@seamline/shared/domain/scan/photo-checks';
import { BUSINESSMAN, personPhoto } from '../../tests/fixtures/images';
import { Unprocessable } from '../_core/http-errors';
import { prepareImage } from './image-prep';
import { seePhoto } from './scan.service';
import { humanAdapter } from './vision/human-adapter';
import type { UnsafeScores } from './vision/unsafe-classifier';

const scoring = (s: Partial<UnsafeScores>) => humanAdapter(async () => async () => ({ Drawing: 0, Hentai: 0, Neutral: 0, Porn: 0, Sexy: 0, ...s }));

describe('seePhoto (vision port + photo checks)', { timeout: 30_000 }, () => {
  it('refuses a photo the classifier scores explicit with 422 and the unsafe message', async () => {
    const prepared = await prepareImage(await personPhoto(BUSINESSMAN));
    const refused = seePhoto(prepared, scoring({ Porn: 0.45, Hentai: 0.1, Neutral: 0.45 }));
    await expect(refused).rejects.toBeInstanceOf(Unprocessable);
    await expect(refused).rejects.toMatchObject({ status: 422, message: SCAN_MESSAGES.unsafe });
  });

  it('passes the same photo when the classifier scores it neutral', async () => {
    const prepared = await prepareImage(await personPhoto(BUSINESSMAN));
    const seen = await seePhoto(prepared, scoring({ Neutral: 0.9, Sexy: 0.1 }));
    expect(seen).toMatchObject({ unsafe: false, peopleCount: 1 });
  });
});
