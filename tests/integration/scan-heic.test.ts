/**
 * A real HEIC photo end to end (issue 4 "images incl. HEIC"): sent as is (what the web does
 * when the browser cannot decode HEIC), decoded by the scan (heic-convert), measured like the
 * JPEG it was made from, never stored; a truncated HEIC is refused with the spec's message.
 * The fixture and how it was made: tests/fixtures/heic/README.md.
 */
import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScanResult } from '@seamline/shared/contracts/scan';
import { api } from '../fixtures/api';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { BUSINESSMAN, personPhoto } from '../fixtures/images';
import { keysNaming, scanPhoto } from '../fixtures/media-bucket';

const HEIC = new URL('../fixtures/heic/businessman-standing.heic', import.meta.url);
const consents = { photoConsent: true, dataUsageConsent: true };

let me: UserWithSession;
beforeEach(async () => {
  me = await createUserWithSession();
});
const scan = (body: unknown) => api<ScanResult & { message?: string }>('POST', '/api/scan-to-fit', { cookie: me.cookie, body });

describe('POST /api/scan-to-fit with a HEIC photo', () => {
  it('decodes it and measures the same body as the JPEG it was encoded from', async () => {
    const fromHeic = await scan({ frontPhoto: scanPhoto(await readFile(HEIC)), height: 180, heightUnit: 'cm', ...consents });
    expect(fromHeic.status, JSON.stringify(fromHeic.body)).toBe(200);
    expect(fromHeic.body).toMatchObject({ extractionMethod: 'photo_ai', height: 180, photoRetained: false });
    expect(await keysNaming(me.userId)).toEqual([]);

    const fromJpeg = await scan({ frontPhoto: scanPhoto(await personPhoto(BUSINESSMAN)), height: 180, heightUnit: 'cm', ...consents });
    expect(fromJpeg.status).toBe(200);
    // Same photo through a lossy HEVC round trip: the measurements agree to within 0.2 cm here.
    for (const m of ['bust', 'waist', 'hips', 'inseam', 'shoulderWidth', 'armLength'] as const) {
      expect(Math.abs(fromHeic.body[m]! - fromJpeg.body[m]!), m).toBeLessThan(1);
    }
  });

  it("refuses a truncated HEIC with 'Please select a valid image file (JPG, PNG, HEIC, etc.).', storing nothing", async () => {
    const heic = await readFile(HEIC);
    const res = await scan({ frontPhoto: scanPhoto(heic.subarray(0, heic.length >> 1)), height: 180, heightUnit: 'cm', ...consents });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Please select a valid image file (JPG, PNG, HEIC, etc.).');
    expect(await keysNaming(me.userId)).toEqual([]);
  });
});
