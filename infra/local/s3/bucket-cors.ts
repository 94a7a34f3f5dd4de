/**
 * CORS of the media bucket: the app's origins may GET, POST and HEAD (browser uploads go
 * through presigned POSTs, whose policy the front enforces; reads of images).
 */
import type { IncomingMessage } from 'node:http';

const METHODS = ['GET', 'POST', 'HEAD'];
const EXPOSE = ['ETag', 'Location', 'x-amz-request-id'];

/** `<CORSConfiguration>` XML for s3rver's bucket config. */
export function corsConfigXml(origins: readonly string[]): string {
  const rule =
    origins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('') +
    METHODS.map((m) => `<AllowedMethod>${m}</AllowedMethod>`).join('') +
    '<AllowedHeader>*</AllowedHeader>' +
    EXPOSE.map((h) => `<ExposeHeader>${h}</ExposeHeader>`).join('') +
    '<MaxAgeSeconds>3000</MaxAgeSeconds>';
  return `<CORSConfiguration><CORSRule>${rule}</CORSRule></CORSConfiguration>`;
}

/** CORS response headers for a request whose Origin is allowed; `{}` otherwise. */
export function corsHeadersFor(origins: readonly string[]) {
  return (req: IncomingMessage): Record<string, string> => {
    const origin = req.headers.origin;
    if (!origin || !origins.includes(origin)) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': METHODS.join(', '),
      'access-control-expose-headers': EXPOSE.join(', '),
      vary: 'Origin',
    };
  };
}
