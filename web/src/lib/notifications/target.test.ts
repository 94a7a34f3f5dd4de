import { describe, expect, it } from 'vitest';
import { safeTarget } from './target';

describe('safeTarget', () => {
  it('keeps paths inside the app, with their query', () => {
    expect(safeTarget('/posts/p1')).toBe('/posts/p1');
    expect(safeTarget('/followers/u1?tab=followers')).toBe('/followers/u1?tab=followers');
  });
  it('sends anything that could leave the app home', () => {
    for (const url of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '']) expect(safeTarget(url)).toBe('/');
  });
});
