/**
 * POST policy evaluation as S3 does it for browser-based uploads (presigned POST):
 * expiration, every condition (`{field: value}`, `["eq", "$f", v]`, `["starts-with", "$f", p]`,
 * `["content-length-range", min, max]`) and the rule that every form field except
 * `policy`, `x-amz-signature`, `file` and `x-ignore-*` must be named by a condition.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html
 */
import { s3Failure, type S3Failure } from './s3-errors';

export interface PostPolicy {
  expiration: string;
  conditions: unknown[];
}

const denied = (why: string) =>
  s3Failure(403, 'AccessDenied', `Invalid according to Policy: ${why}`);
const invalid = (why: string) => s3Failure(400, 'InvalidPolicyDocument', `Invalid Policy: ${why}`);
const UNCHECKED_FIELDS = new Set(['policy', 'x-amz-signature', 'file']);

/** Decode the base64 `policy` field. @returns the document, or InvalidPolicyDocument. */
export function parsePolicy(policyBase64: string): PostPolicy | S3Failure {
  let doc: unknown;
  try {
    doc = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8'));
  } catch {
    return invalid('Invalid JSON.');
  }
  const { expiration, conditions } = (doc ?? {}) as Partial<PostPolicy>;
  if (typeof expiration !== 'string') return invalid('Policy missing expiration.');
  if (!Array.isArray(conditions)) return invalid('Policy missing conditions.');
  return { expiration, conditions };
}

/** S3's rendering of a condition in "Policy Condition failed: [...]". */
const render = (parts: unknown[]) => `[${parts.map((p) => JSON.stringify(p)).join(', ')}]`;

function startsWith(field: string, value: string, prefix: string): boolean {
  // Content-Type may list several types; each must match (S3's rule).
  const values = field === 'content-type' ? value.split(',').map((v) => v.trim()) : [value];
  return values.every((v) => v.startsWith(prefix));
}

/**
 * Evaluate `policy` for a form. `fields` maps LOWER-CASED field names to values, with `key`
 * already `${filename}`-substituted and `bucket` set to the bucket of the request URL.
 * @param fileSize the uploaded file's size in bytes.
 * @returns undefined when S3 would accept the upload, else the failure it would answer.
 */
export function checkPolicy(
  policy: PostPolicy,
  fields: ReadonlyMap<string, string>,
  fileSize: number,
  now = new Date(),
): S3Failure | undefined {
  const expires = Date.parse(policy.expiration);
  if (Number.isNaN(expires)) return invalid('Invalid expiration.');
  if (expires <= now.getTime()) return denied('Policy expired.');
  const named = new Set<string>();
  let range: { min: number; max: number } | undefined;
  for (const condition of policy.conditions) {
    if (Array.isArray(condition)) {
      const [op, target, value] = condition as [unknown, unknown, unknown];
      const opName = String(op).toLowerCase();
      if (opName === 'content-length-range') {
        range = { min: Number(target), max: Number(value) };
        continue;
      }
      if (typeof target !== 'string' || !target.startsWith('$') || typeof value !== 'string') {
        return invalid(`Invalid Policy Condition: ${render(condition)}`);
      }
      const field = target.slice(1).toLowerCase();
      named.add(field);
      const actual = fields.get(field) ?? '';
      const ok =
        opName === 'eq'
          ? actual === value
          : opName === 'starts-with'
            ? startsWith(field, actual, value)
            : undefined;
      if (ok === undefined) return invalid(`Invalid Policy Condition operator: ${String(op)}`);
      if (!ok) return denied(`Policy Condition failed: ${render(condition)}`);
    } else if (condition && typeof condition === 'object') {
      for (const [name, value] of Object.entries(condition)) {
        const field = name.toLowerCase();
        named.add(field);
        if ((fields.get(field) ?? '') !== String(value)) {
          return denied(`Policy Condition failed: ${render(['eq', `$${name}`, value])}`);
        }
      }
    } else {
      return invalid(`Invalid Policy Condition: ${JSON.stringify(condition)}`);
    }
  }
  const extra = [...fields.keys()].filter(
    (f) =>
      f !== 'bucket' && !UNCHECKED_FIELDS.has(f) && !f.startsWith('x-ignore-') && !named.has(f),
  );
  if (extra.length) return denied(`Extra input fields: ${extra.join(', ')}`);
  if (range && fileSize > range.max) {
    return s3Failure(
      400,
      'EntityTooLarge',
      'Your proposed upload exceeds the maximum allowed size',
      {
        ProposedSize: fileSize,
        MaxSizeAllowed: range.max,
      },
    );
  }
  if (range && fileSize < range.min) {
    return s3Failure(
      400,
      'EntityTooSmall',
      'Your proposed upload is smaller than the minimum allowed size',
      {
        ProposedSize: fileSize,
        MinSizeAllowed: range.min,
      },
    );
  }
  return undefined;
}
