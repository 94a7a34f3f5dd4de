/**
 * `SecurityHeaders`: the CloudFront response-headers policy of the site and the API, built from
 * the ONE declaration of the header policy ({@link securityHeaderPolicy} in
 * security-header-policy.ts, target `cloud`: CSP, HSTS, nosniff, frame DENY, referrer policy,
 * Permissions-Policy). The local gateway sends the same declaration (target `local`, no HSTS).
 * Every header overrides what an origin sent.
 */
import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  ResponseHeadersPolicy,
  type HeadersReferrerPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { securityHeaderPolicy, type CspSources } from './security-header-policy';

export { contentSecurityPolicy, type CspSources } from './security-header-policy';

export class SecurityHeaders extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, sources: CspSources) {
    super(scope, id);
    const p = securityHeaderPolicy(sources, 'cloud');
    const hsts = p.strictTransportSecurity!;
    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Seamline security headers (CSP, HSTS, nosniff, frame DENY, referrer policy)',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: p.contentSecurityPolicy, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds),
          includeSubdomains: hsts.includeSubDomains,
          preload: hsts.preload,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption[p.frameOption], override: true },
        // A string enum: the declared value is one of its members.
        referrerPolicy: { referrerPolicy: p.referrerPolicy as HeadersReferrerPolicy, override: true },
      },
      customHeadersBehavior: {
        customHeaders: Object.entries(p.customHeaders).map(([header, value]) => ({
          header,
          value,
          override: true,
        })),
      },
    });
  }
}
