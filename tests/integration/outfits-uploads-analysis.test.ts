/**
 * Outfit photo uploads and the compatibility analysis over HTTP (issue 20; spec 02 §2.6 Upload
 * Photo, §5 'Please add some items to analyze', §7 the two calls, §9): presigned POSTs with the
 * policy of every photo (image types, ≤ 10 MB, the caller's prefix, 5 minutes; the runtime's S3
 * front enforces it like S3), 1–6 at a time; the analysis answer's shape and its 400 / 404 / 401.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { PresignedPost } from '@seamline/shared/contracts/media';
import { analyzeCompatibilityResultSchema, OUTFIT_ERRORS, outfitSuggestionSchema } from '@seamline/shared/contracts/outfits';
import { postForm } from '../fixtures/media-bucket';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call, closetProduct, createEvent, inDays } from './outfits-helpers';

let a: UserWithSession;
let b: UserWithSession;
beforeEach(async () => {
  [a, b] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

const presign = (s: UserWithSession | undefined, body: unknown) => call<{ uploads: PresignedPost[] }>('POST', '/api/upload/outfit-images', s, body);

describe('POST /api/upload/outfit-images', () => {
  it("answers one presigned POST per file under the caller's prefix: the type pinned, 1 B – 10 MB, 5 minutes", async () => {
    const before = Date.now();
    const res = await presign(a, { files: [{ contentType: 'image/jpeg', size: 2_000_000 }, { contentType: 'image/webp', size: 10 }] });
    expect(res.status).toBe(200);
    expect(res.body.uploads).toHaveLength(2);
    const [jpeg, webp] = res.body.uploads;
    for (const post of [jpeg!, webp!]) {
      expect(post.key).toMatch(new RegExp(`^uploads/outfits/${a.userId}/[0-9a-f-]{36}$`));
      expect(post.maxBytes).toBe(10 * 1024 * 1024);
      const expiresIn = Date.parse(post.expiresAt) - before;
      expect(expiresIn).toBeGreaterThan(290_000);
      expect(expiresIn).toBeLessThan(310_000);
      const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString('utf8'));
      expect(policy.conditions).toContainEqual(['content-length-range', 1, 10485760]);
    }
    expect(jpeg!.fields['Content-Type']).toBe('image/jpeg');
    expect(webp!.fields['Content-Type']).toBe('image/webp');
    expect(jpeg!.key).not.toBe(webp!.key);
  });

  it('is 400 for no file, more than 6, a type that is not a photo, a file over 10 MB; 401 without a session', async () => {
    const file = { contentType: 'image/png', size: 100 };
    const cases: [unknown, string][] = [
      [{ files: [] }, OUTFIT_ERRORS.uploadCount],
      [{ files: Array.from({ length: 7 }, () => file) }, OUTFIT_ERRORS.uploadCount],
      [{ files: [{ contentType: 'text/html', size: 10 }] }, 'Invalid file type'],
      [{ files: [{ contentType: 'image/svg+xml', size: 10 }] }, 'Invalid file type'],
      [{ files: [{ contentType: 'image/png', size: 10 * 1024 * 1024 + 1 }] }, 'Please select an image smaller than 10MB.'],
      [{}, ''],
    ];
    for (const [body, message] of cases) {
      const res = await presign(a, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(message);
    }
    expect((await presign(undefined, { files: [file] })).status).toBe(401);
  });

  it('the S3 front refuses an upload of another type or over the declared policy', async () => {
    const res = await presign(a, { files: [{ contentType: 'image/png', size: 100 }] });
    const post = res.body.uploads[0]!;
    expect(await postForm({ ...post, fields: { ...post.fields, 'Content-Type': 'image/gif' } }, Buffer.from('GIF89a'))).toBe(403);
    expect(await postForm(post, Buffer.alloc(10 * 1024 * 1024 + 1))).toBe(400);
    expect(await postForm(post, Buffer.from('\x89PNG small'))).toBe(204);
  });
});

describe('POST /api/analyze-occasion-season-compatibility', () => {
  const items = [
    { id: 'x1', name: 'Wool Overcoat', category: 'outerwear', style: ['Classic'], occasion: ['formal'], season: ['winter'], material: 'Wool', colors: ['navy'] },
    { id: 'x2', name: 'Silk Dress', category: 'dresses', colors: 'black' },
  ];

  it('answers the spec §7 analysis: scores 0–100, recommendations, per-item feedback and the weather used', async () => {
    const res = await call('POST', '/api/analyze-occasion-season-compatibility', a, {
      items,
      targetOccasion: 'formal',
      targetSeason: 'winter',
      eventDetails: { eventType: 'Gala', location: 'Not specified', timeOfDay: 'evening', weatherConditions: 'Not specified' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { analysis } = analyzeCompatibilityResultSchema.parse(res.body);
    expect(analysis.itemAnalysis.map((i) => i.name)).toEqual(['Wool Overcoat', 'Silk Dress']);
    expect(analysis.recommendations.length).toBeGreaterThan(0);
    expect(analysis.weather.summary).toEqual(expect.any(String));
  });

  it("uses one of the caller's events (its typed weather); 404 for someone else's event", async () => {
    const event = await createEvent(a, { vibe: 'formal', eventDate: inDays(60), weatherNote: 'snowy, -3 °C' });
    const mine = await call('POST', '/api/analyze-occasion-season-compatibility', a, { items, eventId: event.id });
    expect(mine.status).toBe(200);
    expect(analyzeCompatibilityResultSchema.parse(mine.body).analysis.weather.source).toBe('user');
    const theirs = await call('POST', '/api/analyze-occasion-season-compatibility', b, { items, eventId: event.id });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ message: OUTFIT_ERRORS.eventNotFound });
  });

  it("reads the caller's closet items as the stylist does: the AI outfit, sent back without its tags, gets the stylist's own clo and band (issue 34)", async () => {
    const event = await createEvent(a, { vibe: 'casual', eventDate: inDays(60), weatherNote: 'cold, 2 °C' });
    for (const category of ['outerwear', 'tops', 'bottoms', 'shoes']) await closetProduct(a, category);
    const ai = await call('POST', `/api/outfit-events/${event.id}/ai-suggestion`, a);
    expect(ai.status, JSON.stringify(ai.body)).toBe(201);
    const suggestion = outfitSuggestionSchema.parse(ai.body);
    const stylistWarmth = suggestion.reasons.map((r) => /outfit (\d\.\d\d) clo, (.*)$/i.exec(r)).find(Boolean);
    expect(stylistWarmth, suggestion.reasons.join('\n')).toBeTruthy();
    // As the planning dialog sends a suggestion's pieces ('Add to My Plan'): ids, names and categories, no tags or materials.
    const pieces = suggestion.items.map((i) => ({ id: i.closetItemId ?? undefined, name: i.name, category: i.category }));
    const res = await call('POST', '/api/analyze-occasion-season-compatibility', a, { items: pieces, eventId: event.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { analysis } = analyzeCompatibilityResultSchema.parse(res.body);
    const warmth = analysis.recommendations.map((r) => /outfit (\d\.\d\d) clo, (.*)$/.exec(r)).find(Boolean);
    expect(warmth, analysis.recommendations.join('\n')).toBeTruthy();
    expect([warmth![1], warmth![2]]).toEqual([stylistWarmth![1], stylistWarmth![2]]);
    // The stored season tags were read (every catalogue product has some): an untagged piece scores 75 (35 when too light or warm).
    for (const i of analysis.itemAnalysis) expect([75, 35], i.name).not.toContain(i.seasonalScore);
    // Someone else sending those ids gets nothing of a's closet: the pieces are analysed as sent.
    const theirs = await call('POST', '/api/analyze-occasion-season-compatibility', b, { items: pieces.map((p) => ({ ...p, name: 'Mystery Piece' })) });
    expect(theirs.status).toBe(200);
    expect(analyzeCompatibilityResultSchema.parse(theirs.body).analysis.itemAnalysis.map((i) => i.name)).toEqual(pieces.map(() => 'Mystery Piece'));
  });

  it("is 400 'Please add some items to analyze' without items, 400 for garbage, 401 without a session", async () => {
    for (const body of [{ items: [] }, {}, { targetOccasion: 'formal' }]) {
      const res = await call('POST', '/api/analyze-occasion-season-compatibility', a, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({ message: 'Please add some items to analyze' });
    }
    expect((await call('POST', '/api/analyze-occasion-season-compatibility', a, { items: [{ name: '' }] })).status).toBe(400);
    expect((await call('POST', '/api/analyze-occasion-season-compatibility', a, { items: 'coat' })).status).toBe(400);
    expect((await call('POST', '/api/analyze-occasion-season-compatibility', a, { items: Array.from({ length: 31 }, () => items[0]) })).status).toBe(400);
    expect((await call('POST', '/api/analyze-occasion-season-compatibility', undefined, { items })).status).toBe(401);
  });
});
