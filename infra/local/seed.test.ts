import { describe, expect, it } from 'vitest';
import { seed, type SeedContext, type Seeder } from './seed';

/** A seeder that logs its start and end into `log`. */
const logging = (name: string, log: string[]): Seeder => ({
  name,
  run: async () => {
    log.push(`${name} start`);
    await Promise.resolve();
    log.push(`${name} end`);
  },
});

describe('seed()', () => {
  it('waits for the processors between stages, so a stage sees what they derived from the earlier ones', async () => {
    const log: string[] = [];
    let waits = 0;
    const ctx = {
      db: {} as SeedContext['db'],
      now: new Date(),
      processorsIdle: async () => {
        waits++;
        log.push('idle wait');
        await new Promise<void>((resolve) => setImmediate(resolve));
        log.push('idle');
      },
    } satisfies SeedContext;
    const wrote = await seed(ctx, [[logging('a', log), logging('b', log)], logging('c', log)]);
    expect(wrote).toEqual(['a', 'b', 'c']);
    expect(waits).toBe(1);
    expect(log.indexOf('idle')).toBeGreaterThan(log.indexOf('b end'));
    expect(log.indexOf('c start')).toBeGreaterThan(log.indexOf('idle'));
  });

  it('waits only for the processors a stage names in `after`', async () => {
    const waits: (readonly string[] | undefined)[] = [];
    const ctx = {
      db: {} as SeedContext['db'],
      now: new Date(),
      processorsIdle: async (processors?: readonly string[]) => void waits.push(processors),
    } satisfies SeedContext;
    const log: string[] = [];
    const wrote = await seed(ctx, [logging('a', log), { seeders: [logging('b', log), logging('c', log)], after: ['people-index'] }, [logging('d', log)]]);
    expect(wrote).toEqual(['a', 'b', 'c', 'd']);
    expect(waits).toEqual([['people-index'], undefined]);
  });

  it('does not wait without processors (a seed in a test of its own)', async () => {
    const log: string[] = [];
    expect(await seed({ db: {} as SeedContext['db'], now: new Date() }, [logging('a', log), logging('b', log)])).toEqual(['a', 'b']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
  });
});
