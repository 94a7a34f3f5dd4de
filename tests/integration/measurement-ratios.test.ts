/**
 * Issue 34 §5 over HTTP: measurements are checked together. `POST /api/users/{userId}/measurements`
 * refuses values whose ratios no adult has (ANSUR II's observed range widened by RATIO_MARGIN)
 * with 400 naming both fields, the bounds in the unit entered, and saves nothing; a rule applies
 * only between fields given in the same request. The server's answer is the shared schema's, so
 * the web forms (same schema through the zod resolver) say exactly the same.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { manualMeasurementsSchema, measurementsInputSchema } from '@seamline/shared/contracts/measurements';
import { api } from '../fixtures/api';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';

let me: UserWithSession;
let other: UserWithSession;
beforeEach(async () => {
  [me, other] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

type ErrorBody = { message: string; fieldErrors?: Record<string, string[]> };
const path = (userId: string) => `/api/users/${encodeURIComponent(userId)}/measurements`;
const save = (s: UserWithSession | undefined, userId: string, body: unknown) => api<ErrorBody>('POST', path(userId), { cookie: s?.cookie, body });
const saved = async (s: UserWithSession) => (await api('GET', path(s.userId), { cookie: s.cookie })).status === 200;

/** The shared schema's field messages for `body` (what the form shows), keyed like the server's fieldErrors. */
function formErrors(schema: typeof measurementsInputSchema | typeof manualMeasurementsSchema, body: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of schema.safeParse(body).error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const WAIST_HIPS = "Waist and hips don't fit together: waist ÷ hips is 2.51, most adults are between 0.59 and 1.41 (with hips of 35.9 in, a waist of 21.2–50.6 in)";
const BUST_WAIST = "Bust and waist don't fit together: bust ÷ waist is 0.37, most adults are between 0.73 and 1.66 (with a waist of 90 in, a bust of 65.7–98.4 in)";
const INSEAM_HEIGHT = "Inseam and height don't fit together: inseam ÷ height is 1.13, most adults are between 0.36 and 0.63 (with a height of 40 in, an inseam of 14.4–25.2 in)";

describe('POST /api/users/{userId}/measurements checks the values together (issue 34 §5)', () => {
  it("refuses the issue's example (bust 33.3, waist 90, hips 35.9, height 40, inseam 45 in) with 400 naming the fields, in inches", async () => {
    const example = { bust: 33.3, waist: 90, hips: 35.9, height: 40, inseam: 45, unit: 'inches' };
    for (const source of ['manual', 'onboarding'] as const) {
      const res = await save(me, me.userId, { ...example, source });
      expect(res.status, source).toBe(400);
      expect(res.body, source).toEqual({
        message: WAIST_HIPS,
        fieldErrors: { waist: [WAIST_HIPS, BUST_WAIST], hips: [WAIST_HIPS], bust: [BUST_WAIST], inseam: [INSEAM_HEIGHT], height: [INSEAM_HEIGHT] },
      });
    }
    expect(await saved(me)).toBe(false);
  });

  it('answers exactly what the forms show for the same values (one shared schema)', async () => {
    const bodies = [
      { bust: 33.3, waist: 90, hips: 35.9, height: 40, inseam: 45, unit: 'inches', source: 'manual' },
      { bust: 88, waist: 130, hips: 85, height: 170, unit: 'cm', source: 'manual' },
      { height: 150, inseam: 100, unit: 'cm' },
    ];
    for (const body of bodies) {
      const res = await save(me, me.userId, body);
      expect(res.status).toBe(400);
      const schema = body.source === 'manual' ? manualMeasurementsSchema : measurementsInputSchema;
      expect(res.body.fieldErrors).toEqual(formErrors(schema, body));
    }
  });

  it('shows the bounds in cm when the values were entered in cm', async () => {
    const res = await save(me, me.userId, { height: 150, inseam: 100, unit: 'cm' });
    const message = "Inseam and height don't fit together: inseam ÷ height is 0.67, most adults are between 0.36 and 0.63 (with a height of 150 cm, an inseam of 54–94.5 cm)";
    expect(res.body).toEqual({ message, fieldErrors: { inseam: [message], height: [message] } });
  });

  it('applies a rule only when both of its fields are in the request (saves are whole versions; stored values are not compared)', async () => {
    // Waist 90 in alone is in its range; hips and bust are not given, so no ratio applies.
    expect((await save(me, me.userId, { height: 60, waist: 90 })).status).toBe(201);
    // A later save with hips only is a new whole version: not compared with the stored waist.
    expect((await save(me, me.userId, { height: 60, hips: 35.9 })).status).toBe(201);
    expect((await save(me, me.userId, { height: 60, waist: 90, hips: 35.9 })).status).toBe(400);
  });

  it('accepts an ordinary body and values at the edges a message offers', async () => {
    expect((await save(me, me.userId, { height: 65, bust: 34, waist: 28, hips: 38, inseam: 30, source: 'manual' })).status).toBe(201);
    expect((await save(me, me.userId, { height: 65, bust: 34, waist: 21.2, hips: 35.9 })).status).toBe(201);
    expect((await save(me, me.userId, { height: 65, bust: 50, waist: 50.6, hips: 35.9 })).status).toBe(201);
  });

  it('treats a 220 cm bust the same in the form and on the server: accepted (adult range 50–250 cm)', async () => {
    const body = { height: 180, bust: 220, waist: 190, hips: 200, unit: 'cm', source: 'manual' };
    expect(manualMeasurementsSchema.safeParse(body).success).toBe(true);
    const res = await save(me, me.userId, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ bust: 220, unit: 'cm', canonical: { bustCm: 220 } });
    const over = { ...body, bust: 251 };
    const refused = await save(me, me.userId, over);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual(formErrors(manualMeasurementsSchema, over));
    expect(refused.body.fieldErrors).toEqual({ bust: ['Bust must be a valid number between 50 and 250 cm'] });
  });

  it("is 401 without a session, 403 for another person's id, 400 for garbage; nothing saved", async () => {
    const ok = { height: 65, bust: 34, waist: 28, hips: 38 };
    expect((await save(undefined, me.userId, ok)).status).toBe(401);
    expect((await save(undefined, me.userId, { height: 40, inseam: 45 })).status).toBe(401);
    expect((await save(me, other.userId, ok)).status).toBe(403);
    const garbage = await save(me, me.userId, { height: 40, inseam: 'long', waist: { a: 1 } });
    expect(garbage.status).toBe(400);
    expect(garbage.body.fieldErrors).toEqual({
      waist: ['Waist must be a valid number between 15.8 and 98.4 in'],
      inseam: ['Inseam must be a valid number between 11.9 and 47.2 in'],
    });
    expect(await saved(me)).toBe(false);
    expect(await saved(other)).toBe(false);
  });
});
