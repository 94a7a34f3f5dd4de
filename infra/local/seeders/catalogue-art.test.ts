/**
 * Catalogue illustrations: well-formed 3:4 SVGs in the product's colours, no scripts or external
 * references, content-addressed keys, deterministic, and shared art stored once.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ART_HEIGHT, ART_WIDTH, contentKey, productArt, shade, type ArtShape } from './catalogue-art';
import { CATALOGUE_SIZE, generateProduct } from './catalogue-data';
import { seedCatalogue } from './catalogue';

const SHAPES: ArtShape[] = ['tee', 'shirt', 'sweater', 'tank', 'jeans', 'trousers', 'skirt', 'shorts', 'dress', 'coat', 'jacket', 'sneakers', 'boots', 'heels', 'bag', 'hat', 'scarf', 'belt'];

describe('catalogue art', () => {
  it('draws every garment kind as a 3:4 portrait SVG with explicit size, in the given colour, nothing external', () => {
    for (const shape of SHAPES) {
      const views = productArt({ shape, colors: ['#c4674a', '#2b3a5c'], material: 'Denim', extraViews: 4 });
      expect(views.map((v) => v.view)).toEqual(['front', 'detail', 'back', 'swatch', 'alt']);
      for (const { svg, key } of views) {
        expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" width="${ART_WIDTH}" height="${ART_HEIGHT}">`)).toBe(true);
        expect(ART_WIDTH / ART_HEIGHT).toBe(3 / 4);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).not.toMatch(/<script|href=|on[a-z]+=|https?:\/\/(?!www\.w3\.org\/2000\/svg)|undefined|NaN/);
        expect(key).toBe(`${createHash('sha256').update(svg).digest('hex').slice(0, 12)}.svg`);
      }
      expect(views[0]!.svg).toContain('fill="#c4674a"');
      expect(views[4]!.svg).toContain('fill="#2b3a5c"');
      expect(new Set(views.map((v) => v.key)).size).toBe(views.length);
    }
  });

  it('makes 1 + extraViews images (at most 4 extra) and the same bytes for the same input', () => {
    for (const extraViews of [0, 1, 2, 3, 4, 9]) {
      const input = { shape: 'dress' as const, colors: ['#9cb08c'], material: 'Silk', extraViews };
      expect(productArt(input)).toHaveLength(1 + Math.min(extraViews, 4));
      expect(productArt(input)).toEqual(productArt(input));
    }
  });

  it('mixes colours towards white and black', () => {
    expect(shade('#000000', 1)).toBe('#ffffff');
    expect(shade('#ffffff', -1)).toBe('#000000');
    expect(shade('#808080', 0)).toBe('#808080');
    expect(shade('#804020', 0.5)).toBe('#c0a090');
  });

  it('stores shared art once: the catalogue has fewer distinct images than image references, and every reference has its SVG', () => {
    const { products, art } = seedCatalogue(CATALOGUE_SIZE);
    const references = products.flatMap((p) => p.images);
    expect(art.size).toBeLessThan(references.length);
    for (const key of references) expect(art.get(key)?.key).toBe(key);
    for (const view of art.values()) expect(contentKey(view.svg)).toBe(view.key);
    expect(generateProduct(7).art.map((a) => a.key)).toEqual(products[7]!.images);
  });
});
