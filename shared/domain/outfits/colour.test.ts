import { describe, expect, it } from 'vitest';
import { colourHarmony, hueDistance, parseColour } from './colour';

describe('colour parsing (culori, CIE LCh)', () => {
  it('reads CSS names, hex codes and fashion names, case- and space-insensitively', () => {
    expect(parseColour('Red')).toMatchObject({ name: 'red', neutral: false });
    expect(parseColour('#FFFFFF')).toMatchObject({ neutral: true });
    for (const n of ['navy', 'Beige', 'camel', 'khaki', 'charcoal', 'cream', 'Heather Grey', 'Denim Blue']) {
      expect(parseColour(n)?.neutral, n).toBe(true);
    }
    for (const n of ['burgundy', 'olive', 'Terracotta', 'Forest Green', 'sky blue', 'Cherry Red', 'mustard']) {
      expect(parseColour(n), n).not.toBeNull();
    }
    expect(parseColour('leopard')).toBeNull();
    expect(parseColour('')).toBeNull();
  });
  it('falls back to the last word of a multi-word name', () => {
    expect(parseColour('Electric Blue')!.h).toBeCloseTo(parseColour('blue')!.h, 5);
  });
  it('measures hue distance around the circle', () => {
    expect(hueDistance(350, 10)).toBe(20);
    expect(hueDistance(0, 180)).toBe(180);
  });
});

describe('colour harmony', () => {
  it('scores navy + white + beige above red + green + purple + orange', () => {
    const calm = colourHarmony(['navy', 'white', 'beige']);
    const loud = colourHarmony(['red', 'green', 'purple', 'orange']);
    expect(calm.score).toBeGreaterThan(loud.score);
    expect(calm.note).toBe('navy, white and beige: neutrals go with anything');
    expect(loud.hueFamilies).toBe(4);
    expect(loud.note).toMatch(/4 strong colours compete/);
  });
  it('rates one accent on neutrals highest and analogous above clashing pairs', () => {
    expect(colourHarmony(['black', 'white', 'red']).score).toBe(95);
    const analogous = colourHarmony(['red', 'orange']).score;
    const clash = colourHarmony(['red', 'green']).score;
    expect(analogous).toBeGreaterThan(clash);
  });
  it('ignores unknown names and counts duplicates once', () => {
    expect(colourHarmony(['navy', 'Navy', 'plaid'])).toMatchObject({ score: 90, colours: [expect.objectContaining({ name: 'navy' })] });
    expect(colourHarmony([]).score).toBe(70);
  });
  it('stays within 0–100 for any number of strong colours', () => {
    const many = ['red', 'orange', 'yellow', 'green', 'cyan', 'blue', 'purple', 'magenta', 'pink', 'lime'];
    const h = colourHarmony(many);
    expect(h.score).toBeGreaterThanOrEqual(0);
    expect(h.score).toBeLessThan(50);
  });
});
