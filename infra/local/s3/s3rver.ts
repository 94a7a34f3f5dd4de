/**
 * `s3rver` 3.7 (CommonJS, ships no typings) with types for the parts the S3 stand-in uses.
 * Loaded with `require` so no ambient module declaration is needed in every tsconfig.
 */
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface S3rverOptions {
  directory?: string;
  silent?: boolean;
  vhostBuckets?: boolean;
  allowMismatchedSignatures?: boolean;
  configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
}

export interface S3rverInstance {
  /** Create the configured buckets and apply their configs (idempotent). */
  configureBuckets(): Promise<void>;
  /** The Koa request listener: serves the S3 API without a server of its own. */
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
}

export const S3rver = createRequire(import.meta.url)('s3rver') as new (
  options?: S3rverOptions,
) => S3rverInstance;
