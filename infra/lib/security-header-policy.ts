/**
 * THE security header policy of the site (issue 32 §8), declared once as plain data and used by
 * BOTH runtimes:
 *
 * - the cloud: `SecurityHeaders` (security-headers.ts) turns {@link securityHeaderPolicy} into
 *   the CloudFront response headers policy of the SPA and `/api/*` behaviours;
 * - locally: the gateway's static site (infra/local/gateway/static-site.ts) sends
 *   {@link securityHeaders}`(…, 'local')` on `GET /`, the SPA fallback and every static file.
 *
 * No CDK import here, so the local runtime can load it without the CDK library.
 *
 * The policy:
 * - CSP: everything from the site's own origin; images also from `data:`/`blob:` (previews of
 *   photos being uploaded) and the media origin (presigned GET URLs); `connect-src` the site
 *   (API), its WebSocket origin(s) and the media origin (presigned POST uploads); inline styles
 *   only (component libraries set `style` attributes), never inline scripts; no plugins
 *   (`object-src 'none'`), no framing (`frame-ancestors 'none'`), `base-uri`/`form-action` self;
 *   in the cloud also `upgrade-insecure-requests` (locally the site and the S3 stand-in are
 *   plain http, which the directive would rewrite to https and break).
 * - `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY` (for browsers without
 *   `frame-ancestors`), `Referrer-Policy: strict-origin-when-cross-origin`, and a
 *   Permissions-Policy that only lets the site itself use the camera (body scan photos).
 * - HSTS two years with sub-domains and preload: cloud only (a browser would remember it for
 *   `localhost` and refuse every other plain-http local app).
 */

/** Where the CSP must allow the app to fetch from, besides its own origin. */
export interface CspSources {
  /**
   * Origins of the media bucket (presigned POST uploads, presigned GET reads): cloud
   * `https://<bucket>.s3.<region>.amazonaws.com`, locally the S3 stand-in `http://localhost:<port>`.
   */
  readonly mediaOrigins: readonly string[];
  /**
   * The site's WebSocket source(s): cloud `wss://<domain>` (or the scheme `wss:` when the domain
   * is generated); locally `ws://localhost:<port>` and `ws://127.0.0.1:<port>`.
   */
  readonly webSocketSources: readonly string[];
}

/** `cloud`: CloudFront (https, HSTS); `local`: the local gateway (plain http, no HSTS). */
export type HeaderTarget = 'cloud' | 'local';

/** HSTS of the cloud: two years (seconds), sub-domains, preload-list eligible. */
export const HSTS = { maxAgeSeconds: 63_072_000, includeSubDomains: true, preload: true } as const;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** `X-Frame-Options` value (CloudFront's `HeadersFrameOption` spells it the same). */
export const FRAME_OPTION = 'DENY';
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=()';

/** The Content-Security-Policy header value for `sources` on `target`. */
export function contentSecurityPolicy(sources: CspSources, target: HeaderTarget = 'cloud'): string {
  const media = sources.mediaOrigins.join(' ');
  const sockets = sources.webSocketSources.join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    `connect-src 'self' ${sockets} ${media}`,
    `img-src 'self' data: blob: ${media}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(target === 'cloud' ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The whole policy as data (what CloudFront's response headers policy is built from). */
export interface SecurityHeaderPolicy {
  readonly contentSecurityPolicy: string;
  /** `undefined` on `local`. */
  readonly strictTransportSecurity?: typeof HSTS;
  readonly contentTypeOptions: 'nosniff';
  readonly frameOption: typeof FRAME_OPTION;
  readonly referrerPolicy: typeof REFERRER_POLICY;
  /** Headers CloudFront has no dedicated setting for (its "custom headers"). */
  readonly customHeaders: Readonly<Record<string, string>>;
}

export function securityHeaderPolicy(sources: CspSources, target: HeaderTarget): SecurityHeaderPolicy {
  return {
    contentSecurityPolicy: contentSecurityPolicy(sources, target),
    ...(target === 'cloud' ? { strictTransportSecurity: HSTS } : {}),
    contentTypeOptions: 'nosniff',
    frameOption: FRAME_OPTION,
    referrerPolicy: REFERRER_POLICY,
    customHeaders: { 'Permissions-Policy': PERMISSIONS_POLICY },
  };
}

/** `Strict-Transport-Security` header value of {@link HSTS}. */
export function hstsValue(hsts: typeof HSTS = HSTS): string {
  return `max-age=${hsts.maxAgeSeconds.toString()}${hsts.includeSubDomains ? '; includeSubDomains' : ''}${hsts.preload ? '; preload' : ''}`;
}

/**
 * The policy as response headers (lower-case names), exactly the set a response of `target`
 * carries: what the local gateway sends, and what CloudFront adds in the cloud.
 */
export function securityHeaders(sources: CspSources, target: HeaderTarget): Record<string, string> {
  const p = securityHeaderPolicy(sources, target);
  return {
    'content-security-policy': p.contentSecurityPolicy,
    ...(p.strictTransportSecurity ? { 'strict-transport-security': hstsValue(p.strictTransportSecurity) } : {}),
    'x-content-type-options': p.contentTypeOptions,
    'x-frame-options': p.frameOption,
    'referrer-policy': p.referrerPolicy,
    ...Object.fromEntries(Object.entries(p.customHeaders).map(([k, v]) => [k.toLowerCase(), v])),
  };
}

/** The local gateway's sources: the S3 stand-in and the gateway's own WebSocket origins. */
export function localCspSources(appOrigins: readonly string[], s3Endpoint: string): CspSources {
  return {
    mediaOrigins: [new URL(s3Endpoint).origin],
    webSocketSources: appOrigins.map((o) => o.replace(/^http/, 'ws')),
  };
}
