/** Reading a request body into memory with a size limit (API Gateway's 10 MB payload limit). */
import type { IncomingMessage } from 'node:http';

export class BodyTooLarge extends Error {
  override name = 'BodyTooLarge';
}

/** API Gateway's request payload limit: 10 MB. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/**
 * Read all of `req`. @throws BodyTooLarge as soon as more than `limitBytes` arrive (by
 * Content-Length up front, or while reading; the rest of the body is then discarded).
 */
export function readBody(req: IncomingMessage, limitBytes = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limitBytes) {
      req.resume();
      return reject(new BodyTooLarge());
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limitBytes) {
        failed = true;
        chunks.length = 0;
        return reject(new BodyTooLarge());
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (failed) return;
      failed = true;
      reject(error);
    });
  });
}
