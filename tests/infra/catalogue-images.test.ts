/**
 * CloudFront `/catalogue/*` → the media bucket (issue 6 catalogue images): origin access
 * control, GET/HEAD only, HTTPS, CachingOptimized, a CSP that runs nothing, and a bucket
 * policy that lets CloudFront read ONLY `catalogue/*` keys (user photos stay private).
 */
import { describe, expect, it } from 'vitest';
import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import { CATALOGUE_CSP } from '@seamline/infra/lib/catalogue-images';
import { asArray, crossRef, refId, resourcesOfType, synthesize, type CfnJson } from './synth';

const app = synthesize();
const distribution = resourcesOfType(app.json.Web, 'AWS::CloudFront::Distribution')[0]![1].Properties!.DistributionConfig as CfnJson;
const behaviour = distribution.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/catalogue/*');
const origin = behaviour && distribution.Origins.find((o: { Id: string }) => o.Id === behaviour.TargetOriginId);
const resolveToken = (value: unknown): string => {
  const v = value as Record<string, unknown>;
  return typeof value === 'string' ? value : v && 'Fn::Join' in v ? (v['Fn::Join'] as [string, unknown[]])[1].map(resolveToken).join('') : '<ref>';
};

/** Statements of the media bucket's policy (Data stack). */
const mediaPolicyStatements = (): CfnJson[] => {
  const mediaBucketRef = crossRef(app, origin.DomainName);
  expect(mediaBucketRef?.part).toBe('Data');
  const policies = resourcesOfType(app.json.Data, 'AWS::S3::BucketPolicy').filter(([, p]) => refId(p.Properties!.Bucket) === mediaBucketRef!.id);
  expect(policies).toHaveLength(1);
  return policies[0]![1].Properties!.PolicyDocument.Statement as CfnJson[];
};
const isCloudFront = (s: CfnJson) => asArray(s.Principal?.Service).includes('cloudfront.amazonaws.com');

describe('web stack: /catalogue/* serves catalogue images from the media bucket', () => {
  it('routes /catalogue/* to an S3 origin of the MEDIA bucket through origin access control (SigV4, always)', () => {
    expect(behaviour).toBeDefined();
    expect(origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    const oac = app.json.Web.Resources[refId(origin.OriginAccessControlId)!]!;
    expect(oac.Type).toBe('AWS::CloudFront::OriginAccessControl');
    expect(oac.Properties!.OriginAccessControlConfig).toMatchObject({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' });
    // Not the SPA's bucket: the default behaviour has another origin.
    expect(behaviour.TargetOriginId).not.toBe(distribution.DefaultCacheBehavior.TargetOriginId);
    expect(crossRef(app, origin.DomainName)?.part).toBe('Data');
  });

  it('is read-only, HTTPS-only and cached with CachingOptimized', () => {
    expect(behaviour.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(behaviour.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(behaviour.CachePolicyId).toBe(CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
    expect(behaviour.Compress).toBe(true);
  });

  it("answers with nosniff, HSTS and the CSP default-src 'none'; style-src 'unsafe-inline'", () => {
    const policy = app.json.Web.Resources[refId(behaviour.ResponseHeadersPolicyId)!]!;
    expect(policy.Type).toBe('AWS::CloudFront::ResponseHeadersPolicy');
    const security = policy.Properties!.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(CATALOGUE_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(security.ContentSecurityPolicy).toEqual({ ContentSecurityPolicy: CATALOGUE_CSP, Override: true });
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.StrictTransportSecurity.Override).toBe(true);
  });

  it('lets CloudFront read only catalogue/* keys of the media bucket (GetObject, distributions of this account)', () => {
    const statements = mediaPolicyStatements().filter(isCloudFront);
    expect(statements).toHaveLength(1);
    const [grant] = statements;
    expect(grant.Effect).toBe('Allow');
    expect(asArray(grant.Action)).toEqual(['s3:GetObject']);
    const resources = asArray(grant.Resource).map(resolveToken);
    expect(resources).toEqual(['<ref>/catalogue/*']);
    expect(resolveToken(grant.Condition.ArnLike['AWS:SourceArn'])).toMatch(/^arn:<ref>:cloudfront::<ref>:distribution\/\*$/);
  });

  it('grants CloudFront nothing else in the media bucket (no bucket-wide read of user photos)', () => {
    const wide = mediaPolicyStatements().filter(
      (s) => s.Effect === 'Allow' && asArray(s.Resource).map(resolveToken).some((r) => r.endsWith('/*') && !r.endsWith('/catalogue/*')),
    );
    expect(wide).toEqual([]);
  });
});
