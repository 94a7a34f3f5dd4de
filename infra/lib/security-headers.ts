/**
 * `SecurityHeaders`: the CloudFront response-headers policy of the site and the API.
 *
 * - CSP: everything from the site's own origin; images also from `data:`/`blob:` (previews of
 *   photos being uploaded) and the media bucket (presigned GET URLs); `connect-src` the site
 *   (API, `wss://` socket) and the media bucket (presigned POST uploads); inline styles only
 *   (component libraries set `style` attributes), never inline scripts; no plugins
 *   (`object-src 'none'`), no framing (`frame-ancestors 'none'`), `base-uri`/`form-action` self.
 * - HSTS two years with sub-domains and preload, `nosniff`, `X-Frame-Options: DENY`,
 *   `strict-origin-when-cross-origin` referrer, and a Permissions-Policy that only lets the site
 *   itself use the camera (body scan photos).
 */
import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

export interface CspSources {
  /** `https://<bucket>.s3.<region>.amazonaws.com`: presigned uploads and reads. */
  readonly mediaOrigin: string;
  /** The site's WebSocket origin (`wss://example.com`), or `wss:` when the domain is generated. */
  readonly webSocketSource: string;
}

/** The Content-Security-Policy header value. */
export function contentSecurityPolicy({ mediaOrigin, webSocketSource }: CspSources): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `connect-src 'self' ${webSocketSource} ${mediaOrigin}`,
    `img-src 'self' data: blob: ${mediaOrigin}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

export class SecurityHeaders extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, sources: CspSources) {
    super(scope, id);
    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Seamline security headers (CSP, HSTS, nosniff, frame DENY, referrer policy)',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(sources),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          {
            header: 'Permissions-Policy',
            value: 'camera=(self), microphone=(), geolocation=()',
            override: true,
          },
        ],
      },
    });
  }
}
