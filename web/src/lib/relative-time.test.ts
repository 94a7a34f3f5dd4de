import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-03-04T12:00:00.000Z');

describe('relativeTime', () => {
  it('reads minutes, hours and days ago', () => {
    expect(relativeTime('2026-03-04T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-03-04T10:00:00.000Z', now)).toBe('about 2 hours ago');
    expect(relativeTime('2026-03-01T12:00:00.000Z', now)).toBe('3 days ago');
  });
  it("reads 'just now' for a clock slightly ahead and '' for garbage", () => {
    expect(relativeTime('2026-03-04T12:00:05.000Z', now)).toBe('just now');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
