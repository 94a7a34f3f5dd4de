import { describe, expect, it } from 'vitest';
import type { ModerationCase } from '@seamline/shared/contracts/moderation';
import { actionsOf, caseTitle } from './moderation-case';
import { validateAdminLoginSearch } from './admin-login-search';
import { validateModerationSearch } from './moderation-search';

const base: ModerationCase = {
  reportId: 'r1',
  targetType: 'post',
  targetId: 'p1',
  status: 'open',
  reportCount: 2,
  reasons: [{ reason: 'spam', count: 2 }],
  details: [],
  firstReportedAt: '2026-12-06T00:00:00.000Z',
  lastReportedAt: '2026-12-06T01:00:00.000Z',
  author: { id: 'u1', name: 'Blair Okafor', username: 'blair', suspended: false },
  preview: { text: 'hello', imageUrl: null },
  hidden: false,
  bySystem: false,
  resolution: null,
};

describe('moderation case actions (issue 33 §4)', () => {
  it('offers Remove, Dismiss and Suspend on an open post', () => {
    expect(actionsOf(base)).toEqual(['remove', 'dismiss', 'suspend']);
  });
  it('never offers Remove on a person', () => {
    expect(actionsOf({ ...base, targetType: 'user' })).toEqual(['dismiss', 'suspend']);
  });
  it('offers Restore, not Remove or Suspend, once hidden or suspended', () => {
    expect(actionsOf({ ...base, status: 'resolved', hidden: true })).toEqual(['restore']);
    expect(actionsOf({ ...base, author: { ...base.author!, suspended: true } })).toEqual(['remove', 'dismiss', 'restore']);
    expect(actionsOf({ ...base, status: 'resolved' })).toEqual([]);
  });
  it('names the case by its kind and author', () => {
    expect(caseTitle(base)).toBe('Post by Blair Okafor');
    expect(caseTitle({ ...base, targetType: 'user' })).toBe('Person: Blair Okafor');
    expect(caseTitle({ ...base, targetType: 'suggestionComment', author: null })).toBe('Outfit comment');
  });
  it('reads the tab from the URL, defaulting to the open cases', () => {
    expect(validateModerationSearch({ tab: 'audit' })).toEqual({ tab: 'audit' });
    expect(validateModerationSearch({ tab: 'nope' })).toEqual({ tab: undefined });
  });
  it('sends the admin login back only to an admin page', () => {
    expect(validateAdminLoginSearch({ next: '/admin/moderation' })).toEqual({ next: '/admin/moderation' });
    expect(validateAdminLoginSearch({ next: 'https://evil.example/' })).toEqual({ next: undefined });
  });
});
