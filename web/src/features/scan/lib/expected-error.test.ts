import { describe, expect, it } from 'vitest';
import { formatExpectedError, spokenExpectedError } from './expected-error';

describe('formatExpectedError', () => {
  it("shows ± cm with one decimal, or inches for people who use inches", () => {
    expect(formatExpectedError(1.84, 'cm')).toBe('± 1.8 cm');
    expect(formatExpectedError(1.8, 'in')).toBe('± 0.7 in');
    expect(formatExpectedError(2, 'cm')).toBe('± 2 cm');
  });

  it('never shows ± 0', () => {
    expect(formatExpectedError(0.01, 'cm')).toBe('± 0.1 cm');
  });

  it('reads as "plus or minus" for screen readers', () => {
    expect(spokenExpectedError(1.8, 'cm')).toBe('plus or minus 1.8 cm');
  });
});
