/**
 * The hidden set (issue 33: block-aware reads by ONE GetItem, `functions/people/hidden-set.ts`)
 * over HTTP against the local runtime: registration creates it complete and empty; simultaneous
 * blocks and unblocks leave it exactly the Block rows; a mutual block survives one side's
 * unblock, also when both unblock at once; a person stored before issue 33 (no set) is still
 * read right and the maintenance rebuild makes their set; a person blocked by more than
 * `BLOCK_LIMITS.maxBlockedBy` people drops the set and is read through the Block rows.
 */
import { describe, expect, inject, it } from 'vitest';
import { BLOCK_LIMITS, followRelationPageSchema } from '@seamline/shared/contracts/people';
import { registerUser } from '../fixtures/accounts';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { waitFor } from '../fixtures/poll';
import { call } from './collections-helpers';
import { follow, send, STREAM_WAIT } from './people-helpers';

const baseUrl = inject('baseUrl');
const blockPath = (userId: string) => `/api/users/${encodeURIComponent(userId)}/block`;
const blockUser = (s: UserWithSession, userId: string) => send('POST', blockPath(userId), s);
const unblockUser = (s: UserWithSession, userId: string) => send('DELETE', blockPath(userId), s);
const db = async () => (await import('@seamline/functions/_core/aws-clients')).db;

/** The person's BlockCount item, read consistently. */
async function stateOf(userId: string) {
  const { data } = await (await db()).entities.blockCount.get({ userId }).go({ consistent: true });
  return { hidden: [...(data?.hidden ?? [])].sort(), complete: data?.hiddenComplete, blocking: data?.blocking ?? 0, blockedBy: data?.blockedBy ?? 0 };
}
const ok200 = (res: { status: number; body: unknown }) => expect(res.status, JSON.stringify(res.body)).toBe(200);
/** The follower ids of `of` as `viewer` sees them (a list read through `hiddenPeopleOf`). */
async function followerIds(viewer: UserWithSession, of: UserWithSession): Promise<string[]> {
  const res = await call('GET', `/api/users/${of.userId}/followers?limit=50`, viewer);
  ok200(res);
  return followRelationPageSchema.parse(res.body).items.map((r) => r.followerId);
}

describe('the hidden set', () => {
  it('registration creates it complete and empty', async () => {
    const user = await registerUser(baseUrl);
    expect(await stateOf(user.id)).toEqual({ hidden: [], complete: true, blocking: 0, blockedBy: 0 });
  });

  it('25 simultaneous blocks of one person, then 25 simultaneous unblocks: exactly the Block rows each time', async () => {
    const target = await createUserWithSession();
    const blockers = await Promise.all(Array.from({ length: 25 }, () => createUserWithSession()));
    (await Promise.all(blockers.map((b) => blockUser(b, target.userId)))).forEach(ok200);
    const ids = blockers.map((b) => b.userId).sort();
    expect(await stateOf(target.userId)).toEqual({ hidden: ids, complete: true, blocking: 0, blockedBy: 25 });
    for (const b of blockers) expect(await stateOf(b.userId)).toEqual({ hidden: [target.userId], complete: true, blocking: 1, blockedBy: 0 });
    // Repeating every block changes nothing.
    (await Promise.all(blockers.map((b) => blockUser(b, target.userId)))).forEach(ok200);
    expect((await stateOf(target.userId)).blockedBy).toBe(25);

    (await Promise.all(blockers.map((b) => unblockUser(b, target.userId)))).forEach(ok200);
    expect(await stateOf(target.userId)).toEqual({ hidden: [], complete: true, blocking: 0, blockedBy: 0 });
    for (const b of blockers.slice(0, 5)) expect(await stateOf(b.userId)).toEqual({ hidden: [], complete: true, blocking: 0, blockedBy: 0 });
  });

  it('a mutual block keeps both hidden after one unblock; both unblocking at once clears both sets (5 pairs)', async () => {
    const pairs = await Promise.all(Array.from({ length: 5 }, () => Promise.all([createUserWithSession(), createUserWithSession()])));
    for (const [a, b] of pairs) {
      ok200(await blockUser(a, b.userId));
      ok200(await blockUser(b, a.userId));
    }
    const [a0, b0] = pairs[0]!;
    ok200(await unblockUser(a0, b0.userId));
    expect(await stateOf(a0.userId)).toEqual({ hidden: [b0.userId], complete: true, blocking: 0, blockedBy: 1 });
    expect(await stateOf(b0.userId)).toEqual({ hidden: [a0.userId], complete: true, blocking: 1, blockedBy: 0 });
    // b0 still blocks a0: a0 finds no one.
    expect((await call('GET', `/api/users/${b0.userId}/profile`, a0)).status).toBe(404);

    // The other pairs: both unblock at the same moment (each picks a variant, at most one flips).
    await Promise.all(pairs.slice(1).flatMap(([a, b]) => [unblockUser(a, b.userId), unblockUser(b, a.userId)]));
    for (const [a, b] of pairs.slice(1)) {
      expect(await stateOf(a.userId)).toEqual({ hidden: [], complete: true, blocking: 0, blockedBy: 0 });
      expect(await stateOf(b.userId)).toEqual({ hidden: [], complete: true, blocking: 0, blockedBy: 0 });
    }
  });

  it('a person stored before issue 33 (no set) is read through the Block rows; the rebuild makes the set', async () => {
    const [viewer, hub, x, y] = await Promise.all([createUserWithSession(), createUserWithSession(), createUserWithSession(), createUserWithSession()]);
    await Promise.all([follow(x, hub), follow(y, hub)]);
    const d = await db();
    // As before issue 33: the Block rows only, no set on the viewer's item.
    const createdAt = new Date().toISOString();
    await d.entities.block
      .put([
        { userId: x.userId, otherUserId: viewer.userId, direction: 'blocks', createdAt },
        { userId: viewer.userId, otherUserId: x.userId, direction: 'blocked_by', createdAt },
      ])
      .go();
    await d.entities.blockCount.delete({ userId: viewer.userId }).go();
    await waitFor('both follows listed', async () => (await followerIds(hub, hub)).length === 2 || undefined, STREAM_WAIT);
    expect(await followerIds(viewer, hub)).toEqual([y.userId]);

    const { rebuildHiddenSet } = await import('@seamline/functions/people/hidden-set');
    expect(await rebuildHiddenSet(viewer.userId)).toEqual({ userId: viewer.userId, hidden: 1, overflow: false });
    expect(await stateOf(viewer.userId)).toEqual({ hidden: [x.userId], complete: true, blocking: 0, blockedBy: 1 });
    expect(await followerIds(viewer, hub)).toEqual([y.userId]);
    // Repeating the rebuild writes the same.
    await rebuildHiddenSet(viewer.userId);
    expect(await stateOf(viewer.userId)).toEqual({ hidden: [x.userId], complete: true, blocking: 0, blockedBy: 1 });

    // The maintenance pass finds every person by its parallel Scan (a dry run writes nothing).
    const { backfillBlockSets } = await import('@seamline/functions/admin/block-set-backfill');
    const { documentClient } = await import('@seamline/functions/_core/aws-clients');
    const { env } = await import('@seamline/functions/_core/env');
    await d.entities.blockCount.delete({ userId: viewer.userId }).go();
    const report = await backfillBlockSets({ client: documentClient, tableName: env.TABLE_NAME, segments: 3, dryRun: true });
    expect(report.people).toBeGreaterThanOrEqual(4);
    expect(report.scanned).toBeGreaterThan(report.people);
    expect(report.rebuilt).toBe(0);
    expect(await stateOf(viewer.userId)).toMatchObject({ hidden: [], complete: undefined });
    await expect(backfillBlockSets({ client: documentClient, tableName: env.TABLE_NAME, segments: 65 })).rejects.toThrow(RangeError);
  });

  it(`past ${BLOCK_LIMITS.maxBlockedBy.toString()} people blocking one person, the set is dropped and reads use the Block rows`, async () => {
    const [target, hub, blocker] = await Promise.all([createUserWithSession(), createUserWithSession(), createUserWithSession()]);
    await follow(blocker, hub);
    const d = await db();
    // As the count says: the cap reached (one UpdateItem instead of 1,000 people).
    await d.entities.blockCount.update({ userId: target.userId }).set({ blockedBy: BLOCK_LIMITS.maxBlockedBy }).go();
    ok200(await blockUser(blocker, target.userId));
    const state = await stateOf(target.userId);
    expect(state).toMatchObject({ hidden: [], complete: false, blockedBy: BLOCK_LIMITS.maxBlockedBy + 1 });
    expect((await stateOf(blocker.userId)).hidden).toEqual([target.userId]);
    await waitFor('the follow listed', async () => (await followerIds(hub, hub)).includes(blocker.userId) || undefined, STREAM_WAIT);
    expect(await followerIds(target, hub)).toEqual([]);
  });
});
