/** The local retention timer (issue 22): runs at start and every interval, never overlapping, survives failures. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retentionEveryMsFromEnv, startRetentionTimer } from './retention-timer';

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
afterEach(() => vi.useRealTimers());

describe('retention timer', () => {
  it('runs at start, then every interval; a tick during a run is skipped; stop waits for the run', async () => {
    vi.useFakeTimers();
    let release!: () => void;
    const run = vi.fn(() => new Promise<void>((r) => (release = r)));
    const timer = startRetentionTimer(1000, log, run);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2500); // still running: ticks skipped
    expect(run).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    const stopping = timer.stop();
    release();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('logs a failed run and goes on', async () => {
    vi.useFakeTimers();
    const run = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue({ people: 0 });
    const timer = startRetentionTimer(1000, log, run);
    await vi.advanceTimersByTimeAsync(1000);
    expect(log.error).toHaveBeenCalledWith('Retention run failed (next run retries)', expect.any(Error));
    expect(run).toHaveBeenCalledTimes(2);
    await timer.stop();
  });

  it('reads RETENTION_EVERY_HOURS (default 24 h, 0 = off) and refuses garbage', () => {
    expect(retentionEveryMsFromEnv(undefined)).toBe(86_400_000);
    expect(retentionEveryMsFromEnv('0')).toBe(false);
    expect(retentionEveryMsFromEnv('0.5')).toBe(1_800_000);
    expect(() => retentionEveryMsFromEnv('soon')).toThrow(/RETENTION_EVERY_HOURS/);
    expect(() => retentionEveryMsFromEnv('-1')).toThrow(/RETENTION_EVERY_HOURS/);
  });
});
