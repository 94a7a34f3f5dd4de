import { describe, expect, it } from 'vitest';
import { createErrorId } from './error-id';

describe('createErrorId', () => {
  it('is ERR-<base36 time>-<6 random characters>', () => {
    const id = createErrorId(Date.UTC(2025, 5, 13), () => 0.5);
    expect(id).toBe(`ERR-${Date.UTC(2025, 5, 13).toString(36).toUpperCase()}-IIIIII`);
    expect(createErrorId()).toMatch(/^ERR-[0-9A-Z]+-[0-9A-Z]{6}$/);
  });

  it('differs between calls', () => {
    expect(createErrorId()).not.toBe(createErrorId());
  });
});
