/**
 * CloudFront `/catalogue/*` → the media bucket: the seeded catalogue illustrations (issue 6),
 * same-origin URLs `/catalogue/<sha256-12>.svg` (shared/db/catalogue-items.ts).
 *
 * - Origin: the media bucket through an S3 origin access control (SigV4 signed, always). The
 *   distribution may read ONLY keys under `catalogue/`: the media bucket's policy grants
 *   `s3:GetObject` on `catalogue/*` to CloudFront ({@link MediaBucket} in media-bucket.ts), not the
 *   whole bucket (user photos stay reachable only through presigned URLs). CDK's
 *   `S3BucketOrigin.withOriginAccessControl` would grant `*` on a bucket of another stack (and
 *   make the Data stack depend on this one), so the origin is the bucket's default S3 origin
 *   plus this access control's id.
 * - Caching: `CachingOptimized` (query strings, cookies and headers not forwarded; gzip/brotli);
 *   the objects carry `cache-control: public, max-age=31536000, immutable` (content-addressed).
 * - Response headers ({@link catalogueHeaders}): `nosniff`, HSTS, and a CSP of
 *   `default-src 'none'; style-src 'unsafe-inline'`, so an SVG opened directly runs nothing and
 *   loads nothing (the local gateway sends the same, infra/local/gateway/catalogue-images.ts).
 *   GET/HEAD only, HTTPS only.
 */
import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  HeadersFrameOption,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  Signing,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** The distribution path pattern of catalogue images. */
export const CATALOGUE_PATH_PATTERN = '/catalogue/*';
/** The CSP of catalogue images (SVG): nothing runs, nothing loads, inline styles only. */
export const CATALOGUE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** The response headers policy of `/catalogue/*` (module doc). */
export function catalogueHeaders(scope: Construct): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, 'CatalogueHeaders', {
    comment: 'Seamline catalogue images: CSP without scripts, nosniff, HSTS',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: CATALOGUE_CSP, override: true },
      contentTypeOptions: { override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(730),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
    },
  });
}

/**
 * The `/catalogue/*` behaviour (module doc), as an entry of `additionalBehaviors`.
 * The bucket policy side is the media bucket's (`catalogue/*` read for CloudFront).
 */
export function catalogueBehavior(scope: Construct, mediaBucket: IBucket): Record<string, BehaviorOptions> {
  const oac = new S3OriginAccessControl(scope, 'CatalogueOriginAccess', {
    description: 'Seamline: CloudFront reads catalogue/* of the media bucket',
    signing: Signing.SIGV4_ALWAYS,
  });
  return {
    [CATALOGUE_PATH_PATTERN]: {
      origin: S3BucketOrigin.withBucketDefaults(mediaBucket, { originAccessControlId: oac.originAccessControlId }),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: catalogueHeaders(scope),
      compress: true,
    },
  };
}
