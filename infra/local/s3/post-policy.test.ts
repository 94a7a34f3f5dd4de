import { describe, expect, it } from 'vitest';
import { checkPolicy, parsePolicy, type PostPolicy } from './post-policy';
import { signPolicy, verifyPostSignature } from './post-signature';

const future = new Date(Date.now() + 60_000).toISOString();
const policy = (conditions: unknown[], expiration = future): PostPolicy => ({
  expiration,
  conditions,
});
const fields = (entries: Record<string, string>) => new Map(Object.entries(entries));
const base = { bucket: 'media', key: 'u/1/a.png', 'content-type': 'image/png' };
const conditions = [
  { bucket: 'media' },
  ['starts-with', '$key', 'u/1/'],
  ['starts-with', '$Content-Type', 'image/'],
  ['content-length-range', 1, 100],
];

describe('POST policy conditions', () => {
  it('accepts a form that meets every condition', () => {
    expect(checkPolicy(policy(conditions), fields(base), 10)).toBeUndefined();
  });

  it('refuses an expired policy', () => {
    expect(checkPolicy(policy(conditions, '2020-01-01T00:00:00Z'), fields(base), 10)?.message).toBe(
      'Invalid according to Policy: Policy expired.',
    );
  });

  it('names the failed condition as S3 does', () => {
    const out = checkPolicy(policy(conditions), fields({ ...base, key: 'u/2/a.png' }), 10);
    expect(out).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message:
        'Invalid according to Policy: Policy Condition failed: ["starts-with", "$key", "u/1/"]',
    });
    expect(checkPolicy(policy(conditions), fields({ ...base, bucket: 'other' }), 10)?.message).toBe(
      'Invalid according to Policy: Policy Condition failed: ["eq", "$bucket", "media"]',
    );
  });

  it('requires every Content-Type of a list to match starts-with', () => {
    expect(
      checkPolicy(
        policy(conditions),
        fields({ ...base, 'content-type': 'image/png, text/html' }),
        10,
      )?.code,
    ).toBe('AccessDenied');
  });

  it('refuses fields not named by a condition, except policy, signature, file and x-ignore-*', () => {
    expect(
      checkPolicy(policy(conditions), fields({ ...base, 'x-amz-meta-a': '1' }), 10)?.message,
    ).toBe('Invalid according to Policy: Extra input fields: x-amz-meta-a');
    expect(
      checkPolicy(
        policy(conditions),
        fields({ ...base, policy: 'p', 'x-amz-signature': 's', 'x-ignore-me': '1' }),
        10,
      ),
    ).toBeUndefined();
  });

  it('answers EntityTooLarge / EntityTooSmall for content-length-range', () => {
    expect(checkPolicy(policy(conditions), fields(base), 101)).toMatchObject({
      status: 400,
      code: 'EntityTooLarge',
      extra: { ProposedSize: 101, MaxSizeAllowed: 100 },
    });
    expect(checkPolicy(policy(conditions), fields(base), 0)).toMatchObject({
      status: 400,
      code: 'EntityTooSmall',
    });
  });

  it('rejects a policy that is not base64 JSON with an expiration and conditions', () => {
    expect(parsePolicy('not json')).toMatchObject({ code: 'InvalidPolicyDocument' });
    expect(parsePolicy(Buffer.from('{"conditions":[]}').toString('base64'))).toMatchObject({
      message: 'Invalid Policy: Policy missing expiration.',
    });
  });
});

describe('POST policy signature (SigV4)', () => {
  const secrets = new Map([['AKID', 'secret']]);
  const policyB64 = Buffer.from(JSON.stringify(policy(conditions))).toString('base64');
  const signed = (over: Record<string, string> = {}) =>
    fields({
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      'x-amz-credential': 'AKID/20260101/us-east-1/s3/aws4_request',
      'x-amz-signature': signPolicy(
        'secret',
        { date: '20260101', region: 'us-east-1', service: 's3' },
        policyB64,
      ),
      ...over,
    });

  it('accepts the signature of the policy under the credential scope', () => {
    expect(verifyPostSignature(signed(), policyB64, secrets, 'us-east-1')).toBeUndefined();
  });

  it('refuses a wrong signature, an unknown key and another region', () => {
    expect(
      verifyPostSignature(
        signed({ 'x-amz-signature': '0'.repeat(64) }),
        policyB64,
        secrets,
        'us-east-1',
      )?.code,
    ).toBe('SignatureDoesNotMatch');
    expect(
      verifyPostSignature(
        signed({ 'x-amz-credential': 'NOPE/20260101/us-east-1/s3/aws4_request' }),
        policyB64,
        secrets,
        'us-east-1',
      )?.code,
    ).toBe('InvalidAccessKeyId');
    expect(
      verifyPostSignature(
        signed({ 'x-amz-credential': 'AKID/20260101/eu-west-1/s3/aws4_request' }),
        policyB64,
        secrets,
        'us-east-1',
      )?.status,
    ).toBe(400);
  });
});
