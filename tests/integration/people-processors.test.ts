/**
 * The people stream processors against the local runtime (issue 5):
 * - follow-counters: Follow INSERT / REMOVE → ProfileStats counts (atomic ADD, one transaction
 *   with a StreamReceipt) and one `user.followed` DomainEvent; redelivered records change
 *   nothing twice; a failing record is reported alone in `batchItemFailures`;
 * - people-index: User → SearchToken, Measurements + PrivacySettings → FitIndex,
 *   StylePreferences → StyleMember, all converging to the current source items.
 * Items are written through `db` (the table stream feeds the processors through the local
 * poller); redelivery calls the processor's handler directly with hand-built stream records.
 * Every id and name is unique, so the seeded demo people cannot affect the outcome.
 */
import { randomUUID } from 'node:crypto';
import type { DynamoDBRecord } from 'aws-lambda';
import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  fitBucketOf,
  waistKeyOf,
  type FitBody,
} from '@seamline/shared/domain/people/fit-similarity';
import { DEFAULT_PRIVACY_SETTINGS } from '@seamline/shared/contracts/privacy';
import { createUser } from '../fixtures/users';
import { waitFor } from '../fixtures/poll';
import { batch, untilApplied } from '../fixtures/stream-batches';

// The failures provoked below are logged by the processor; keep the test output readable.
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
const { db, documentClient } = await import('@seamline/functions/_core/aws-clients');
const { handler: followCounters } = await import('@seamline/events/processors/follow-counters');
const { indexJobOf } = await import('@seamline/events/processors/people-index');
const { domainEventItemOf, domainEventOfItem, userFollowedEvent } =
  await import('@seamline/events/domain-events');

interface Follow {
  followerId: string;
  followingId: string;
  createdAt: string;
}

const newFollow = (): Follow => ({
  followerId: randomUUID(),
  followingId: randomUUID(),
  createdAt: new Date().toISOString(),
});

async function counts(userId: string) {
  const { data } = await db.entities.profileStats.get({ userId }).go();
  return { followers: data?.followers ?? 0, following: data?.following ?? 0 };
}

/** Both people's counts equal `n` (follower's `following`, followed person's `followers`). */
async function countsAre(follow: Follow, n: number) {
  const [a, b] = await Promise.all([counts(follow.followerId), counts(follow.followingId)]);
  return a.following === n && b.followers === n && a.followers === 0 && b.following === 0;
}

const eventIdOf = (f: Follow) => `user.followed:${f.followerId}:${f.followingId}:${f.createdAt}`;

let sequence = 0;
/** A stream record of `follow` as DynamoDB would deliver it (image = the item ElectroDB writes). */
function followRecord(
  eventName: 'INSERT' | 'REMOVE',
  follow: Follow,
  eventID = randomUUID(),
): DynamoDBRecord {
  const { Item } = db.entities.follow.put(follow).params() as { Item: Record<string, unknown> };
  const image = marshall(Item) as NonNullable<DynamoDBRecord['dynamodb']>['NewImage'];
  sequence += 1;
  return {
    eventID,
    eventName,
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: 'ddblocal',
    dynamodb: {
      Keys: marshall({ pk: Item.pk, sk: Item.sk }) as NonNullable<
        DynamoDBRecord['dynamodb']
      >['Keys'],
      ...(eventName === 'INSERT' ? { NewImage: image } : { OldImage: image }),
      SequenceNumber: String(1e20 + sequence),
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
}

describe('domain events', () => {
  it('gives a follow one deterministic user.followed id and stores only catalogue events', () => {
    const follow = newFollow();
    const event = userFollowedEvent(follow);
    expect(event.id).toBe(eventIdOf(follow));
    expect(userFollowedEvent({ ...follow }).id).toBe(event.id);
    const now = new Date('2026-01-01T00:00:00.000Z');
    expect(domainEventItemOf(event, now)).toEqual({
      eventId: event.id,
      type: 'user.followed',
      payload: { followerId: follow.followerId, followingId: follow.followingId },
      occurredAt: follow.createdAt,
      ttl: now.getTime() / 1000 + 30 * 24 * 3600,
      // Indexed by the people it is about (issue 22: account deletion finds a person's events).
      actorId: follow.followerId,
      subjectId: follow.followingId,
    });
    expect(domainEventOfItem(domainEventItemOf(event, now))).toEqual(event);
    expect(() => domainEventItemOf({ ...event, type: 'user.poked' } as never)).toThrow();
    expect(() =>
      domainEventOfItem({ eventId: 'x', type: 'user.followed', occurredAt: 'now', payload: {} }),
    ).toThrow();
  });
});

describe('follow-counters processor', () => {
  it('a follow counts once for both people and emits one user.followed; unfollow counts back down', async () => {
    const follow = newFollow();
    await db.entities.follow.create(follow).go();
    // The first records of a fresh runtime queue behind the demo seed's: a longer deadline.
    await waitFor('the follow to be counted', () => countsAre(follow, 1), { timeoutMs: 25_000 });

    // The first ADD created the ProfileStats items, readable through ElectroDB.
    expect(
      (await db.entities.profileStats.get({ userId: follow.followingId }).go()).data,
    ).toMatchObject({
      userId: follow.followingId,
      followers: 1,
    });
    const { data: stored } = await db.entities.domainEvent.get({ eventId: eventIdOf(follow) }).go();
    expect(stored).not.toBeNull();
    expect(domainEventOfItem(stored!)).toEqual({
      id: eventIdOf(follow),
      type: 'user.followed',
      occurredAt: follow.createdAt,
      followerId: follow.followerId,
      followingId: follow.followingId,
    });
    const inThirtyDays = Date.now() / 1000 + 30 * 24 * 3600;
    expect(Math.abs(stored!.ttl - inThirtyDays)).toBeLessThan(120);

    await db.entities.follow.delete(follow).go();
    await waitFor('the unfollow to be counted', () => countsAre(follow, 0));
  });

  it('a redelivered follow INSERT changes the counts once: handler called twice, and a batch holding the record twice', async () => {
    const follow = newFollow();
    const insert = followRecord('INSERT', follow);
    expect(await followCounters(batch(insert))).toEqual({ batchItemFailures: [] });
    expect(await countsAre(follow, 1)).toBe(true);
    expect(await followCounters(batch(insert))).toEqual({ batchItemFailures: [] });
    expect(await followCounters(batch(insert, insert))).toEqual({ batchItemFailures: [] });
    expect(await countsAre(follow, 1)).toBe(true);

    const twice = newFollow();
    const record = followRecord('INSERT', twice);
    expect(await followCounters(batch(record, record))).toEqual({ batchItemFailures: [] });
    expect(await countsAre(twice, 1)).toBe(true);
    expect((await db.entities.domainEvent.get({ eventId: eventIdOf(twice) }).go()).data?.type).toBe(
      'user.followed',
    );
  });

  it('a timed-out invocation and its retry running at once (same batch 3× concurrently) count each follow once for both people', async () => {
    const follower = randomUUID();
    const follows = Array.from({ length: 20 }, (_, i): Follow => ({ followerId: follower, followingId: randomUUID(), createdAt: new Date(Date.now() + i).toISOString() }));
    const records = [...follows.map((f) => followRecord('INSERT', f)), ...follows.slice(0, 5).map((f) => followRecord('REMOVE', f))];
    await Promise.all([untilApplied(followCounters, records), untilApplied(followCounters, records), untilApplied(followCounters, records)]);
    expect(await counts(follower)).toEqual({ followers: 0, following: 15 });
    const others = await Promise.all(follows.map((f) => counts(f.followingId)));
    expect(others.map((c) => c.followers)).toEqual([...Array(5).fill(0), ...Array(15).fill(1)]);
  });

  it('a redelivered unfollow REMOVE lowers the counts once', async () => {
    const follow = newFollow();
    await followCounters(batch(followRecord('INSERT', follow)));
    const remove = followRecord('REMOVE', follow);
    expect(await followCounters(batch(remove, remove))).toEqual({ batchItemFailures: [] });
    expect(await followCounters(batch(remove))).toEqual({ batchItemFailures: [] });
    expect(await countsAre(follow, 0)).toBe(true);
  });

  it('a second INSERT of the same follow under another event id is a duplicate event: reported, counted once', async () => {
    const follow = newFollow();
    const first = await followCounters(batch(followRecord('INSERT', follow)));
    expect(first.batchItemFailures).toEqual([]);
    const second = followRecord('INSERT', follow);
    // Not a redelivery (no receipt), but its event exists: the transaction is refused and the
    // record reported (retried, then dead-lettered) instead of counting the follow twice.
    expect((await followCounters(batch(second))).batchItemFailures).toEqual([
      { itemIdentifier: second.dynamodb!.SequenceNumber },
    ]);
    expect(await countsAre(follow, 1)).toBe(true);
  });

  it('a record that cannot be applied is reported in batchItemFailures; its neighbours are applied', async () => {
    const good1 = newFollow();
    const good2 = newFollow();
    const bad = newFollow();
    // A corrupted counter (a string): ADD fails, the transaction is cancelled for a reason other than the receipt.
    const { Item } = db.entities.profileStats.put({ userId: bad.followingId }).params() as {
      Item: Record<string, unknown>;
    };
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    await documentClient.send(
      new PutCommand({
        TableName: process.env.TABLE_NAME,
        Item: { ...Item, followers: 'corrupted' },
      }),
    );

    const badRecord = followRecord('INSERT', bad);
    const response = await followCounters(
      batch(followRecord('INSERT', good1), badRecord, followRecord('INSERT', good2)),
    );
    expect(response).toEqual({
      batchItemFailures: [{ itemIdentifier: badRecord.dynamodb!.SequenceNumber }],
    });
    expect(await countsAre(good1, 1)).toBe(true);
    expect(await countsAre(good2, 1)).toBe(true);
    expect(await counts(bad.followerId)).toEqual({ followers: 0, following: 0 });
    expect((await db.entities.domainEvent.get({ eventId: eventIdOf(bad) }).go()).data).toBeNull();
  });
});

const body = (seed: number): FitBody => ({
  heightCm: 150 + (seed % 400) / 10,
  bustCm: 80 + (seed % 300) / 10,
  waistCm: 60 + (seed % 350) / 10,
  hipsCm: 85 + (seed % 380) / 10,
});
const seedOf = (id: string) => parseInt(id.slice(0, 6), 16);

async function saveMeasurements(userId: string, b: FitBody) {
  const now = new Date().toISOString();
  await db.entities.measurements
    .create({
      userId,
      versionId: `${now}-${randomUUID().slice(0, 8)}`,
      unit: 'cm',
      weightUnit: 'kg',
      ...b,
      height: b.heightCm,
      bust: b.bustCm,
      waist: b.waistCm,
      hips: b.hipsCm,
      updatedAt: now,
    })
    .go();
}

const fitIndexOf = async (userId: string) => (await db.entities.fitIndex.get({ userId }).go()).data;
const tokensOf = async (userId: string) =>
  (await db.entities.searchToken.query.byUser({ userId }).go()).data.map((t) => t.token).sort();
const categoriesOf = async (userId: string) =>
  (await db.entities.styleMember.query.byUser({ userId }).go()).data
    .map((m) => `${m.category}@${m.updatedAt}`)
    .sort();
const sameList = (a: string[], b: string[]) => JSON.stringify(a) === JSON.stringify([...b].sort());

describe('people-index processor', () => {
  it('indexes a new user for prefix search, replaces the tokens when names change, drops them when the user goes', async () => {
    const tag = randomUUID().replace(/-/g, '').slice(0, 10);
    const user = await createUser({
      username: `Pix_${tag}`,
      firstName: `Zéphyrine${tag}`,
      lastName: `Quill${tag}`,
    });
    const first = `zephyrine${tag}`;
    const found = await waitFor('the new user in a prefix search', async () => {
      const { data } = await db.entities.searchToken.query
        .byPrefix({ lead: 'z' })
        .begins({ token: first.slice(0, 14) })
        .go();
      const mine = data.filter((t) => t.userId === user.id).map((t) => t.token);
      // The processor writes the tokens in more than one request: wait for both that begin so.
      return mine.length >= 2 && mine.sort();
    });
    expect(found).toEqual([first, `${first} quill${tag}`]);
    expect(await tokensOf(user.id)).toEqual(
      [`pix_${tag}`, `quill${tag}`, first, `${first} quill${tag}`].sort(),
    );

    await db.entities.user
      .patch({ id: user.id })
      .set({ firstName: `Wendeline${tag}`, updatedAt: new Date().toISOString() })
      .go();
    const renamed = [`pix_${tag}`, `quill${tag}`, `wendeline${tag}`, `wendeline${tag} quill${tag}`];
    await waitFor('the tokens of the new name, and none of the old', async () =>
      sameList(await tokensOf(user.id), renamed),
    );
    const { data: old } = await db.entities.searchToken.query
      .byPrefix({ lead: 'z' })
      .begins({ token: first })
      .go();
    expect(old).toEqual([]);

    await db.entities.user.delete({ id: user.id }).go();
    await waitFor(
      'no tokens once the user is removed',
      async () => (await tokensOf(user.id)).length === 0,
    );
  });

  it('puts saved measurements in their fit bucket, moves them on a new save, and follows discoverableByFit', async () => {
    const userId = randomUUID();
    const first = body(seedOf(userId));
    await saveMeasurements(userId, first);
    const indexed = await waitFor('the FitIndex item', () =>
      fitIndexOf(userId).then((i) => i ?? false),
    );
    expect(indexed).toMatchObject({
      bucket: fitBucketOf(first),
      waistKey: waistKeyOf(first.waistCm),
      ...first,
    });
    const inBucket = await db.entities.fitIndex.query
      .byBucket({ bucket: fitBucketOf(first), waistKey: waistKeyOf(first.waistCm), userId })
      .go();
    expect(inBucket.data.map((i) => i.userId)).toEqual([userId]);

    const moved = { ...first, heightCm: first.heightCm + 13, hipsCm: first.hipsCm + 13 };
    expect(fitBucketOf(moved)).not.toBe(fitBucketOf(first));
    await saveMeasurements(userId, moved);
    await waitFor(
      'the FitIndex item in its new bucket',
      async () => (await fitIndexOf(userId))?.bucket === fitBucketOf(moved),
    );
    const left = await db.entities.fitIndex.query
      .byBucket({ bucket: fitBucketOf(first), waistKey: waistKeyOf(first.waistCm), userId })
      .go();
    expect(left.data).toEqual([]);

    const save = (discoverableByFit: boolean) =>
      db.entities.privacySettings
        .put({
          userId,
          ...DEFAULT_PRIVACY_SETTINGS,
          discoverableByFit,
          updatedAt: new Date().toISOString(),
        })
        .go();
    await save(false);
    await waitFor(
      'the FitIndex item to go when not discoverable',
      async () => (await fitIndexOf(userId)) === null,
    );
    await save(true);
    const back = await waitFor('the FitIndex item back when discoverable again', () =>
      fitIndexOf(userId).then((i) => i ?? false),
    );
    expect(back.bucket).toBe(fitBucketOf(moved));
  });

  it('does not index a person whose measurements lack a fit value', async () => {
    const userId = randomUUID();
    const now = new Date().toISOString();
    await db.entities.measurements
      .create({
        userId,
        versionId: `${now}-0000`,
        unit: 'cm',
        weightUnit: 'kg',
        heightCm: 170,
        height: 170,
        updatedAt: now,
      })
      .go();
    // Once preferences saved AFTER the measurements are indexed, the measurements record was
    // processed too (same processor, stream order).
    await db.entities.stylePreferences
      .put({ userId, styleCategories: ['Casual'], updatedAt: now })
      .go();
    await waitFor(
      'the later style preferences to be indexed',
      async () => (await categoriesOf(userId)).length === 1,
    );
    expect(await fitIndexOf(userId)).toBeNull();
  });

  it('mirrors style preferences as StyleMember items: saved, replaced, removed', async () => {
    const userId = randomUUID();
    const t1 = new Date().toISOString();
    await db.entities.stylePreferences
      .put({ userId, styleCategories: ['Minimalist', 'Vintage'], updatedAt: t1 })
      .go();
    await waitFor('the StyleMember items', async () =>
      sameList(await categoriesOf(userId), [`Minimalist@${t1}`, `Vintage@${t1}`]),
    );
    const { data: members } = await db.entities.styleMember.query
      .byCategory({ category: 'Minimalist', updatedAt: t1, userId })
      .go();
    expect(members.map((m) => m.userId)).toEqual([userId]);

    const t2 = new Date(Date.parse(t1) + 1000).toISOString();
    await db.entities.stylePreferences
      .put({ userId, styleCategories: ['Vintage', 'Gothic'], updatedAt: t2 })
      .go();
    await waitFor('the replaced StyleMember items', async () =>
      sameList(await categoriesOf(userId), [`Gothic@${t2}`, `Vintage@${t2}`]),
    );

    await db.entities.stylePreferences.delete({ userId }).go();
    await waitFor(
      'no StyleMember items once the preferences are removed',
      async () => (await categoriesOf(userId)).length === 0,
    );
  });

  it('skips User and PrivacySettings changes that cannot change the index', () => {
    const record = (
      entity: string,
      before: Record<string, unknown>,
      after: Record<string, unknown>,
    ): DynamoDBRecord => ({
      eventName: 'MODIFY',
      dynamodb: {
        OldImage: marshall({ __edb_e__: entity, ...before }) as NonNullable<
          DynamoDBRecord['dynamodb']
        >['OldImage'],
        NewImage: marshall({ __edb_e__: entity, ...after }) as NonNullable<
          DynamoDBRecord['dynamodb']
        >['NewImage'],
      },
    });
    const user = { id: 'u1', username: 'mia', firstName: 'Mia' };
    expect(indexJobOf(record('user', user, { ...user, bio: 'hello' }))).toBeNull();
    expect(indexJobOf(record('user', user, { ...user, lastName: 'Ng' }))).toEqual({
      kind: 'search',
      userId: 'u1',
    });
    expect(
      indexJobOf(
        record(
          'privacySettings',
          { userId: 'u1', publicDisplay: false },
          { userId: 'u1', publicDisplay: true },
        ),
      ),
    ).toBeNull();
    expect(
      indexJobOf(
        record('privacySettings', { userId: 'u1' }, { userId: 'u1', discoverableByFit: true }),
      ),
    ).toBeNull();
    expect(
      indexJobOf(
        record('privacySettings', { userId: 'u1' }, { userId: 'u1', discoverableByFit: false }),
      ),
    ).toEqual({ kind: 'fit', userId: 'u1' });
    // INSERT / REMOVE: a missing item reads as discoverableByFit true (the default).
    const settings = (eventName: 'INSERT' | 'REMOVE', image: Record<string, unknown>): DynamoDBRecord => ({
      eventName,
      dynamodb: {
        [eventName === 'INSERT' ? 'NewImage' : 'OldImage']: marshall({ __edb_e__: 'privacySettings', userId: 'u1', ...image }),
      } as DynamoDBRecord['dynamodb'],
    });
    expect(indexJobOf(settings('INSERT', { discoverableByFit: true, publicDisplay: true }))).toBeNull();
    expect(indexJobOf(settings('INSERT', { discoverableByFit: false }))).toEqual({ kind: 'fit', userId: 'u1' });
    expect(indexJobOf(settings('REMOVE', { discoverableByFit: true }))).toBeNull();
    expect(indexJobOf(settings('REMOVE', { discoverableByFit: false }))).toEqual({ kind: 'fit', userId: 'u1' });
    expect(indexJobOf(record('follow', {}, {}))).toBeNull();
  });
});
