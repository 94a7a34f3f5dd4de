/** Options of `startLocalRuntime` and their defaults (environment, then fixed values). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultWebDist } from './support/paths';
import type { ProcessorSpec } from './streams/processor-runner';
import type { ApiAnswer } from './gateway/http-api';

export interface LocalRuntimeOptions {
  /** Gateway port; 0 = a free port. Default: env PORT, else 3000. */
  port?: number;
  /** Data folder (DynamoDB Local files, S3 objects, dead letters). Default: env DATA_DIR, else `.data`. */
  dataDir?: string;
  /** Throw-away data: DynamoDB Local `-inMemory`, files in a temporary folder removed on stop. */
  inMemory?: boolean;
  /** Built SPA folder; default `<repo>/web/dist`; false = serve no SPA. */
  webDist?: string | false;
  /** Print nothing but errors. */
  quiet?: boolean;
  /** Stream poll interval when idle, in ms (default 100). */
  streamPollIntervalMs?: number;
  /** Authorizer result cache TTL per Cookie value, in seconds (default 0 = off, as in the CDK api stack; issue 17 §4). */
  authorizerCacheTtlSeconds?: number;
  /** More allowed origins (CSRF and bucket CORS), e.g. the Vite dev server's. */
  extraOrigins?: string[];
  /** Processors run besides `events/processors.ts` (tests). */
  extraProcessors?: ProcessorSpec[];
  /**
   * Serve once the first seed stage (the demo user and dev admin accounts) is in, and let the
   * other stages (demo people, brand charts, catalogue, demo activity: ≈ 5 s on a fresh data
   * folder) finish in the background; `LocalRuntime.seeding` tells when. Default false (tests
   * start on fully seeded data); `npm start` sets it.
   */
  seedInBackground?: boolean;
  /**
   * Issue 19: authors with more followers than this are merged into feeds at read instead of
   * fanned out (function env FEED_CELEBRITY_FOLLOWERS; default: the functions' 5,000). The
   * integration runtime sets it low so tests reach the path with a handful of followers.
   */
  feedCelebrityFollowers?: number;
  /**
   * Issue 33 §5: the image moderation adapter (function env IMAGE_MODERATION): `local` (default:
   * the scan's nsfwjs classifier) or `fixture` (the integration runtime: the same local adapter
   * with the marker test double of the classifier, functions/_core/image-moderation/fixture-classifier.ts).
   */
  imageModeration?: 'local' | 'fixture';
  /**
   * Issues 22, 35: run the retention job (functions/measurements/retention-run.ts, in-process) once the data is
   * seeded and then every this many ms; default false (off: tests invoke the job themselves).
   * `npm start` sets it from `RETENTION_EVERY_HOURS` (default 24, 0 = off).
   */
  retentionEveryMs?: number | false;
  /** Every answer of a manifest route, once sent (tests record them: tests/contract/response-check.ts). */
  onApiResponse?: (answer: ApiAnswer) => void;
}

export interface ResolvedOptions {
  port: number;
  inMemory: boolean;
  /** Absolute; a fresh temporary folder when in memory. */
  dataDir: string;
  webDist: string | false;
  quiet: boolean;
  streamPollIntervalMs: number;
  authorizerCacheTtlSeconds: number;
  extraOrigins: string[];
  extraProcessors: ProcessorSpec[];
  seedInBackground: boolean;
  feedCelebrityFollowers: number | undefined;
  imageModeration: 'local' | 'fixture';
  retentionEveryMs: number | false;
  onApiResponse: ((answer: ApiAnswer) => void) | undefined;
}

/** Apply defaults. Creates the temporary data folder for in-memory runs. */
export function resolveOptions(opts: LocalRuntimeOptions = {}): ResolvedOptions {
  const inMemory = opts.inMemory ?? false;
  const port = opts.port ?? Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid port: ${String(opts.port ?? process.env.PORT)}`);
  return {
    port,
    inMemory,
    dataDir: inMemory
      ? mkdtempSync(path.join(tmpdir(), 'seamline-'))
      : path.resolve(opts.dataDir ?? process.env.DATA_DIR ?? '.data'),
    webDist: opts.webDist === false ? false : path.resolve(opts.webDist ?? defaultWebDist),
    quiet: opts.quiet ?? false,
    streamPollIntervalMs: opts.streamPollIntervalMs ?? 100,
    authorizerCacheTtlSeconds: opts.authorizerCacheTtlSeconds ?? 0,
    extraOrigins: opts.extraOrigins ?? [],
    extraProcessors: opts.extraProcessors ?? [],
    seedInBackground: opts.seedInBackground ?? false,
    feedCelebrityFollowers: opts.feedCelebrityFollowers,
    imageModeration: opts.imageModeration ?? 'local',
    retentionEveryMs: opts.retentionEveryMs ?? false,
    onApiResponse: opts.onApiResponse,
  };
}
