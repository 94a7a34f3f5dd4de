/**
 * Issue 20 budget: `suggestOutfit` takes ≤ 150 ms for a 500-item closet on this machine. Measured
 * as CPU time (process.cpuUsage) so other work sharing the 2 cores does not fail the test; wall
 * figures come from `npx tsx shared/scripts/stylist-timing.ts`.
 */
import { describe, expect, it } from 'vitest';
import { syntheticCloset } from '../../../tests/fixtures/closets';
import { suggestOutfit } from './suggest';

function cpuMs(fn: () => void): number {
  const c0 = process.cpuUsage();
  fn();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
}

describe('suggestOutfit timing', () => {
  it('suggests for a 500-item closet in ≤ 150 ms of CPU (median of 7 after warm-up)', () => {
    const items = syntheticCloset(500);
    const run = () => {
      const r = suggestOutfit({ items, event: { vibe: 'formal', location: 'Boston', eventDate: '2026-03-14T22:00:00Z', timeOfDay: 'evening' }, now: '2026-03-01T12:00:00Z', laundry: true });
      expect(r.ok).toBe(true);
    };
    for (let i = 0; i < 3; i++) run();
    const times = Array.from({ length: 7 }, () => cpuMs(run)).sort((a, b) => a - b);
    expect(times[3], `CPU ms of 7 runs: ${times.map((t) => t.toFixed(1)).join(', ')}`).toBeLessThanOrEqual(150);
  });
});
