import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSearchText, SEARCH_TOKEN_MAX, searchTokensOf } from './search-tokens';

/** Names with accents, capitals, odd spacing and emoji; some longer than SEARCH_TOKEN_MAX. */
const unit = fc.constantFrom(..."aAzZéÉöÖñßçøİıŁ ЖжΩω日 \t-_.'", '😀', 'e\u0301');
const text = fc.oneof(
  fc.string({ unit, maxLength: 20 }),
  fc.string({ unit, minLength: 50, maxLength: 90 }),
);

describe('normalizeSearchText (spec 01 §5 Search: case-insensitive prefix match)', () => {
  it("removes accents, lower-cases and collapses whitespace: 'Zoë  Ávila ' → 'zoe avila'", () => {
    expect(normalizeSearchText('Zoë  Ávila ')).toBe('zoe avila');
    expect(normalizeSearchText('  JOSÉ\tMaría\n')).toBe('jose maria');
    expect(normalizeSearchText('Zoe\u0308')).toBe('zoe');
    expect(normalizeSearchText('   ')).toBe('');
  });

  it('is idempotent, trimmed, at most SEARCH_TOKEN_MAX characters and has no double spaces', () => {
    fc.assert(
      fc.property(text, (t) => {
        const n = normalizeSearchText(t);
        expect(normalizeSearchText(n)).toBe(n);
        expect(n).toBe(n.trim());
        expect(Array.from(n).length).toBeLessThanOrEqual(SEARCH_TOKEN_MAX);
        expect(n).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
        expect(n).not.toMatch(/\s\s/);
        expect(n).toBe(n.toLowerCase());
      }),
    );
  });

  it('cuts long text at SEARCH_TOKEN_MAX without ending on a space or half an emoji', () => {
    expect(normalizeSearchText(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
    expect(normalizeSearchText(`${'a'.repeat(59)}😀😀`)).toBe(`${'a'.repeat(59)}😀`);
  });

  it('maps a prefix of a name to a prefix of the name (what the prefix search relies on)', () => {
    fc.assert(
      fc.property(text, fc.nat(), (name, cut) => {
        const chars = Array.from(name);
        const prefix = chars.slice(0, cut % (chars.length + 1)).join('');
        expect(normalizeSearchText(name).startsWith(normalizeSearchText(prefix))).toBe(true);
      }),
    );
  });

  it('gives the same text whatever the case and accents of the input', () => {
    expect(normalizeSearchText('ÉLODIE')).toBe(normalizeSearchText('elodie'));
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z ]{0,30}$/), (t) => {
        expect(normalizeSearchText(t.toUpperCase())).toBe(normalizeSearchText(t));
      }),
    );
  });
});

describe('searchTokensOf', () => {
  it('gives username, first name, last name and "first last", normalised', () => {
    expect(searchTokensOf({ username: 'ZoeA_92', firstName: 'Zoë', lastName: 'Ávila' })).toEqual([
      'zoea_92',
      'zoe',
      'avila',
      'zoe avila',
    ]);
  });

  it('drops duplicates and missing names', () => {
    expect(searchTokensOf({ username: 'Mia', firstName: 'MIA', lastName: null })).toEqual(['mia']);
    expect(searchTokensOf({ username: 'mia' })).toEqual(['mia']);
    expect(searchTokensOf({ username: 'mia', firstName: '  ', lastName: 'Ng' })).toEqual([
      'mia',
      'ng',
    ]);
  });

  it('gives distinct, non-empty, normalised tokens, one starting every normalised name', () => {
    fc.assert(
      fc.property(text, fc.option(text), fc.option(text), (username, firstName, lastName) => {
        const tokens = searchTokensOf({ username, firstName, lastName });
        expect(new Set(tokens).size).toBe(tokens.length);
        for (const t of tokens) {
          expect(t.length).toBeGreaterThan(0);
          expect(normalizeSearchText(t)).toBe(t);
        }
        for (const name of [username, firstName ?? '', lastName ?? '']) {
          const n = normalizeSearchText(name);
          if (n) expect(tokens).toContain(n);
        }
      }),
    );
  });
});
