/**
 * `GET|HEAD /catalogue/<key>`: the seeded catalogue illustrations from the media bucket (the
 * S3 stand-in), like CloudFront's `/catalogue/*` behaviour in the cloud (infra/lib/web-stack.ts,
 * origin access control limited to `catalogue/*` keys).
 *
 * - Only one path segment after `/catalogue/` of `[A-Za-z0-9._-]` (1–128 characters, not
 *   starting with a dot), checked after percent-decoding: `..`, `%2e%2e`, `/` and `\` never
 *   reach the bucket (400). Only keys under `catalogue/` are ever read.
 * - A missing key answers 404; other methods 405.
 * - Answers carry the object's content type, `cache-control` (the stored one, else a year
 *   immutable: keys are content-addressed), `etag`, `x-content-type-options: nosniff` and, for
 *   SVG, `content-security-policy: default-src 'none'; style-src 'unsafe-inline'` (no script or
 *   external load even when an SVG is opened directly). `If-None-Match` with the etag gives 304.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CATALOGUE_PREFIX } from '@seamline/shared/db/catalogue-items';
import type { RuntimeLog } from '../support/log';
import { sendGatewayError } from './http-result';
import { catalogueArtStored } from '../seeders/catalogue';

/** URL path prefix served by this handler. */
export const CATALOGUE_PATH = `/${CATALOGUE_PREFIX}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** True for the paths this handler owns (`/catalogue/…`). */
export const isCataloguePath = (path: string) => path.startsWith(CATALOGUE_PATH);

/**
 * The object key a request path names (`catalogue/<key>`), or null when the path is not one
 * plain, safe key (traversal, separators, empty, bad encoding).
 */
export function catalogueKeyOf(path: string): string | null {
  if (!isCataloguePath(path)) return null;
  let key: string;
  try {
    key = decodeURIComponent(path.slice(CATALOGUE_PATH.length));
  } catch {
    return null;
  }
  return KEY.test(key) && !key.includes('..') ? `${CATALOGUE_PREFIX}${key}` : null;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Create the handler; the S3 client is loaded on first use (after the runtime set the env). */
export function createCatalogueImages(log: RuntimeLog) {
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return sendGatewayError(res, 405, 'Method Not Allowed');
    }
    const key = catalogueKeyOf(path);
    if (!key) return sendGatewayError(res, 400, 'Bad Request');
    try {
      // The seed may still be uploading the illustrations (catalogueArtStored's doc).
      await catalogueArtStored();
      const [{ GetObjectCommand, HeadObjectCommand }, { s3, mediaBucket }] = await Promise.all([
        import('@aws-sdk/client-s3'),
        import('@seamline/functions/media/s3'),
      ]);
      const input = { Bucket: mediaBucket(), Key: key };
      const object = req.method === 'HEAD'
        ? { ...(await s3.send(new HeadObjectCommand(input))), Body: undefined }
        : await s3.send(new GetObjectCommand(input));
      const contentType = object.ContentType ?? 'application/octet-stream';
      const headers: Record<string, string> = {
        'content-type': contentType,
        'cache-control': object.CacheControl ?? IMMUTABLE,
        'x-content-type-options': 'nosniff',
        ...(object.ETag ? { etag: object.ETag } : {}),
        ...(object.LastModified ? { 'last-modified': object.LastModified.toUTCString() } : {}),
        ...(contentType.startsWith('image/svg+xml') ? { 'content-security-policy': SVG_CSP } : {}),
      };
      if (object.ETag && req.headers['if-none-match'] === object.ETag) {
        (object.Body as Readable | undefined)?.destroy?.();
        res.writeHead(304, headers);
        return void res.end();
      }
      if (object.ContentLength != null) headers['content-length'] = String(object.ContentLength);
      res.writeHead(200, headers);
      if (!object.Body || req.method === 'HEAD') return void res.end();
      await pipeline(object.Body as Readable, res);
    } catch (error) {
      if (isMissing(error)) return sendGatewayError(res, 404, 'Not Found');
      log.error('Catalogue image failed', error);
      if (!res.headersSent) sendGatewayError(res, 502, 'Bad Gateway');
      else res.destroy();
    }
  };
}
