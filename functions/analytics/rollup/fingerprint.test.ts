/** Error fingerprints (issue 21): the same bug groups together across ids, numbers and builds. */
import { describe, expect, it } from 'vitest';
import { errorFingerprint, normaliseMessage, topFrameOf } from './fingerprint';

describe('error fingerprints', () => {
  it('normalises numbers, ids, quoted strings and URLs out of messages', () => {
    expect(normaliseMessage(`Failed to load item 42 (id 3f0c9a1e-7b2d-4c1e-9f00-123456789abc) from https://x.test/a?b=1 for "Ana"`)).toBe(
      'Failed to load item <n> (id <id>) from <url> for <str>',
    );
  });

  it('reads the top frame of V8 and Firefox / Safari stacks without line, column or content hash', () => {
    expect(topFrameOf('TypeError: x\n    at renderCard (http://localhost:3000/assets/index-Bx9kQ2.js:1:100)\n    at b (y.js:1:1)')).toBe('renderCard (index.js)');
    expect(topFrameOf('renderCard@http://localhost:3000/assets/index-Bx9kQ2.js:1:100\nb@y.js:1:1')).toBe('renderCard (index.js)');
    expect(topFrameOf('    at http://localhost:3000/assets/app.js?v=3:10:2')).toBe('<anonymous> (app.js)');
    expect(topFrameOf(undefined)).toBeNull();
    expect(topFrameOf('no frames here')).toBeNull();
  });

  it('gives the same fingerprint across builds and ids, another one for another frame', () => {
    const a = errorFingerprint('Cannot read id of item 1', 'at f (https://s/assets/main-AAAAAA11.js:1:2)');
    const b = errorFingerprint('Cannot read id of item 999', 'at f (https://s/assets/main-BBBBBB22.js:7:9)');
    const c = errorFingerprint('Cannot read id of item 1', 'at g (https://s/assets/main-AAAAAA11.js:1:2)');
    expect(a.fingerprint).toBe(b.fingerprint);
    expect(a.fingerprint).not.toBe(c.fingerprint);
    expect(a.fingerprint).toMatch(/^[0-9a-f]{16}$/);
  });
});
