/**
 * `/catalogue/<key>` path → bucket key: one plain key under `catalogue/`, never a traversal.
 */
import { describe, expect, it } from 'vitest';
import { catalogueKeyOf, isCataloguePath } from './catalogue-images';

describe('catalogue image paths', () => {
  it('maps /catalogue/<key> to the bucket key catalogue/<key>', () => {
    expect(catalogueKeyOf('/catalogue/0a1b2c3d4e5f.svg')).toBe('catalogue/0a1b2c3d4e5f.svg');
    expect(catalogueKeyOf('/catalogue/a_b-c.svg')).toBe('catalogue/a_b-c.svg');
  });

  it.each([
    '/catalogue/',
    '/catalogue/../secret',
    '/catalogue/..',
    '/catalogue/%2e%2e',
    '/catalogue/%2e%2e%2fscans%2fx.jpg',
    '/catalogue/..%2f..%2fetc%2fpasswd',
    '/catalogue/a/b.svg',
    '/catalogue/a%2fb.svg',
    '/catalogue/a%5cb.svg',
    '/catalogue/.hidden',
    '/catalogue/a..svg',
    '/catalogue/%zz',
    '/catalogue/a%00.svg',
    `/catalogue/${'a'.repeat(129)}`,
    '/media/catalogue/x.svg',
  ])('refuses %s', (path) => {
    expect(catalogueKeyOf(path)).toBeNull();
  });

  it('owns only paths under /catalogue/', () => {
    expect(isCataloguePath('/catalogue/x.svg')).toBe(true);
    expect(isCataloguePath('/catalogue')).toBe(false);
    expect(isCataloguePath('/catalogues/x.svg')).toBe(false);
  });
});
