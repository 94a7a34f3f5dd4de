/** The share migration's pure rules (issue 32): which stored shares are of the old shape, and which one a pair keeps. */
import { describe, expect, it } from 'vitest';
import { currentShapeOf, foldShares, isOldShape, type StoredShare } from './share-migration';

const share = (userId: string, sharedAt: string, shareId: string, postId = 'p1'): StoredShare => {
  const attributes = { postId, userId, shareId, postAuthorId: 'a1', sharedAt, productId: 'prd-1', productSource: 'catalogue' };
  // The pre-issue-32 key: one item per share, keyed by its time and id.
  return { ...currentShapeOf({ ...attributes, pk: '', sk: '' } as StoredShare), sk: `$postshare_1#sharedat_${sharedAt.toLowerCase()}#shareid_${shareId}` } as StoredShare;
};

describe('share migration', () => {
  it('tells an old-shape share from one stored as today (sk $postshare_1#userid_<U>)', () => {
    const old = share('u1', '2026-01-01T00:00:00.000Z', 's1');
    expect(isOldShape(old)).toBe(true);
    const now = currentShapeOf(old) as StoredShare;
    expect(now.sk).toBe('$postshare_1#userid_u1');
    expect(now.pk).toBe(old.pk);
    expect(now.gsi1sk).toBe(old.gsi1sk);
    expect(isOldShape(now)).toBe(false);
  });

  it('folds each (post, person) into its EARLIEST share and removes every old item', () => {
    const a1 = share('u1', '2026-01-02T00:00:00.000Z', 's2');
    const a0 = share('u1', '2026-01-01T00:00:00.000Z', 's9');
    const a0tie = share('u1', '2026-01-01T00:00:00.000Z', 's1');
    const b = share('u2', '2026-01-03T00:00:00.000Z', 's3');
    const other = share('u1', '2026-01-04T00:00:00.000Z', 's4', 'p2');
    const folds = foldShares([a1, b, a0, other, a0tie]);
    expect(folds).toHaveLength(3);
    const ofU1 = folds.find((f) => f.keep.userId === 'u1' && f.keep.postId === 'p1')!;
    expect(ofU1.keep.shareId).toBe('s1');
    expect(ofU1.remove.map((s) => s.shareId).sort()).toEqual(['s1', 's2', 's9']);
    expect(folds.find((f) => f.keep.userId === 'u2')!.remove).toEqual([b]);
    expect(folds.find((f) => f.keep.postId === 'p2')!.keep).toBe(other);
  });
});
