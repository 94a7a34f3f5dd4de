/**
 * Body scan v2 over HTTP (issue 23): the person's outline measured on the real local runtime's
 * segmentation model. Front only with the arms held away → the estimate uses the silhouette
 * breadths and answers each value's expected error and the outline; front only with the arms
 * against the body → the keypoint estimate as before, with the retake advice; a two-photo scan
 * refuses a 'side' photo that is not side-on (and a front photo with touching arms) with the
 * retake message, naming the photo. The onboarding scan (/api/analyze-fit) answers the same
 * outline, expected errors and side-photo refusal.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalyzeFitResponse, ScanResult } from '@seamline/shared/contracts/scan';
import { SCAN_MESSAGES } from '@seamline/shared/domain/scan/photo-checks';
import { api } from '../fixtures/api';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { BUSINESSMAN, WOMAN, personPhoto } from '../fixtures/images';
import { scanPhoto } from '../fixtures/media-bucket';

/** A real photo, front, arms held out (shared/data/people PROVENANCE.md): the one whose arms are away. */
const ARMS_AWAY = 'tfjs_pose_warrior2.jpg';

let me: UserWithSession;
beforeAll(async () => {
  me = await createUserWithSession();
});

const consents = { photoConsent: true, dataUsageConsent: true };
type Answer = ScanResult & { message?: string; fieldErrors?: Record<string, string[]> };
const scan = (body: unknown) => api<Answer>('POST', '/api/scan-to-fit', { cookie: me.cookie, body });
const photo = async (file: string) => scanPhoto(await personPhoto(file));
type Analysis = AnalyzeFitResponse & { fieldErrors?: Record<string, string[]> };
const analyze = (body: unknown) => api<Analysis>('POST', '/api/analyze-fit', { cookie: me.cookie, body });

describe('POST /api/scan-to-fit with silhouettes', () => {
  it('front only, arms away: silhouette breadths, the outline and each value\'s expected error', async () => {
    const res = await scan({ frontPhoto: await photo(ARMS_AWAY), height: 178, ...consents });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const r = res.body;
    expect(r.silhouette).toMatchObject({ used: 'front' });
    const v = r.silhouette!.valuesCm;
    expect(Object.keys(v).sort()).toEqual(['chestBreadthCm', 'hipBreadthCm', 'waistBreadthCm']);
    for (const breadth of Object.values(v)) {
      expect(breadth).toBeGreaterThan(20);
      expect(breadth).toBeLessThan(50);
    }
    const outline = r.silhouette!.outlines.front;
    expect(outline.length).toBeGreaterThan(20);
    expect(outline.length).toBeLessThanOrEqual(200);
    for (const [x, y] of outline) for (const c of [x, y]) expect(c >= 0 && c <= 1).toBe(true);
    expect(r.silhouette!.outlines.side).toBeUndefined();
    expect(r.silhouette!.retake).toBeUndefined();
    for (const k of ['bust', 'waist', 'hips', 'inseam', 'shoulderWidth', 'armLength'] as const) {
      expect(r.expectedErrorCm![k], k).toBeGreaterThan(0);
      expect(r.expectedErrorCm![k], k).toBeLessThan(8);
    }
    expect(r.hips).toBeGreaterThan(80);
    expect(r.hips).toBeLessThan(130);
  });

  it('the onboarding scan (/api/analyze-fit, inches) measures the same body the same way as a front-only scan', async () => {
    const front = await photo(ARMS_AWAY);
    const full = await scan({ frontPhoto: front, height: 178, ...consents });
    expect(full.status).toBe(200);
    expect(full.body.silhouette).toMatchObject({ used: 'front' });
    const onboarding = await analyze({ photo: front, height: 178, heightUnit: 'cm', ...consents });
    expect(onboarding.status).toBe(200);
    for (const k of ['bust', 'waist', 'hips'] as const) {
      expect(onboarding.body.analysis.measurements[k], k).toBeCloseTo(full.body[k]! / 2.54, 0);
    }
    // Issue 23 screens: the same expected errors and outline as the measurements scan answers.
    expect(onboarding.body.analysis.expectedErrorCm).toEqual(full.body.expectedErrorCm);
    expect(onboarding.body.analysis.silhouette).toEqual(full.body.silhouette);
  });

  it('the onboarding scan with a frontal photo as the side photo: 422 "Turn 90° so your side faces the camera." on sidePhoto', async () => {
    const res = await analyze({ photo: await photo(ARMS_AWAY), sidePhoto: await photo(BUSINESSMAN), height: 70, heightUnit: 'in', ...consents });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(SCAN_MESSAGES.notSideOn);
    expect(res.body.fieldErrors).toEqual({ sidePhoto: [SCAN_MESSAGES.notSideOn] });
  });

  it('the onboarding scan of arms against the body: the retake advice for the front photo', async () => {
    const res = await analyze({ photo: await photo(WOMAN), height: 65, heightUnit: 'in', ...consents });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.analysis.silhouette).toMatchObject({ used: 'none', retake: { photo: 'front', code: 'armsTouching' } });
    expect(res.body.analysis.expectedErrorCm!.bust).toBeGreaterThan(0);
  });

  it('front only, arms against the body: the keypoint estimate as before, with the retake advice', async () => {
    const res = await scan({ frontPhoto: await photo(WOMAN), height: 165, ...consents });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.silhouette).toMatchObject({
      used: 'none',
      valuesCm: {},
      retake: { photo: 'front', code: 'armsTouching', message: 'Hold your arms a little away from your body.' },
    });
    expect(res.body.silhouette!.outlines.front.length).toBeGreaterThan(20);
    expect(res.body.bust).toBeGreaterThan(70);
  });

  it('front + a frontal photo sent as the side photo: 422 "Turn 90° so your side faces the camera." on sidePhoto', async () => {
    const res = await scan({ frontPhoto: await photo(ARMS_AWAY), sidePhoto: await photo(BUSINESSMAN), height: 178, ...consents });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(SCAN_MESSAGES.notSideOn);
    expect(res.body.message).toBe('Turn 90° so your side faces the camera.');
    expect(res.body.fieldErrors).toEqual({ sidePhoto: [SCAN_MESSAGES.notSideOn] });
  });

  it('two-photo scan with the arms against the body on the front photo: 422 "Hold your arms a little away from your body."', async () => {
    const res = await scan({ frontPhoto: await photo(WOMAN), sidePhoto: await photo(BUSINESSMAN), height: 165, ...consents });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Hold your arms a little away from your body.');
    expect(res.body.fieldErrors).toBeUndefined();
  });
});
