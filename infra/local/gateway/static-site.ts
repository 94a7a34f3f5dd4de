/**
 * The built SPA (CloudFront + S3 in the cloud) served with `sirv`: SPA fallback to
 * `index.html`, hashed files under `/assets/` cached for a year as immutable, everything else
 * revalidated. A missing build answers 503 with a hint instead of failing the runtime.
 *
 * Every answer carries the site's security headers, the same declaration CloudFront's response
 * headers policy is built from (`securityHeaders(…, 'local')` of infra/lib/security-header-policy.ts:
 * CSP, nosniff, frame DENY, referrer policy, Permissions-Policy; no HSTS on plain http).
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Response headers of the site, read per request (the S3 stand-in's port is known only later). */
export type SiteHeaders = () => Readonly<Record<string, string>>;

/**
 * Create the static handler for `webDist` (absolute), or a 404 JSON handler for `false`.
 * The folder is looked at again on each request until `index.html` exists.
 * @param headers the security headers set on every answer (see the module doc).
 */
export function createStaticSite(webDist: string | false, headers: SiteHeaders = () => ({})) {
  const withHeaders = (res: ServerResponse) => {
    for (const [name, value] of Object.entries(headers())) res.setHeader(name, value);
    return res;
  };
  if (webDist === false) {
    return (_req: IncomingMessage, res: ServerResponse) => {
      withHeaders(res)
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: 'Not Found' }));
    };
  }
  let serve: ReturnType<typeof sirv> | undefined;
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!serve && existsSync(path.join(webDist, 'index.html'))) {
      serve = sirv(webDist, {
        single: true,
        etag: true,
        setHeaders: (r, pathname) => {
          r.setHeader('cache-control', pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
        },
      });
    }
    if (!serve) {
      const text = `The web app is not built (${webDist}/index.html missing): run npm run build -w web\n`;
      return void withHeaders(res)
        .writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' })
        .end(text);
    }
    serve(req, withHeaders(res));
  };
}
