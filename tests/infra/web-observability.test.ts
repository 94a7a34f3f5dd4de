/**
 * Web stack (one CloudFront distribution for SPA, /api and /ws) and observability stack
 * (alarms to SNS, dashboard), with and without a custom domain.
 */
import { describe, expect, it } from 'vitest';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { spaRewriteCode, viewerAddressCode, webSocketRewriteCode } from '@seamline/infra/lib/edge-functions';
import {
  fakeWebDist,
  refId,
  resourcesOfType,
  synthesize,
  type Synthesized,
  withId,
  type CfnJson,
} from './synth';

const plain = synthesize();
const custom = synthesize(
  {
    domainName: 'seamline.example.com',
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    alarmEmail: 'ops@example.com',
  },
  { webDistDir: fakeWebDist() },
);
const distributionOf = (s: Synthesized) =>
  resourcesOfType(s.json.Web, 'AWS::CloudFront::Distribution')[0]![1].Properties!
    .DistributionConfig;
const behaviour = (s: Synthesized, pattern: string) =>
  distributionOf(s).CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pattern);
const originOf = (s: Synthesized, b: { TargetOriginId: string }) =>
  distributionOf(s).Origins.find((o: { Id: string }) => o.Id === b.TargetOriginId);
const cspOf = (s: Synthesized) => {
  const [[, policy]] = resourcesOfType(s.json.Web, 'AWS::CloudFront::ResponseHeadersPolicy') as [
    [string, CfnJson],
  ];
  const csp =
    policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy
      .ContentSecurityPolicy;
  return typeof csp === 'string'
    ? csp
    : (csp['Fn::Join'][1] as unknown[]).map((p) => (typeof p === 'string' ? p : '<ref>')).join('');
};
/** Run a CloudFront Function's source in Node (it is plain ES5). */
const runEdgeFunction = (code: string, uri: string): string =>
  (new Function(`${code}; return handler;`)() as (e: unknown) => { uri: string })({
    request: { uri },
  }).uri;

describe('web stack: one distribution for SPA, API and WebSocket', () => {
  it('serves the SPA from a private bucket through origin access control, HTTPS only', () => {
    const d = distributionOf(plain);
    const s3 = originOf(plain, d.DefaultCacheBehavior);
    expect(s3.S3OriginConfig).toBeDefined();
    expect(plain.json.Web.Resources[refId(s3.OriginAccessControlId)!]!.Type).toBe(
      'AWS::CloudFront::OriginAccessControl',
    );
    expect(d.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(d.DefaultRootObject).toBe('index.html');
    const site = resourcesOfType(plain.json.Web, 'AWS::S3::Bucket').find(([id]) =>
      id.startsWith('Site'),
    )![1].Properties!;
    expect(site.PublicAccessBlockConfiguration.RestrictPublicBuckets).toBe(true);
    const policy = resourcesOfType(plain.json.Web, 'AWS::S3::BucketPolicy').find(([, p]) =>
      refId(p.Properties!.Bucket)?.startsWith('Site'),
    )![1];
    const statements = policy.Properties!.PolicyDocument.Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Principal: { Service: 'cloudfront.amazonaws.com' },
        Action: 's3:GetObject',
        Condition: { StringEquals: { 'AWS:SourceArn': expect.anything() } },
      }),
    );
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
  });

  it('forwards /api/* uncached, with every method and viewer header but Host, to the HTTP API', () => {
    const api = behaviour(plain, '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId:
        OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: expect.arrayContaining([
        'GET',
        'HEAD',
        'OPTIONS',
        'PUT',
        'PATCH',
        'POST',
        'DELETE',
      ]),
      ViewerProtocolPolicy: 'https-only',
    });
    // The one function on /api/*: the viewer's address for per-address rate limits.
    expect(api.FunctionAssociations).toHaveLength(1);
    expect(api.FunctionAssociations[0].EventType).toBe('viewer-request');
    const fn = plain.json.Web.Resources[refId(api.FunctionAssociations[0].FunctionARN)!]!.Properties!;
    expect(fn.FunctionCode).toBe(viewerAddressCode);
    const request = { uri: '/api/auth/login', headers: { 'x-viewer-address': { value: '10.0.0.1' } } };
    const run = new Function(`${viewerAddressCode}; return handler;`)() as (e: unknown) => typeof request;
    expect(run({ request, viewer: { ip: '203.0.113.9' } }).headers['x-viewer-address']).toEqual({ value: '203.0.113.9' });
    const origin = originOf(plain, api);
    expect(origin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    expect(JSON.stringify(origin.DomainName)).toMatch(/HttpApi.*execute-api/);
  });

  it('forwards /ws and /ws/* uncached to the WebSocket API, rewritten to its live stage', () => {
    for (const pattern of ['/ws', '/ws/*']) {
      const ws = behaviour(plain, pattern);
      expect(ws).toMatchObject({
        CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
        OriginRequestPolicyId:
          OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      });
      expect(JSON.stringify(originOf(plain, ws).DomainName)).toMatch(/WebSocketApi.*execute-api/);
      const fn =
        plain.json.Web.Resources[refId(ws.FunctionAssociations[0].FunctionARN)!]!.Properties!;
      expect(runEdgeFunction(fn.FunctionCode, pattern === '/ws' ? '/ws' : '/ws/x')).toBe('/live');
    }
    expect(() => webSocketRewriteCode("live'; evil")).toThrow();
  });

  it('rewrites client-side routes to /index.html but leaves files alone (viewer request, S3 behaviour only)', () => {
    const d = distributionOf(plain);
    const fn =
      plain.json.Web.Resources[refId(d.DefaultCacheBehavior.FunctionAssociations[0].FunctionARN)!]!
        .Properties!;
    expect(fn.FunctionCode).toBe(spaRewriteCode);
    expect(d.DefaultCacheBehavior.FunctionAssociations[0].EventType).toBe('viewer-request');
    expect(runEdgeFunction(spaRewriteCode, '/')).toBe('/index.html');
    expect(runEdgeFunction(spaRewriteCode, '/closet/42')).toBe('/index.html');
    expect(runEdgeFunction(spaRewriteCode, '/users/ada.lovelace/')).toBe('/index.html');
    expect(runEdgeFunction(spaRewriteCode, '/assets/index-3f2a.js')).toBe('/assets/index-3f2a.js');
    expect(runEdgeFunction(spaRewriteCode, '/favicon.svg')).toBe('/favicon.svg');
    expect(d.CustomErrorResponses).toBeUndefined();
  });

  it('adds a strict CSP, two-year preload HSTS, nosniff, frame DENY and the referrer policy to site and API responses', () => {
    const [[policyId, policy]] = resourcesOfType(
      plain.json.Web,
      'AWS::CloudFront::ResponseHeadersPolicy',
    ) as [[string, CfnJson]];
    const h = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(h.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: 63_072_000,
      IncludeSubdomains: true,
      Preload: true,
      Override: true,
    });
    expect(h.ContentTypeOptions).toEqual({ Override: true });
    expect(h.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(h.ReferrerPolicy).toEqual({
      ReferrerPolicy: 'strict-origin-when-cross-origin',
      Override: true,
    });
    const csp = cspOf(plain);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "connect-src 'self' wss: https://<ref>",
      "img-src 'self' data: blob: https://<ref>",
      "style-src 'self' 'unsafe-inline'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(refId(distributionOf(plain).DefaultCacheBehavior.ResponseHeadersPolicyId)).toBe(
      policyId,
    );
    expect(refId(behaviour(plain, '/api/*').ResponseHeadersPolicyId)).toBe(policyId);
  });

  it('logs requests to a logs bucket and uses the default certificate without a custom domain', () => {
    const d = distributionOf(plain);
    expect(refId(d.Logging.Bucket)).toMatch(/^AccessLogs/);
    expect(d.Aliases).toBeUndefined();
  });

  it('skips the SPA upload with a warning when web/dist has not been built', () => {
    expect(resourcesOfType(plain.json.Web, 'Custom::CDKBucketDeployment')).toHaveLength(0);
    const warnings = plain.assembly
      .getStackByName('Seamline-test-Web')
      .messages.filter((m) => m.level === 'warning');
    expect(warnings.map((m) => String(m.entry.data))).toContainEqual(
      expect.stringMatching(/does not exist: the SPA is not uploaded/),
    );
  });

  it('with a custom domain: serves it with TLS 1.2 (2021) minimum, exact CORS and wss origins, and uploads the built SPA', () => {
    const d = distributionOf(custom);
    expect(d.Aliases).toEqual(['seamline.example.com']);
    expect(d.ViewerCertificate).toMatchObject({
      AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    expect(cspOf(custom)).toContain("connect-src 'self' wss://seamline.example.com https://<ref>");
    const media = resourcesOfType(custom.json.Data, 'AWS::S3::Bucket').find(([id]) =>
      id.startsWith('Media'),
    )![1];
    expect(media.Properties!.CorsConfiguration.CorsRules[0].AllowedOrigins).toEqual([
      'https://seamline.example.com',
    ]);
    const env = resourcesOfType(custom.json.Api, 'AWS::Lambda::Function')[0]![1].Properties!
      .Environment.Variables;
    expect(env.APP_ORIGINS).toBe('https://seamline.example.com');
    const deployments = resourcesOfType(custom.json.Web, 'Custom::CDKBucketDeployment').map(([, r]) => r.Properties!);
    expect(deployments).toHaveLength(2);
    // Hashed assets cached for a year and never pruned; the entry files revalidated and invalidated.
    const assets = deployments.find((p) => p.DestinationBucketKeyPrefix === 'assets/')!;
    expect(assets).toMatchObject({ Prune: false, SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' } });
    const entry = deployments.find((p) => p !== assets)!;
    expect(entry).toMatchObject({ Prune: true, Exclude: ['assets/*'], SystemMetadata: { 'cache-control': 'no-cache' }, DistributionPaths: ['/*'] });
  });
});

describe('observability stack', () => {
  const obs = plain.json.Observability;
  const alarms = resourcesOfType(obs, 'AWS::CloudWatch::Alarm').map(([id, a]) =>
    withId(id, a.Properties),
  );
  const [[topicId, topic]] = resourcesOfType(obs, 'AWS::SNS::Topic') as [[string, CfnJson]];
  const lambdaCount = ['Api', 'Realtime', 'Events'].reduce(
    (n, part) => n + resourcesOfType(plain.json[part as 'Api'], 'AWS::Lambda::Function').length,
    0,
  );

  it('sends every alarm (and its recovery) to one encrypted, TLS-only SNS topic', () => {
    // API 5xx + p99, errors and throttles of every function, the on-failure queue, the
    // retention run's failed/timed-out executions (issue 35), RUM LCP + JS error spike.
    expect(alarms.length).toBe(2 + 2 * lambdaCount + 1 + 1 + 2);
    expect(alarms.map((a) => a.id)).toContainEqual(expect.stringMatching(/^RetentionRunFailed/));
    for (const a of alarms) {
      expect(a.AlarmActions, a.id).toEqual([{ Ref: topicId }]);
      expect(a.OKActions, a.id).toEqual([{ Ref: topicId }]);
    }
    const key = obs.Resources[refId(topic.Properties.KmsMasterKeyId)!]!;
    expect(key.Properties!.EnableKeyRotation).toBe(true);
    expect(JSON.stringify(key.Properties!.KeyPolicy)).toContain('cloudwatch.amazonaws.com');
    const topicPolicy = resourcesOfType(obs, 'AWS::SNS::TopicPolicy')[0]![1].Properties!;
    expect(topicPolicy.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
  });

  it('alarms on an HTTP API 5xx rate above 1 % and a p99 latency above 2 s over 5 minutes', () => {
    const rate = alarms.find((a) => a.id.startsWith('Api5xxRate'))!;
    expect(rate.Threshold).toBe(1);
    expect(rate.ComparisonOperator).toBe('GreaterThanThreshold');
    const expr = rate.Metrics.find((m: { Expression?: string }) => m.Expression);
    expect(expr.Expression).toBe('IF(requests > 0, 100 * errors / requests, 0)');
    const names = rate.Metrics.filter((m: { MetricStat?: unknown }) => m.MetricStat).map(
      (m: CfnJson) => [m.Id, m.MetricStat.Metric.MetricName, m.MetricStat.Period],
    );
    expect(names.sort()).toEqual([
      ['errors', '5xx', 300],
      ['requests', 'Count', 300],
    ]);
    const latency = alarms.find((a) => a.id.startsWith('ApiLatencyP99'))!;
    expect(latency).toMatchObject({
      MetricName: 'Latency',
      ExtendedStatistic: 'p99',
      Threshold: 2000,
      Period: 300,
      Namespace: 'AWS/ApiGateway',
    });
  });

  it('alarms on any error and any throttle of every function, and on any message in the on-failure queue', () => {
    const byMetric = (name: string) =>
      alarms.filter((a) => a.MetricName === name && a.Namespace === 'AWS/Lambda');
    expect(byMetric('Errors')).toHaveLength(lambdaCount);
    expect(byMetric('Throttles')).toHaveLength(lambdaCount);
    for (const a of [...byMetric('Errors'), ...byMetric('Throttles')]) expect(a.Threshold).toBe(0);
    const dlq = alarms.find((a) => a.MetricName === 'ApproximateNumberOfMessagesVisible')!;
    expect(dlq).toMatchObject({
      Namespace: 'AWS/SQS',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
    });
  });

  it('alarms on real users (issue 21): p75 LCP above 4 s in 3 of 5 periods, and a JS error rate spike', () => {
    const lcp = alarms.find((a) => a.id.startsWith('RumLcpP75'))!;
    expect(lcp).toMatchObject({
      Namespace: 'Seamline',
      MetricName: 'RumLcp',
      ExtendedStatistic: 'p75',
      Dimensions: [{ Name: 'service', Value: 'analytics' }],
      Period: 300,
      Threshold: 4000,
      EvaluationPeriods: 5,
      DatapointsToAlarm: 3,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    const spike = alarms.find((a) => a.id.startsWith('RumJsErrorSpike'))!;
    expect(spike).toMatchObject({ Threshold: 10, EvaluationPeriods: 3, DatapointsToAlarm: 2 });
    expect(spike.Metrics.find((m: { Expression?: string }) => m.Expression).Expression).toBe('IF(reports >= 20, 100 * errors / reports, 0)');
    const inputs = spike.Metrics.filter((m: { MetricStat?: unknown }) => m.MetricStat).map((m: CfnJson) => [m.Id, m.MetricStat.Metric.Namespace, m.MetricStat.Metric.MetricName, m.MetricStat.Stat]);
    expect(inputs.sort()).toEqual([
      ['errors', 'Seamline', 'RumJsErrors', 'Sum'],
      ['reports', 'Seamline', 'RumReports', 'Sum'],
    ]);
  });

  it('has a dashboard with API, Lambda, queue and DynamoDB widgets', () => {
    const [[, dashboard]] = resourcesOfType(obs, 'AWS::CloudWatch::Dashboard') as [
      [string, CfnJson],
    ];
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    for (const title of [
      'API requests and errors',
      'API latency',
      'Lambda invocations',
      'Lambda errors',
      'Lambda duration p99',
      'Lambda throttles',
      'DynamoDB consumed capacity',
      'DynamoDB throttle events',
      'DynamoDB latency p99',
      'on-failure queue depth',
      'Real users: p75 LCP (ms)',
      'Real users: p75 INP (ms)',
      'Real users: p75 CLS',
      'Real users: reports and JS errors',
    ]) {
      expect(body).toContain(title);
    }
    // p75 straight from the EMF values, over all pages and per page class.
    expect(body).toMatch(/RumLcp.*p75/);
    expect(body).toContain('{Seamline,service,pageClass}');
  });

  it('subscribes the alarm e-mail only when one is configured', () => {
    expect(resourcesOfType(obs, 'AWS::SNS::Subscription')).toHaveLength(0);
    const [[, sub]] = resourcesOfType(custom.json.Observability, 'AWS::SNS::Subscription') as [
      [string, CfnJson],
    ];
    expect(sub.Properties).toMatchObject({ Protocol: 'email', Endpoint: 'ops@example.com' });
  });
});
