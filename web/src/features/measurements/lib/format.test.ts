import { describe, expect, it } from 'vitest';
import { formatLength, updatedLabel } from './format';

describe('formatLength', () => {
  it('shows stored centimetres in inches or centimetres with one decimal', () => {
    expect(formatLength(87.88, 'inches')).toBe('34.6 in');
    expect(formatLength(87.88, 'cm')).toBe('87.9 cm');
    expect(formatLength(167.64, 'inches')).toBe('66 in');
  });

  it("shows '—' for a value that was not saved", () => {
    expect(formatLength(null, 'cm')).toBe('—');
  });
});

describe('updatedLabel', () => {
  it("formats the date, and says 'recently' when there is none or it is invalid", () => {
    expect(updatedLabel('2026-11-21T10:00:00.000Z')).toBe('Nov 21, 2026');
    expect(updatedLabel(null)).toBe('recently');
    expect(updatedLabel(undefined)).toBe('recently');
    expect(updatedLabel('not a date')).toBe('recently');
  });
});
