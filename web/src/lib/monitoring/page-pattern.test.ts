import { describe, expect, it } from 'vitest';
import { PAGE_PATTERNS } from '@seamline/shared/contracts/performance-constants';
import { pagePatternOf } from './page-pattern';
import routeTreeSource from '../../routeTree.gen.ts?raw';

/** Every `fullPath: '…'` of the generated route tree (the router's own list of routes). */
function routerFullPaths(): string[] {
  return [...new Set([...routeTreeSource.matchAll(/fullPath: '([^']*)'/g)].map((m) => m[1]!))];
}

describe('pagePatternOf', () => {
  it('maps every route of the router to a known page pattern (only the not-found catch-all is other)', () => {
    const paths = routerFullPaths();
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const pattern = pagePatternOf(path);
      if (path === '/$') expect(pattern).toBe('other');
      else expect(pattern, path).not.toBe('other');
      expect(PAGE_PATTERNS).toContain(pattern);
    }
  });

  it('writes parameters as {param}, drops trailing slashes and follows aliases', () => {
    expect(pagePatternOf('/closet/$userId')).toBe('/closet/{userId}');
    expect(pagePatternOf('/moodboard/$moodboardId')).toBe('/moodboard/{moodboardId}');
    expect(pagePatternOf('/profile/')).toBe('/profile');
    expect(pagePatternOf('/')).toBe('/');
    expect(pagePatternOf('/admin-login')).toBe('/admin/login');
    expect(pagePatternOf('/followers/')).toBe('/followers/{userId}');
  });

  it('buckets unknown paths as other', () => {
    expect(pagePatternOf('/closet/123')).toBe('other');
    expect(pagePatternOf('/nope')).toBe('other');
  });
});
