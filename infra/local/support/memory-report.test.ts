/** The runtime's opt-in memory lines (issue 22 soak): env parsing, sample shape, forced-GC samples, the stdout line round trip. */
import { describe, expect, it } from 'vitest';
import { MEMORY_LINE_PREFIX, memoryReportEveryMsFromEnv, parseMemoryLine, startMemoryReport, type MemorySample } from './memory-report';

describe('memory report', () => {
  it('listens for SIGUSR2 only while running', () => {
    const before = process.listenerCount('SIGUSR2');
    const report = startMemoryReport(60_000, () => undefined);
    expect(process.listenerCount('SIGUSR2')).toBe(before + 1);
    report.stop();
    expect(process.listenerCount('SIGUSR2')).toBe(before);
  });

  it('is off unless MEMORY_REPORT_EVERY_MS is a positive whole number of ms; rejects anything else', () => {
    expect(memoryReportEveryMsFromEnv(undefined)).toBe(false);
    expect(memoryReportEveryMsFromEnv('')).toBe(false);
    expect(memoryReportEveryMsFromEnv('0')).toBe(false);
    expect(memoryReportEveryMsFromEnv('5000')).toBe(5000);
    expect(() => memoryReportEveryMsFromEnv('5s')).toThrow(/MEMORY_REPORT_EVERY_MS/);
    expect(() => memoryReportEveryMsFromEnv('-1')).toThrow(/MEMORY_REPORT_EVERY_MS/);
  });

  it('samples rss and the heap breakdown in MB, and the heap after the latest major GC once one ran', async () => {
    const written: MemorySample[] = [];
    const report = startMemoryReport(60_000, (s) => written.push(s), { onSignal: false });
    try {
      const before = report.sample();
      expect(before).toMatchObject({ pid: process.pid, heapUsedAfterMajorGcMb: null, majorGcs: 0 });
      expect(before.forcedGc).toBeUndefined();
      expect(before.rssMb).toBeGreaterThan(before.heapUsedMb);
      expect(before.heapTotalMb).toBeGreaterThanOrEqual(before.heapUsedMb);
      // Garbage that only a collection frees, then the forced full GC of SIGUSR2.
      let garbage: unknown[] | undefined = Array.from({ length: 200_000 }, (_, i) => ({ i }));
      expect(garbage.length).toBe(200_000);
      garbage = undefined;
      const forced = report.sampleAfterGc();
      expect(forced.forcedGc).toBe(true);
      expect(forced.heapUsedMb).toBeLessThanOrEqual(before.heapUsedMb + 1);
      // The GC's performance entry arrives asynchronously: the next samples carry it.
      const deadline = Date.now() + 5_000;
      while (report.sample().majorGcs === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      const after = written.at(-1)!;
      expect(after.majorGcs).toBeGreaterThan(0);
      expect(after.heapUsedAfterMajorGcMb).toBeGreaterThan(0);
    } finally {
      report.stop();
    }
  });

  it('writes one line a sample that the bench parses back; other lines are not samples', () => {
    const lines: string[] = [];
    const report = startMemoryReport(60_000, (s) => lines.push(`${MEMORY_LINE_PREFIX} ${JSON.stringify(s)}`), { onSignal: false });
    const sample = report.sample();
    report.stop();
    expect(parseMemoryLine(lines[0]!)).toEqual(sample);
    expect(parseMemoryLine('  seed            wrote demo people')).toBeUndefined();
    expect(parseMemoryLine(`${MEMORY_LINE_PREFIX} {not json`)).toBeUndefined();
  });

  it("adds the runtime's gauges to each sample once there are some (the stream runner's shards and queues)", () => {
    let gauges: Record<string, unknown> | undefined;
    const report = startMemoryReport(60_000, () => undefined, { onSignal: false, gauges: () => gauges });
    try {
      expect(report.sample().gauges).toBeUndefined();
      gauges = { stream: { shards: 3, maxQueuedRecords: 120 } };
      const sample = report.sample();
      expect(sample.gauges).toEqual({ stream: { shards: 3, maxQueuedRecords: 120 } });
      expect(parseMemoryLine(`${MEMORY_LINE_PREFIX} ${JSON.stringify(sample)}`)?.gauges).toEqual(sample.gauges);
    } finally {
      report.stop();
    }
  });
});
