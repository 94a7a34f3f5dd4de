import { describe, expect, it } from 'vitest';
import { canOpenProfile } from './visibility';

const none = { viewerBlocks: false, blocksViewer: false };

describe('canOpenProfile (issue 33 §1: the blocker keeps the profile of the person they blocked)', () => {
  it('opens an ordinary person, and oneself even when suspended', () => {
    expect(canOpenProfile('v', { id: 'p' }, none)).toBe(true);
    expect(canOpenProfile('v', { id: 'v', suspendedAt: '2026-01-01T00:00:00.000Z' }, none)).toBe(true);
  });

  it('keeps the person the viewer blocked reachable (to unblock), also when both blocked each other', () => {
    expect(canOpenProfile('v', { id: 'p' }, { viewerBlocks: true, blocksViewer: false })).toBe(true);
    expect(canOpenProfile('v', { id: 'p' }, { viewerBlocks: true, blocksViewer: true })).toBe(true);
  });

  it('hides the blocker from the blocked person, and a suspended person from everyone else', () => {
    expect(canOpenProfile('v', { id: 'p' }, { viewerBlocks: false, blocksViewer: true })).toBe(false);
    expect(canOpenProfile('v', { id: 'p', suspendedAt: '2026-01-01T00:00:00.000Z' }, none)).toBe(false);
    expect(canOpenProfile('v', { id: 'p', suspendedAt: '2026-01-01T00:00:00.000Z' }, { viewerBlocks: true, blocksViewer: false })).toBe(false);
  });
});
