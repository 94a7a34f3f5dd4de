import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lambdaHeapFlags, LOCAL_RUNTIME_NODE_FLAGS } from './node-flags';

describe('local runtime Node flags (Lambda heap flags)', () => {
  it("computes Lambda's bootstrap figures: new space = memory / 10, semi-space half of it, old space the rest", () => {
    expect(lambdaHeapFlags(512)).toEqual(['--max-semi-space-size=25', '--max-old-space-size=461']);
    expect(lambdaHeapFlags(1024)).toEqual(['--max-semi-space-size=51', '--max-old-space-size=922']);
  });

  it('npm start runs the runtime with exactly these flags (package.json cannot import them)', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe(`tsx ${LOCAL_RUNTIME_NODE_FLAGS.join(' ')} infra/local/start.ts`);
  });
});
