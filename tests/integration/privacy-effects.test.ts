/**
 * Issue 22 "Every setting has an effect": each privacy setting on and off, seen from ANOTHER
 * person over HTTP against the local runtime (rules: shared/domain/privacy/effects.ts and
 * `canViewMeasurements`; texts: shared/contracts/privacy-effects.ts).
 * - photoUpload off → every retained scan photo of the person is deleted by the save; others' stay;
 * - machineLearning off → the person's saves are no fit_match source in a fit-similar reader's feed,
 *   and entries made while it was on leave that feed once it is off (Trending Now:
 *   catalogue-trending.test.ts);
 * - publicDisplay off → not in people search, the directory, suggestions or fit matches;
 * - anonymizedDisplay → 'Anonymous' in directory, suggestions and matches, out of name search, and
 *   fit_match entries without the actor;
 * - showMeasurementsToFriends → numbers only for a mutual follow.
 */
import { randomBytes } from 'node:crypto';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import {
  personCardListSchema,
  personCardPageSchema,
  publicProfileSchema,
  type PersonCard,
} from '@seamline/shared/contracts/people';
import { waitFor } from '../fixtures/poll';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call, seededProducts } from './collections-helpers';
import { readFeed, waitForItem } from './feed-helpers';
import {
  STREAM_WAIT,
  distinctBody,
  follow,
  get,
  saveBody,
  setPrivacy,
  setStyles,
  shifted,
  waitForFitIndex,
} from './people-helpers';

const tag = () => [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
const media = () => import('@seamline/functions/media/s3');

async function retainedPhotos(userId: string): Promise<string[]> {
  const { s3, mediaBucket } = await media();
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: mediaBucket(), Prefix: `scans/retained/${userId}/` }));
  return (listed.Contents ?? []).map((o) => o.Key!);
}

async function putRetainedPhotos(userId: string, n: number): Promise<void> {
  const { s3, mediaBucket } = await media();
  await Promise.all(
    Array.from({ length: n }, (_, i) =>
      s3.send(
        new PutObjectCommand({
          Bucket: mediaBucket(),
          Key: `scans/retained/${userId}/${new Date(Date.now() - i * 1000).toISOString()}_0000000${i}.jpg`,
          Body: Buffer.from([0xff, 0xd8, 0xff, i]),
          ContentType: 'image/jpeg',
        }),
      ),
    ),
  );
}

const cards = async (viewer: UserWithSession, path: string): Promise<PersonCard[]> => {
  const res = await get(viewer, path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return path.includes('/suggested-connections') || path.includes('/connect-matches')
    ? personCardListSchema.parse(res.body).items
    : personCardPageSchema.parse(res.body).items;
};
const search = (viewer: UserWithSession, q: string) => cards(viewer, `/api/users/search?q=${encodeURIComponent(q)}&limit=100`);

describe('photoUpload', () => {
  it('off: the save deletes every retained scan photo of the person, and only theirs', async () => {
    const [me, other] = await Promise.all([
      createUserWithSession({ privacy: { photoUpload: true } }),
      createUserWithSession({ privacy: { photoUpload: true } }),
    ]);
    await Promise.all([putRetainedPhotos(me.userId, 3), putRetainedPhotos(other.userId, 2)]);
    await setPrivacy(me, { machineLearning: true }); // another change, Photo uploads still on: kept
    expect(await retainedPhotos(me.userId)).toHaveLength(3);
    await setPrivacy(me, { photoUpload: false });
    expect(await retainedPhotos(me.userId)).toEqual([]);
    expect(await retainedPhotos(other.userId)).toHaveLength(2);
  });

  it('off: the daily job removes a retained photo too (one put behind the save)', async () => {
    const me = await createUserWithSession({ privacy: { photoUpload: false, dataRetention: 'forever' } });
    await putRetainedPhotos(me.userId, 2);
    const { applyRetention } = await import('@seamline/functions/measurements/retention');
    expect(await applyRetention(me.userId)).toMatchObject({ photos: 2 });
    expect(await retainedPhotos(me.userId)).toEqual([]);
  });
});

describe('publicDisplay and anonymizedDisplay in lists shown to others', () => {
  it('search, directory, suggestions and matches: public people by name, anonymised ones as Anonymous (never in search), private ones nowhere', async () => {
    const t = tag();
    const body = distinctBody();
    const style = 'Bohemian';
    const make = (who: string, privacy: Record<string, boolean>) =>
      createUserWithSession({ user: { firstName: `Pv${t}`, lastName: who }, privacy });
    const [viewer, open, anonymous, closed] = await Promise.all([
      createUserWithSession(),
      make('Open', { publicDisplay: true }),
      make('Anon', { publicDisplay: true, anonymizedDisplay: true }),
      make('Closed', { publicDisplay: false }),
    ]);
    const people = [open, anonymous, closed];
    await Promise.all([
      setStyles(viewer, [style]),
      saveBody(viewer, body),
      ...people.flatMap((p, i) => [setStyles(p, [style]), saveBody(p, shifted(body, { hipsCm: 0.2 * (i + 1) }))]),
    ]);
    await Promise.all(people.map((p) => waitForFitIndex(p.userId)));

    // Search: only the public, non-anonymised person (the tokens of all three exist).
    await waitFor('search tokens', async () => (await search(viewer, `pv${t}`)).some((c) => c.id === open.userId), STREAM_WAIT);
    expect((await search(viewer, `pv${t}`)).map((c) => c.id)).toEqual([open.userId]);
    expect(await search(viewer, `pv${t} anon`)).toEqual([]);
    expect(await search(viewer, `pv${t} closed`)).toEqual([]);

    // Directory (newest first): the three were made after the viewer, so they are on the first page.
    const directory = await cards(viewer, '/api/users?limit=50');
    const inDirectory = new Map(directory.map((c) => [c.id, c]));
    expect(inDirectory.get(open.userId)).toMatchObject({ name: `Pv${t} Open` });
    expect(inDirectory.get(anonymous.userId)).toMatchObject({ name: 'Anonymous', username: null, handle: null, avatar: null });
    expect(inDirectory.has(closed.userId)).toBe(false);

    for (const path of [`/api/users/${viewer.userId}/suggested-connections`, `/api/users/${viewer.userId}/connect-matches`]) {
      const list = await waitFor(
        path,
        async () => {
          const items = await cards(viewer, path);
          return items.some((c) => c.id === open.userId) && items.some((c) => c.id === anonymous.userId) ? items : undefined;
        },
        STREAM_WAIT,
      );
      const byId = new Map(list.map((c) => [c.id, c]));
      expect(byId.get(open.userId), path).toMatchObject({ name: `Pv${t} Open`, username: open.user.username });
      expect(byId.get(anonymous.userId), path).toMatchObject({ name: 'Anonymous', username: null, handle: null, avatar: null });
      expect(JSON.stringify(list)).not.toContain(anonymous.user.username);
      expect(byId.has(closed.userId), path).toBe(false);
    }

    // Turning publicDisplay off takes the open person out at once; on again brings them back.
    await setPrivacy(open, { publicDisplay: false });
    expect(await search(viewer, `pv${t}`)).toEqual([]);
    expect((await cards(viewer, `/api/users/${viewer.userId}/connect-matches`)).some((c) => c.id === open.userId)).toBe(false);
    const similar = await get<{ items: { id: string }[] }>(viewer, `/api/users/${viewer.userId}/similar`);
    expect(similar.body.items.some((u) => u.id === open.userId)).toBe(false);
    await setPrivacy(open, { publicDisplay: true });
    expect((await search(viewer, `pv${t}`)).map((c) => c.id)).toEqual([open.userId]);
  });
});

describe('machineLearning and fit_match feed sources', () => {
  it("off: a fit-similar person's save is no source; on: it is, named only with a public profile; turning it off drops the entries", async () => {
    const body = distinctBody();
    const [reader, sharing, silent] = await Promise.all([
      createUserWithSession({ user: { firstName: 'Reader' } }),
      createUserWithSession({ user: { firstName: 'Sharing' }, privacy: { machineLearning: true } }),
      createUserWithSession({ user: { firstName: 'Silent' }, privacy: { machineLearning: false, publicDisplay: true } }),
    ]);
    await Promise.all([
      saveBody(reader, body),
      saveBody(sharing, shifted(body, { waistCm: 0.3 })),
      saveBody(silent, shifted(body, { waistCm: -0.3 })),
    ]);
    await Promise.all([reader, sharing, silent].map((p) => waitForFitIndex(p.userId)));
    await readFeed(reader); // the reader is active: fit-match entries are fanned out to them
    const [first, second] = await seededProducts(reader, 2);
    // Silent saves first, then Sharing: once Sharing's entry is there, Silent's would be too.
    expect((await call('POST', '/api/collection', silent, { productId: first!.id, userId: silent.userId })).status).toBe(201);
    expect((await call('POST', '/api/collection', sharing, { productId: second!.id, userId: sharing.userId })).status).toBe(201);
    const item = await waitForItem(reader, "Sharing's fit match", (i) => i.type === 'fit_match' && i.product?.id === second!.id, 'fit_matches');
    // Sharing has no public profile: the entry shows without the person.
    expect(item.actor).toBeUndefined();
    expect(item.reason).not.toContain('Sharing');
    const fitMatches = (await readFeed(reader, 'fit_matches')).items;
    expect(fitMatches.some((i) => i.product?.id === first!.id)).toBe(false);

    await setPrivacy(sharing, { machineLearning: false });
    const after = (await readFeed(reader, 'fit_matches')).items;
    expect(after.some((i) => i.product?.id === second!.id)).toBe(false);
  });
});

describe('showMeasurementsToFriends', () => {
  it("on: only a mutual follow sees the numbers; off: not even a mutual follow", async () => {
    const [owner, mutual, oneWay, stranger] = await Promise.all([
      createUserWithSession({ privacy: { showMeasurementsToFriends: true } }),
      createUserWithSession(),
      createUserWithSession(),
      createUserWithSession(),
    ]);
    await saveBody(owner, { heightCm: 171, bustCm: 88, waistCm: 70, hipsCm: 97 });
    await Promise.all([follow(mutual, owner), follow(owner, mutual), follow(oneWay, owner)]);
    const seen = async (viewer: UserWithSession) => {
      const res = await get(viewer, `/api/users/${owner.userId}/profile`);
      expect(res.status).toBe(200);
      return publicProfileSchema.parse(res.body);
    };
    expect(await seen(mutual)).toMatchObject({ canViewMeasurements: true, measurements: { waistCm: 70 } });
    expect(await seen(oneWay)).toMatchObject({ canViewMeasurements: false, measurements: null });
    expect(await seen(stranger)).toMatchObject({ canViewMeasurements: false, measurements: null });
    await setPrivacy(owner, { showMeasurementsToFriends: false });
    expect(await seen(mutual)).toMatchObject({ canViewMeasurements: false, measurements: null });
  });
});
