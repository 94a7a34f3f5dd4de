/**
 * The retention job's pure parts (issue 35): the shard of an id (stable, spread over the 16
 * segments) and what a person's summary row says is due at a given time.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { RETENTION_SHARDS, retentionShardOf } from '@seamline/shared/db/entities/user';
import { User } from '@seamline/shared/db/entities/user';
import { missingIndexKeys } from '../admin/index-backfill';
import { planFromSummary, runIdOf, type RetentionRow } from './retention-run';

const DAY = 86_400_000;
const now = new Date('2026-12-06T03:30:00.000Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
const row = (extra: Partial<RetentionRow>): RetentionRow => ({ id: 'u1', username: 'u', email: 'e', retentionCheckedAt: ago(1), ...extra });

describe('retention shards', () => {
  it('is a stable function of the id (FNV-1a mod 16, two digits)', () => {
    // FNV-1a 32-bit of "a" is 0xe40c292c (draft-eastlake-fnv test vector) → 3826002220 mod 16 = 12.
    expect(retentionShardOf('a')).toBe('12');
    expect(retentionShardOf('')).toBe(String(2166136261 % 16).padStart(2, '0'));
    const id = randomUUID();
    expect(retentionShardOf(id)).toBe(retentionShardOf(id));
  });

  it('a User row written before the index gets its shard and gsi2 keys from `admin:backfill-indexes`', () => {
    const item = User.create({ id: 'abc', username: 'u', email: 'e', createdAt: 'x', updatedAt: 'y' }).params({ table: 't' }).Item as Record<string, unknown>;
    const { gsi2pk: _pk, gsi2sk: _sk, retentionShard: _shard, ...before } = item;
    expect(missingIndexKeys(before)).toEqual({ gsi2pk: `$seamline#retentionshard_${retentionShardOf('abc')}`, gsi2sk: '$user_1#id_abc', retentionShard: retentionShardOf('abc') });
  });

  it('spreads 16,000 random ids evenly: every shard within ±15 % of 1,000', () => {
    const counts = new Array<number>(RETENTION_SHARDS).fill(0);
    for (let i = 0; i < 16_000; i++) counts[Number(retentionShardOf(randomUUID()))]!++;
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(150);
  });
});

describe('planFromSummary', () => {
  it('nothing due: no history/photo start, or starts after the cutoff, or forever', () => {
    expect(planFromSummary(row({}), now)).toBeNull();
    expect(planFromSummary(row({ retentionSetting: '30days', retentionHistoryFrom: ago(29), retentionPhotosFrom: ago(2) }), now)).toBeNull();
    expect(planFromSummary(row({ retentionSetting: 'forever', retentionHistoryFrom: ago(4000), retentionPhotosFrom: ago(4000) }), now)).toBeNull();
    // Default '6months' (182 days) when the person never saved a setting.
    expect(planFromSummary(row({ retentionHistoryFrom: ago(181) }), now)).toBeNull();
  });

  it('due: only the part whose start is before the cutoff', () => {
    expect(planFromSummary(row({ retentionHistoryFrom: ago(183), retentionPhotosFrom: ago(10) }), now)).toMatchObject({ retention: '6months', history: true, photos: false });
    expect(planFromSummary(row({ retentionSetting: '30days', retentionPhotosFrom: ago(31) }), now)).toMatchObject({ history: false, photos: true });
  });

  it('photo uploads saved off: any retained photo is due, whatever its age or the setting', () => {
    expect(planFromSummary(row({ retentionSetting: 'forever', retentionPhotoUploadOff: true, retentionPhotosFrom: ago(0) }), now)).toMatchObject({ photoUploadOff: true, history: false, photos: true });
  });

  it('the run id is the UTC date', () => {
    expect(runIdOf(new Date('2026-12-06T23:59:59.999Z'))).toBe('2026-12-06');
  });
});
