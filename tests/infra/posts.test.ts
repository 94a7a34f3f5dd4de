/**
 * Posts infrastructure (issue 18): the posts function ships sharp (post photo re-encoding) and
 * touches media only under `uploads/closet/*` (the caller's presigned uploads) and `posts/*`
 * (stored post photos); the post-counters and post-cleanup processors are stream functions
 * with their own filters like every processor of `events/processors.ts`.
 */
import { describe, expect, it } from 'vitest';
import { accessOf } from '@seamline/infra/lib/area-access';
import { processors } from '@seamline/events/processors';
import { areaMediaGrants, areaRole, synthesize } from './synth';

const app = synthesize();
const roleOf = (area: string) => areaRole(app, area);
const mediaGrants = (area: string) => areaMediaGrants(app, area);

describe('posts area', () => {
  it('ships sharp, has 1 GB, and has read-write media access under uploads/closet/* and posts/* only', () => {
    expect(accessOf('posts')).toMatchObject({ table: 'write', media: 'read-write', mediaKeys: ['uploads/closet/*', 'posts/*'] });
    expect(accessOf('posts').nativeModules).toContain('sharp');
    expect(roleOf('posts').fn.Properties!.MemorySize).toBe(1024);
    const grants = mediaGrants('posts');
    expect(grants.map((g) => g.keys).sort()).toEqual(['posts/*', 'uploads/closet/*']);
    for (const g of grants) expect(g.actions).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
  });

  it('no other area may write post photos; only moderation may read them (the queue previews a reported post, issue 33 §4)', () => {
    for (const area of app.api.areaFunctions.keys()) {
      if (area === 'posts') continue;
      const grants = mediaGrants(area).filter((g) => /^posts\//.test(g.keys ?? '') || g.keys === '*');
      if (area === 'moderation') for (const g of grants) expect(g.actions, area).toEqual(['s3:GetObject']);
      else expect(grants, area).toEqual([]);
    }
    expect(mediaGrants('moderation').some((g) => g.keys === 'posts/*')).toBe(true);
  });

  it('registers the post-counters and post-cleanup stream processors', () => {
    expect(processors.map((p) => p.name)).toEqual(expect.arrayContaining(['post-counters', 'post-cleanup']));
  });
});
