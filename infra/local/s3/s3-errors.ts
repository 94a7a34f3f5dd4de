/** S3-style XML error responses (`<Error><Code>…</Code><Message>…</Message>…</Error>`). */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** An S3 error as S3 would answer it: HTTP status, error code, message, extra elements. */
export interface S3Failure {
  status: number;
  code: string;
  message: string;
  extra?: Record<string, string | number>;
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );

/** XML elements `<Name>value</Name>` for each entry, values escaped. */
export function xmlElements(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`)
    .join('');
}

/** The XML body S3 sends for an error, with a fresh RequestId and HostId. */
export function errorXml(failure: S3Failure): string {
  const requestId = randomBytes(8).toString('hex').toUpperCase();
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error>' +
    xmlElements({ Code: failure.code, Message: failure.message, ...failure.extra }) +
    xmlElements({ RequestId: requestId, HostId: randomBytes(24).toString('base64') }) +
    '</Error>'
  );
}

/** Answer `res` with an S3 error (XML, `x-amz-request-id`), plus any CORS headers given. */
export function sendS3Error(
  res: ServerResponse,
  failure: S3Failure,
  headers: Record<string, string> = {},
): void {
  const body = errorXml(failure);
  res.writeHead(failure.status, {
    ...headers,
    'content-type': 'application/xml',
    'content-length': Buffer.byteLength(body),
    'x-amz-request-id': /<RequestId>(\w+)</.exec(body)?.[1] ?? '',
  });
  res.end(body);
}

/** Build a failure (shorthand used by the POST policy checks). */
export const s3Failure = (
  status: number,
  code: string,
  message: string,
  extra?: Record<string, string | number>,
): S3Failure => ({ status, code, message, ...(extra ? { extra } : {}) });
