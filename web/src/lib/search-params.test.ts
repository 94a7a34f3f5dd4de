import { describe, expect, it } from 'vitest';
import { oneOf, optionalString } from './search-params';

describe('search param validators', () => {
  it('keeps an allowed value and falls back otherwise', () => {
    expect(oneOf('following', ['followers', 'following'] as const, 'followers')).toBe('following');
    expect(oneOf('nope', ['followers', 'following'] as const, 'followers')).toBe('followers');
    expect(oneOf(42, ['a'] as const, undefined)).toBeUndefined();
  });

  it('accepts only non-empty strings', () => {
    expect(optionalString('/discover')).toBe('/discover');
    expect(optionalString('')).toBeUndefined();
    expect(optionalString(['x'])).toBeUndefined();
  });
});
