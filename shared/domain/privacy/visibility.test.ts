import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSeeContent, canSeePerson, isDeleting } from './visibility';

const stamp = fc.option(fc.constant('2026-12-06T00:00:00.000Z'), { nil: undefined });

describe('canSeePerson (issue 33 §1, §4: blocks both ways and suspension hide a person)', () => {
  it('always shows oneself, blocked or suspended', () => {
    fc.assert(
      fc.property(fc.boolean(), stamp, (blocked, suspendedAt) => {
        expect(canSeePerson('a', { id: 'a', suspendedAt }, blocked)).toBe(true);
      }),
    );
  });

  it('hides another person exactly when a block exists either way, they are suspended or their deletion started', () => {
    fc.assert(
      fc.property(fc.boolean(), stamp, stamp, (blocked, suspendedAt, deletingAt) => {
        expect(canSeePerson('a', { id: 'b', suspendedAt, deletingAt }, blocked)).toBe(!blocked && !suspendedAt && !deletingAt);
      }),
    );
  });

  it('shows oneself while one’s own deletion runs (issue 35 §3: only everyone else loses the person)', () => {
    expect(canSeePerson('a', { id: 'a', deletingAt: '2026-12-06T00:00:00.000Z' }, false)).toBe(true);
    expect(isDeleting({ id: 'a', deletingAt: '2026-12-06T00:00:00.000Z' })).toBe(true);
    expect(isDeleting({ id: 'a', deletingAt: null })).toBe(false);
  });
});

describe('canSeeContent (issue 33 §4: removed content is hidden from everyone)', () => {
  it('hides removed content even from a viewer who sees its author', () => {
    expect(canSeeContent({ userId: 'b', removedAt: '2026-12-06T00:00:00.000Z' }, true)).toBe(false);
  });

  it('shows content only when it is not removed and its author is visible', () => {
    fc.assert(
      fc.property(stamp, fc.boolean(), (removedAt, authorVisible) => {
        expect(canSeeContent({ userId: 'b', removedAt }, authorVisible)).toBe(
          !removedAt && authorVisible,
        );
      }),
    );
  });
});
