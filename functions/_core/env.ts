/**
 * Function environment, parsed ONCE at cold start with zod. A missing or malformed setting
 * fails the cold start with the list of problems, never a request halfway through.
 * Every setting has a default that works with the local runtime (ARCHITECTURE §10).
 *
 * Written with `zod/mini` (tree-shakeable): every function imports this module, including the
 * authorizer, whose bundle must stay small (cold start; issue 2 target ≤ 300 KB).
 */
import * as z from 'zod/mini';

const nonEmpty = () => z.string().check(z.minLength(1));
const bool = (fallback: 'true' | 'false') =>
  z.pipe(z._default(z.enum(['true', 'false']), fallback), z.transform((v: 'true' | 'false') => v === 'true'));

const envSchema = z.object({
  TABLE_NAME: z._default(nonEmpty(), 'seamline'),
  MEDIA_BUCKET: z._default(nonEmpty(), 'seamline-media'),
  AWS_REGION: z._default(nonEmpty(), 'us-east-1'),
  STAGE: z._default(nonEmpty(), 'local'),
  /** `https://{apiId}.execute-api.{region}.amazonaws.com/{stage}`; locally the gateway URL. */
  WS_MANAGEMENT_ENDPOINT: z.optional(z.url()),
  /** Comma-separated origins allowed to send mutating requests (CSRF, ARCHITECTURE §6). */
  APP_ORIGINS: z.pipe(
    z._default(z.string(), 'http://localhost:3000'),
    z.transform((s: string) => s.split(',').map((o) => o.trim()).filter(Boolean)),
  ),
  /** `Secure` on cookies; off only for plain-http local runs. */
  COOKIE_SECURE: bool('true'),
  /** Outbox adapter: `file` writes `<DATA_DIR>/outbox/*.json` (local), `ses` sends with SES v2. */
  EMAIL_TRANSPORT: z._default(z.enum(['file', 'ses']), 'file'),
  /** Verified SES identity (address) the emails come from; required when EMAIL_TRANSPORT=ses. */
  SES_SENDER: z.optional(nonEmpty()),
  /** Folder for local adapters (the file outbox); the local runtime sets an absolute path. */
  DATA_DIR: z._default(nonEmpty(), '.data'),
  /** Public origin of the app, used in email links (`${APP_URL}/verify-email?token=…`). */
  APP_URL: z._default(z.url(), 'http://localhost:3000'),
  /** Registrations (incl. refused ones) per client address and hour (ARCHITECTURE §6). */
  REGISTRATIONS_PER_HOUR: z.pipe(
    z._default(z.string().check(z.regex(/^[1-9]\d{0,5}$/)), '20'),
    z.transform((v: string) => Number(v)),
  ),
  /** Path-style S3 URLs (the local S3 stand-in needs them). */
  S3_FORCE_PATH_STYLE: bool('false'),
  /**
   * Vision adapter of the body scan: `local` (pose, face and unsafe-content models shipped in npm
   * packages, tfjs WASM) or `rekognition` (people count, faces and moderation by Rekognition;
   * the deployed scan function, set by the CDK api stack).
   */
  SCAN_VISION: z._default(z.enum(['local', 'rekognition']), 'local'),
  /**
   * Image moderation adapter (issue 33 §5, functions/_core/image-moderation): `rekognition`
   * (DetectModerationLabels on the S3 object; set by the CDK api stack on every area that attaches
   * user images), `local` (the scan's nsfwjs classifier, tfjs WASM) or `fixture` (the local
   * adapter with the marker test double of the classifier; the integration runtime only).
   * Unset: `local` outside Lambda. In a Lambda (`AWS_LAMBDA_FUNCTION_NAME` set) `local` and
   * `fixture` fail the cold start, and an area that attaches images fails its cold start when it
   * is unset ({@link requireImageModeration}): a deployed function never moderates with the
   * local model (not in its bundle) or the test double.
   */
  IMAGE_MODERATION: z.optional(z.enum(['local', 'rekognition', 'fixture'])),
  /**
   * Test setting of the store import (issue 7): comma-separated `host:port` entries that may be
   * fetched although private (local fixture stores). Unset in production.
   */
  STORE_IMPORT_ALLOW_HOSTS: z.optional(z.string()),
  /**
   * Issue 19 hybrid fan-out: authors with MORE followers than this are merged into their
   * followers' feeds at read time instead of fanned out on write (default 5,000; the integration
   * runtime sets it low to exercise the path).
   */
  FEED_CELEBRITY_FOLLOWERS: z.pipe(
    z._default(z.string().check(z.regex(/^\d{1,9}$/)), '5000'),
    z.transform((v: string) => Number(v)),
  ),
  /**
   * Issue 20 forecast adapter of the stylist's weather port (functions/outfits/weather):
   * `open-meteo` (calls api.open-meteo.com for events ≤ 16 days ahead), `fixture`
   * (deterministic stand-in, no network) or `normals` (climate normals only, no outbound call).
   * Unset: `fixture` when STAGE is `local`, else `open-meteo` (issue 34 §2).
   */
  WEATHER_FORECAST: z.optional(z.enum(['open-meteo', 'fixture', 'normals'])),
  /**
   * Issue 32 §2: ARN of the Secrets Manager secret CloudFront sends in `x-origin-verify` to the
   * API origins (set by the CDK api / realtime stacks). Requests without its AWSCURRENT or
   * AWSPREVIOUS value are refused 403 before any handler runs (`_core/origin-verify.ts`).
   * Unset (the local runtime): the check is off.
   */
  ORIGIN_VERIFY_SECRET_ARN: z.optional(nonEmpty()),
  /**
   * Issue 32 §2: the CloudFront distribution whose API origins send the origin-verify header
   * (the secret's rotation function only, `functions/edge/origin-secret-rotation.ts`).
   */
  ORIGIN_DISTRIBUTION_ID: z.optional(nonEmpty()),
  /**
   * Issue 22: how long an AWS SDK call may see NO bytes on a connected socket before it fails
   * (then retried once, then 503), in ms. Default 1,500: DynamoDB answers in milliseconds, so a
   * stalled endpoint gives 503 in ≈ 3 s. The local runtime sets 25,000: DynamoDB Local on a
   * loaded 2-core machine goes silent for seconds (> 10 s measured under seed bursts), while a
   * KILLED endpoint still fails in milliseconds (connection refused / reset).
   */
  AWS_SDK_SOCKET_TIMEOUT_MS: z.pipe(
    z._default(z.string().check(z.regex(/^[1-9]\d{2,5}$/)), '1500'),
    z.transform((v: string) => Number(v)),
  ),
});

export type Env = z.infer<typeof envSchema>;

/** Parse a raw environment; throws an Error listing every bad setting. */
export function parseEnv(raw: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(raw);
  const problems = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (result.success && result.data.EMAIL_TRANSPORT === 'ses' && !result.data.SES_SENDER) {
    problems.push('SES_SENDER: required when EMAIL_TRANSPORT is ses');
  }
  const inLambda = Boolean(raw.AWS_LAMBDA_FUNCTION_NAME);
  if (result.success && inLambda && result.data.IMAGE_MODERATION && result.data.IMAGE_MODERATION !== 'rekognition') {
    problems.push(`IMAGE_MODERATION: '${result.data.IMAGE_MODERATION}' runs only in the local runtime; a Lambda uses 'rekognition'`);
  }
  if (result.success && !inLambda) result.data.IMAGE_MODERATION ??= 'local';
  if (!result.success || problems.length) {
    throw new Error(`Invalid function environment:\n- ${problems.join('\n- ')}`);
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);

/**
 * The image moderation adapter of a function that attaches user images (issue 33 §5); called at
 * module load by `functions/media/image-moderation.ts`, so such a Lambda without
 * `IMAGE_MODERATION=rekognition` fails its cold start (the api stack sets it on every
 * `moderatesImages` area; other functions need no setting).
 * @throws Error 'Invalid function environment: IMAGE_MODERATION: required…' when unset (in a Lambda).
 */
export function requireImageModeration(e: Pick<Env, 'IMAGE_MODERATION'> = env): NonNullable<Env['IMAGE_MODERATION']> {
  if (!e.IMAGE_MODERATION) {
    throw new Error("Invalid function environment:\n- IMAGE_MODERATION: required ('rekognition') in a Lambda that attaches user images");
  }
  return e.IMAGE_MODERATION;
}
