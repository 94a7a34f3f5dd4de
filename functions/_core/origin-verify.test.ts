/**
 * Issue 32 §2: the origin-verify check. Only the Secrets Manager reader (the edge to the cloud
 * service) is replaced; cache, refresh and comparison are the real code.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  createOriginVerifier,
  matchesAny,
  ORIGIN_SECRET_REFRESH_MS,
  ORIGIN_SECRET_STALE_MS,
  ORIGIN_SECRET_TTL_MS,
  ORIGIN_VERIFY_HEADER,
} from './origin-verify';

const ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:origin-verify-AbCdEf';

function setup(values: string[] = ['current-value', 'previous-value']) {
  let t = 1_000_000;
  const read = vi.fn(async () => [...values]);
  const verify = createOriginVerifier({ secretId: ARN, read, now: () => t });
  return { verify, read, values, advance: (ms: number) => (t += ms) };
}
const header = (value: string) => ({ [ORIGIN_VERIFY_HEADER]: value });

describe('origin verify', () => {
  it('accepts the AWSCURRENT and the AWSPREVIOUS value', async () => {
    const { verify, read } = setup();
    expect(await verify(header('current-value'))).toBe(true);
    expect(await verify(header('previous-value'))).toBe(true);
    expect(read).toHaveBeenCalledWith(ARN);
  });

  it('refuses a missing, empty, wrong or prefix value', async () => {
    const { verify } = setup();
    expect(await verify(undefined)).toBe(false);
    expect(await verify({})).toBe(false);
    expect(await verify(header(''))).toBe(false);
    expect(await verify(header('current-valu'))).toBe(false);
    expect(await verify(header('current-value '))).toBe(false);
    expect(await verify(header('someone-elses-guess'))).toBe(false);
  });

  it('reads the header whatever the case of its name', async () => {
    const { verify } = setup();
    expect(await verify({ 'X-Origin-Verify': 'current-value' })).toBe(true);
  });

  it('reads the secret once per 5 minutes while values match', async () => {
    const { verify, read, advance } = setup();
    await Promise.all([verify(header('current-value')), verify(header('current-value'))]);
    advance(ORIGIN_SECRET_TTL_MS - 1);
    await verify(header('previous-value'));
    expect(read).toHaveBeenCalledTimes(1);
    advance(1);
    await verify(header('current-value'));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('re-reads early on a mismatch at most once a minute, so a just-rotated value is accepted', async () => {
    const { verify, read, values, advance } = setup();
    await verify(header('current-value'));
    values.splice(0, values.length, 'rotated-value', 'current-value');
    // Within the first minute a wrong value costs no read (refused traffic cannot drive reads).
    for (let i = 0; i < 20; i++) expect(await verify(header('rotated-value'))).toBe(false);
    expect(read).toHaveBeenCalledTimes(1);
    advance(ORIGIN_SECRET_REFRESH_MS);
    expect(await verify(header('rotated-value'))).toBe(true);
    expect(read).toHaveBeenCalledTimes(2);
    for (let i = 0; i < 20; i++) expect(await verify(header('forged'))).toBe(false);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('rejects (never passes) when the secret cannot be read and nothing is cached', async () => {
    const verify = createOriginVerifier({ secretId: ARN, read: () => Promise.reject(new Error('AccessDenied')) });
    await expect(verify(header('anything'))).rejects.toThrow('AccessDenied');
  });

  it('keeps serving the last values when a re-read fails (stale-if-error, 24 h), retrying at most once a minute', async () => {
    let t = 1_000_000;
    let down = false;
    const read = vi.fn(async () => {
      if (down) throw Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' });
      return ['current-value', 'previous-value'];
    });
    const onReadError = vi.fn();
    const verify = createOriginVerifier({ secretId: ARN, read, now: () => t, onReadError });
    expect(await verify(header('current-value'))).toBe(true);
    down = true;
    t += ORIGIN_SECRET_TTL_MS;
    // The cache expired and Secrets Manager is unreachable: the cached values still decide.
    expect(await verify(header('current-value'))).toBe(true);
    expect(await verify(header('forged'))).toBe(false);
    expect(read).toHaveBeenCalledTimes(2);
    expect(onReadError).toHaveBeenCalledTimes(1);
    expect(onReadError.mock.calls[0]![0]).toMatchObject({ code: 'ETIMEDOUT' });
    expect(onReadError.mock.calls[0]![1]).toBe(ORIGIN_SECRET_TTL_MS);
    // No further read within the minute, whatever is presented.
    t += ORIGIN_SECRET_REFRESH_MS - 1;
    for (let i = 0; i < 10; i++) expect(await verify(header(i % 2 ? 'previous-value' : 'forged'))).toBe(i % 2 === 1);
    expect(read).toHaveBeenCalledTimes(2);
    t += 1;
    expect(await verify(header('previous-value'))).toBe(true);
    expect(read).toHaveBeenCalledTimes(3);
    // Up to 24 hours after the last good read …
    t = 1_000_000 + ORIGIN_SECRET_STALE_MS - 1;
    expect(await verify(header('current-value'))).toBe(true);
    // … then the request fails (never passes unchecked).
    t = 1_000_000 + ORIGIN_SECRET_STALE_MS;
    await expect(verify(header('current-value'))).rejects.toThrow('ETIMEDOUT');
    // Secrets Manager back: a fresh read, and the cache is good again.
    down = false;
    t += ORIGIN_SECRET_REFRESH_MS;
    expect(await verify(header('current-value'))).toBe(true);
    expect(onReadError.mock.calls.length).toBeGreaterThan(1);
  });

  it('is off without a secret ARN (the local runtime): every request passes, nothing is read', async () => {
    const read = vi.fn(async () => ['x']);
    const verify = createOriginVerifier({ secretId: undefined, read });
    expect(await verify(undefined)).toBe(true);
    expect(read).not.toHaveBeenCalled();
  });

  it('compares every accepted value (constant-time helper)', () => {
    expect(matchesAny('b', ['a', 'b'])).toBe(true);
    expect(matchesAny('c', ['a', 'b'])).toBe(false);
    expect(matchesAny('a', [])).toBe(false);
  });
});
