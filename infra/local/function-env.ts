/**
 * The function environment the local runtime gives the in-process handlers (the same
 * variables the CDK stacks set in AWS, pointing at the stand-ins). `functions/_core/env.ts`
 * parses it at module load, so it must be in `process.env` before any handler is imported.
 */
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './support/credentials';

export const TABLE_NAME = 'seamline';
export const MEDIA_BUCKET = 'seamline-media';
/** File under the data folder where a running runtime leaves its function environment. */
export const RUNTIME_ENV_FILE = 'runtime-env.json';

export interface FunctionEnvInput {
  /** The gateway URL, `http://localhost:<port>`. */
  gatewayUrl: string;
  port: number;
  dynamoDbEndpoint: string;
  s3Endpoint: string;
  /** Absolute data folder (a temporary one when in memory); local adapters write files here. */
  dataDir: string;
  /** More origins allowed by CSRF checks and bucket CORS (the Vite dev server). */
  extraOrigins?: readonly string[];
  /** Origin people open (email links); default the gateway URL (`--dev`: the Vite server). */
  appUrl?: string;
  /** Issue 19: celebrity threshold of the feed's hybrid fan-out (unset: the functions' default, 5,000). */
  feedCelebrityFollowers?: number;
  /** Issue 33 §5: image moderation adapter (unset: the functions' default, `local`). */
  imageModeration?: 'local' | 'fixture';
}

/** The app's origins: the gateway by name and by IPv4 address, plus any extra ones. */
export function appOrigins(port: number, extra: readonly string[] = []): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, ...extra];
}

/** Build the environment (all strings). `LOG_LEVEL` sets the Powertools level (default WARN). */
export function functionEnv(input: FunctionEnvInput): Record<string, string> {
  return {
    TABLE_NAME,
    MEDIA_BUCKET,
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: input.dynamoDbEndpoint,
    AWS_ENDPOINT_URL_DYNAMODB_STREAMS: input.dynamoDbEndpoint,
    AWS_ENDPOINT_URL_S3: input.s3Endpoint,
    // s3rver stores streamed bodies with chunk framing unless checksums are only sent when
    // required (ARCHITECTURE §11); the SDK reads these two from the environment.
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
    // `<bucket>.localhost` does not resolve outside browsers: S3 clients should use path-style
    // URLs locally (functions read this when they create their S3 client).
    S3_FORCE_PATH_STYLE: 'true',
    WS_MANAGEMENT_ENDPOINT: input.gatewayUrl,
    APP_ORIGINS: appOrigins(input.port, input.extraOrigins).join(','),
    COOKIE_SECURE: 'false',
    STAGE: 'local',
    DATA_DIR: input.dataDir,
    // Emails become files under <DATA_DIR>/outbox plus one console line with the link.
    EMAIL_TRANSPORT: 'file',
    APP_URL: input.appUrl ?? input.gatewayUrl,
    // Local runs and test suites sign up many accounts from one address (default 20/hour).
    REGISTRATIONS_PER_HOUR: '200',
    // Issue 22: DynamoDB Local on a loaded shared machine goes silent for seconds (> 10 s seen
    // under seed bursts at load average 14), so locally only a truly stalled endpoint times out,
    // just under the gateway's 29 s; a KILLED one still fails at once (functions/_core/env.ts,
    // the runtime's restart gate).
    AWS_SDK_SOCKET_TIMEOUT_MS: '25000',
    POWERTOOLS_LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
    // EMF metrics (issue 21) are for CloudWatch; locally they would be one console line per report.
    POWERTOOLS_METRICS_DISABLED: 'true',
    ...(input.feedCelebrityFollowers !== undefined ? { FEED_CELEBRITY_FOLLOWERS: String(input.feedCelebrityFollowers) } : {}),
    ...(input.imageModeration ? { IMAGE_MODERATION: input.imageModeration } : {}),
  };
}
