/**
 * The S3 stand-in (ARCHITECTURE §10–11): s3rver's S3 API behind one front HTTP server on its
 * own port (the `AWS_ENDPOINT_URL_S3`, path-style). The front answers browser-based POST
 * uploads itself (policy, signature and size enforced like S3) and hands every other request
 * to s3rver's request listener in-process, so no second port and no proxy hop are needed.
 * Path-style is the norm; `<bucket>.localhost` virtual-hosted requests are rewritten to it.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3rver } from './s3rver';
import { S3Client } from '@aws-sdk/client-s3';
import { closeServer, listen } from '../support/net';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../support/credentials';
import { corsConfigXml, corsHeadersFor } from './bucket-cors';
import { handlePostObject, type PostObjectOptions } from './post-object';
import { s3Failure, sendS3Error, type S3Failure } from './s3-errors';
import { isLoopback } from '../support/loopback';

export interface S3StandIn {
  /** `http://localhost:<port>`: the S3 endpoint for SDK clients and browsers (path-style). */
  endpoint: string;
  port: number;
  /** Absolute folder of the objects (a temporary one when in memory). */
  directory: string;
  /**
   * Fault hook (issue 22 "faults"; the stand-in runs in-process, so it cannot be killed): stop
   * answering on the port (listener closed, open connections destroyed: clients get
   * ECONNREFUSED / ECONNRESET, as from a dead S3 endpoint) until `restore()` listens on the same
   * port again. @returns restore, idempotent.
   */
  simulateOutage(): Promise<() => Promise<void>>;
  stop(): Promise<void>;
}

export interface S3StandInOptions {
  /** Object folder, or null for a temporary folder removed on stop. */
  directory: string | null;
  bucket: string;
  /** Origins allowed by the bucket's CORS rule. */
  origins: readonly string[];
  /** Largest POST upload read, in bytes (default 10 MiB). */
  maxUploadBytes?: number;
}

/** An S3 client for the stand-in (path-style; checksums only when required, see §11). */
export function localS3Client(endpoint: string): S3Client {
  return new S3Client({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Start s3rver with the bucket (CORS configured) and the front server on a free port.
 * @throws when the folder cannot be created or no port can be bound.
 */
export async function startS3StandIn(opts: S3StandInOptions): Promise<S3StandIn> {
  const directory = opts.directory ?? mkdtempSync(path.join(tmpdir(), 'seamline-s3-'));
  mkdirSync(directory, { recursive: true });
  const s3rver = new S3rver({
    directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [{ name: opts.bucket, configs: [corsConfigXml(opts.origins)] }],
  });
  await s3rver.configureBuckets();
  const s3api = s3rver.callback();
  /**
   * s3rver checks no signature, so only this machine may use its API, and a browser (any
   * request with an Origin) may only read or upload through a presigned POST, as S3 would
   * enforce through the policy: no PUT/DELETE/other POST around the upload conditions.
   */
  const refuseUnsafe = (req: IncomingMessage): S3Failure | undefined => {
    if (!isLoopback(req)) return s3Failure(403, 'AccessDenied', 'Access Denied');
    const browserWrite = req.headers.origin !== undefined && !['GET', 'HEAD', 'OPTIONS'].includes(req.method ?? '');
    return browserWrite ? s3Failure(403, 'AccessDenied', 'Access Denied') : undefined;
  };

  // The POST handler needs the S3 client, which needs the port: filled in after listen().
  const front: { post?: PostObjectOptions } = {};
  const server = createServer((req, res) => {
    // Virtual-hosted style (`<bucket>.localhost:<port>`, browsers resolve *.localhost) → path-style.
    const vhost = /^([a-z0-9][a-z0-9.-]*)\.localhost(?::\d+)?$/i.exec(req.headers.host ?? '')?.[1];
    if (vhost) req.url = `/${vhost}${req.url === '/' ? '' : (req.url ?? '')}`;
    const bucket = /^\/([^/?]+)\/?(?:\?|$)/.exec(req.url ?? '')?.[1];
    const isForm = /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');
    if (req.method === 'POST' && bucket && isForm && front.post) {
      let bucketName: string;
      try {
        bucketName = decodeURIComponent(bucket);
      } catch {
        return void sendS3Error(res, s3Failure(400, 'InvalidBucketName', 'The specified bucket is not valid.'), {});
      }
      return void handlePostObject(req, res, bucketName, front.post);
    }
    const refusal = refuseUnsafe(req);
    if (refusal) return void sendS3Error(res, refusal, {});
    s3api(req, res);
  });
  const port = await listen(server, 0);
  const endpoint = `http://localhost:${port}`;
  const client = localS3Client(endpoint);
  front.post = {
    s3: client,
    secrets: new Map([[LOCAL_CREDENTIALS.accessKeyId, LOCAL_CREDENTIALS.secretAccessKey]]),
    region: LOCAL_REGION,
    maxFileBytes: opts.maxUploadBytes ?? 10 * 1024 * 1024,
    corsHeaders: corsHeadersFor(opts.origins),
  };
  return {
    endpoint,
    port,
    directory,
    simulateOutage: async () => {
      await closeServer(server);
      let restored: Promise<number> | undefined;
      return async () => void (await (restored ??= listen(server, port)));
    },
    stop: async () => {
      await closeServer(server);
      client.destroy();
      if (!opts.directory) rmSync(directory, { recursive: true, force: true });
    },
  };
}
