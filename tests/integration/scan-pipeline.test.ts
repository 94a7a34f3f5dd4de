/**
 * Body scan end to end (spec 01 §5 Body scan, §7; docs/architecture.md): the photos travel in
 * the request, POST /api/scan-to-fit on the shared person photos (plausible measurements, saved
 * as current photo_ai measurements), nothing of the photos stored (issue 17 §1) except a
 * retained sanitized copy with Photo uploads on, and POST /api/analyze-fit.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { AnalyzeFitResponse, ScanResult } from '@seamline/shared/contracts/scan';
import type { Measurements } from '@seamline/shared/contracts/measurements';
import { DEFAULT_PRIVACY_SETTINGS } from '@seamline/shared/contracts/privacy';
import { api } from '../fixtures/api';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { BUSINESSMAN, WOMAN, largePersonJpeg, personPhoto } from '../fixtures/images';
import { download, keysNaming, scanPhoto } from '../fixtures/media-bucket';

let me: UserWithSession;
beforeEach(async () => {
  me = await createUserWithSession();
});

const consents = { photoConsent: true, dataUsageConsent: true };
const scan = (body: unknown, s = me) => api<ScanResult & { message?: string }>('POST', '/api/scan-to-fit', { cookie: s.cookie, body });

describe('POST /api/scan-to-fit', () => {
  it('measures the annotated photos plausibly for a stated height and saves them as current', async () => {
    for (const [file, height] of [[WOMAN, 165], [BUSINESSMAN, 180]] as const) {
      const res = await scan({ frontPhoto: scanPhoto(await personPhoto(file)), height, heightUnit: 'cm', ...consents, retainPhoto: false });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const r = res.body;
      expect(r).toMatchObject({ unit: 'cm', height, extractionMethod: 'photo_ai', photoRetained: false, retainedPhotoKey: null });
      expect(r.bust).toBeGreaterThan(70);
      expect(r.bust).toBeLessThan(130);
      expect(r.waist).toBeGreaterThan(55);
      expect(r.waist).toBeLessThan(120);
      expect(r.hips).toBeGreaterThan(80);
      expect(r.hips).toBeLessThan(130);
      expect(r.inseam! / height).toBeGreaterThan(0.38);
      expect(r.inseam! / height).toBeLessThan(0.52);
      expect(r.overallConfidence).toBeGreaterThan(0);
      // Photo uploads off (the default): nothing of the photo is stored anywhere (issue 17 §1).
      expect(await keysNaming(me.userId)).toEqual([]);
      const saved = await api<Measurements>('GET', `/api/users/${me.userId}/measurements`, { cookie: me.cookie });
      expect(saved.body).toMatchObject({ extractionMethod: 'photo_ai', unit: 'cm', height, bust: r.bust, confidence: r.confidence });
    }
  });

  it('reads feet as whole feet plus tenths as inches (5.8 ft = 5 ft 8 in = 172.7 cm)', async () => {
    const res = await scan({ frontPhoto: scanPhoto(await personPhoto(BUSINESSMAN)), height: '5.8', heightUnit: 'ft', ...consents });
    expect(res.status).toBe(200);
    expect(res.body.height).toBe(172.7);
  });

  it('keeps a retained photo face-blurred, body-cropped and without EXIF, and nothing else', async () => {
    const original = await largePersonJpeg(1600, 1200, WOMAN);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const retained: string[] = [];
    const retain = async () => {
      const res = await scan({ frontPhoto: scanPhoto(original), height: 165, ...consents, retainPhoto: true });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.retainedPhotoKey).toMatch(new RegExp(`^scans/retained/${me.userId}/`));
      retained.push(res.body.retainedPhotoKey!);
      expect((await keysNaming(me.userId)).sort()).toEqual([...retained].sort()); // the copy only
      return download(res.body.retainedPhotoKey!);
    };
    // Issue 17 §1: keeping a photo needs Photo uploads on (off by default → 409, nothing kept).
    const refused = await scan({ frontPhoto: scanPhoto(original), height: 165, ...consents, retainPhoto: true });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Turn on Photo uploads in Privacy to keep scan photos' });
    expect(await keysNaming(me.userId)).toEqual([]);
    const uploadsOn = { ...DEFAULT_PRIVACY_SETTINGS, photoUpload: true };
    expect((await api('PUT', `/api/users/${me.userId}/privacy`, { cookie: me.cookie, body: uploadsOn })).status).toBe(200);
    const blurred = await retain(); // defaults: faceBlurring and bodyOnlyCrop on
    const settings = { ...uploadsOn, faceBlurring: false };
    expect((await api('PUT', `/api/users/${me.userId}/privacy`, { cookie: me.cookie, body: settings })).status).toBe(200);
    const sharpFace = await retain();
    const meta = await sharp(blurred).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width!).toBeLessThan(1000); // cropped to the body from a 1600 px wide photo
    expect(meta.height!).toBeGreaterThan(900);
    expect(await sharp(sharpFace).metadata()).toMatchObject({ width: meta.width, height: meta.height });
    // Same crop: the head rows differ (blurred), the leg rows are the same photo.
    const rows = async (img: Buffer, top: number) =>
      sharp(img).extract({ left: 0, top: Math.round(meta.height! * top), width: meta.width!, height: Math.round(meta.height! * 0.15) }).greyscale().raw().toBuffer();
    const meanDiff = async (top: number) => {
      const [a, b] = await Promise.all([rows(blurred, top), rows(sharpFace, top)]);
      return a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;
    };
    expect(await meanDiff(0.05)).toBeGreaterThan(4);
    expect(await meanDiff(0.7)).toBeLessThan(1.5);
  });
});

describe('POST /api/analyze-fit', () => {
  it('refuses a scan without both consents, like scan-to-fit (issue 17 §1)', async () => {
    const photo = scanPhoto(await personPhoto(BUSINESSMAN));
    for (const body of [{ photo, height: 70, heightUnit: 'in' }, { photo, height: 70, heightUnit: 'in', photoConsent: true }]) {
      const res = await api<{ message: string }>('POST', '/api/analyze-fit', { cookie: me.cookie, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please complete all required fields and consents.');
    }
  });

  it('answers success, measurements in inches, a 0–1 confidence and a fit assessment', async () => {
    const photo = scanPhoto(await personPhoto(BUSINESSMAN));
    const res = await api<AnalyzeFitResponse>('POST', '/api/analyze-fit', { cookie: me.cookie, body: { photo, height: 70, heightUnit: 'in', ...consents } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.analysis.measurements.height).toBe(70);
    expect(res.body.analysis.measurements.bust).toBeGreaterThan(28);
    expect(res.body.analysis.measurements.bust).toBeLessThan(52);
    expect(res.body.analysis.confidence).toBeGreaterThan(0);
    expect(res.body.analysis.confidence).toBeLessThanOrEqual(1);
    expect(res.body.analysis.fitAssessment).toMatch(/proportions/);
    expect(await keysNaming(me.userId)).toEqual([]);
  });

  it('without a height: no height is reported (an assumed one is never a measurement) and the confidence is lower', async () => {
    const photo = scanPhoto(await personPhoto(BUSINESSMAN));
    const [withHeight, without] = await Promise.all([
      api<AnalyzeFitResponse>('POST', '/api/analyze-fit', { cookie: me.cookie, body: { photo, height: 70, heightUnit: 'in', ...consents } }),
      api<AnalyzeFitResponse>('POST', '/api/analyze-fit', { cookie: me.cookie, body: { photo, ...consents } }),
    ]);
    expect(without.status, JSON.stringify(without.body)).toBe(200);
    expect(without.body.analysis.measurements.height).toBeNull();
    expect(without.body.analysis.measurements.bust).toBeGreaterThan(0);
    expect(without.body.analysis.confidence).toBeLessThan(withHeight.body.analysis.confidence);
  });
});
