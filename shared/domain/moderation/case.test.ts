import { describe, expect, it } from 'vitest';
import { actionApplies, addReport, effectOf, mainReason, reasonsOf, removalNotice, type CaseReport } from './case';

const report = (n: number, reason: CaseReport['reason'], details?: string, bySystem = false): CaseReport => ({
  reportId: `r${n.toString()}`,
  reason,
  details,
  createdAt: `2026-12-06T00:00:0${n.toString()}.000Z`,
  bySystem,
});

describe('addReport (issue 33 §4: one queue row per target)', () => {
  it('opens a round with the first report as its first report', () => {
    expect(addReport(null, report(1, 'spam', 'buy now'))).toEqual({
      status: 'open',
      reportCount: 1,
      reasonCounts: { spam: 1 },
      details: ['buy now'],
      firstReportId: 'r1',
      firstReportedAt: '2026-12-06T00:00:01.000Z',
      lastReportedAt: '2026-12-06T00:00:01.000Z',
      bySystem: false,
    });
  });

  it('adds later reports to the open round: counts per reason, newest details first (≤ 5), first report kept', () => {
    let c = addReport(null, report(1, 'spam', 'd1'));
    for (let n = 2; n <= 7; n++) c = addReport(c, report(n, n % 2 ? 'spam' : 'hate', `d${n.toString()}`));
    expect(c.reportCount).toBe(7);
    expect(c.reasonCounts).toEqual({ spam: 4, hate: 3 });
    expect(c.details).toEqual(['d7', 'd6', 'd5', 'd4', 'd3']);
    expect(c.firstReportId).toBe('r1');
    expect(c.lastReportedAt).toBe('2026-12-06T00:00:07.000Z');
  });

  it('starts a new round after a resolution, and marks rounds the system reported', () => {
    const resolved = { ...addReport(addReport(null, report(1, 'spam')), report(2, 'spam')), status: 'resolved' as const };
    const next = addReport(resolved, report(3, 'nudity', undefined, true));
    expect(next).toMatchObject({ status: 'open', reportCount: 1, reasonCounts: { nudity: 1 }, firstReportId: 'r3', bySystem: true });
  });
});

describe('reasons', () => {
  it('lists reasons most frequent first, ties in the dialog order, zeros left out', () => {
    expect(reasonsOf({ other: 2, hate: 1, spam: 2, nudity: 0 })).toEqual([
      { reason: 'spam', count: 2 },
      { reason: 'other', count: 2 },
      { reason: 'hate', count: 1 },
    ]);
    expect(mainReason({ hate: 1, harassment: 3 })).toBe('harassment');
    expect(mainReason({})).toBe('other');
  });

  it('names the reason in the removal notice', () => {
    expect(removalNotice('post', 'spam')).toBe('Your post was removed: spam');
    expect(removalNotice('comment', 'hate')).toBe('Your comment was removed: hate speech');
    expect(removalNotice('suggestionComment', 'self_harm')).toBe('Your comment was removed: self-harm');
  });
});

describe('actions', () => {
  it('remove does not apply to a person; every other action applies everywhere', () => {
    expect(actionApplies('remove', 'user')).toBe(false);
    for (const t of ['post', 'comment', 'suggestionComment'] as const) expect(actionApplies('remove', t)).toBe(true);
    for (const a of ['suspend', 'dismiss', 'restore'] as const) expect(actionApplies(a, 'user')).toBe(true);
  });

  it('restore undoes both removal and suspension; dismiss changes nothing', () => {
    expect(effectOf('remove', 'post')).toEqual({ removed: true });
    expect(effectOf('suspend', 'comment')).toEqual({ suspended: true });
    expect(effectOf('restore', 'post')).toEqual({ removed: false, suspended: false });
    expect(effectOf('restore', 'user')).toEqual({ suspended: false });
    expect(effectOf('dismiss', 'post')).toEqual({});
  });
});
