/**
 * Issue 32 §2, §3, §8 — edge protection: the origin-verify secret (CloudFront → API origins,
 * functions may read it, it rotates), AWS WAF on the distribution (rules, logging, association,
 * dashboard), and the ONE security header declaration behind CloudFront's policy.
 */
import { describe, expect, it } from 'vitest';
import { securityHeaderPolicy, hstsValue } from '@seamline/infra/lib/security-header-policy';
import { WAF_RATE_LIMIT, WAF_RULES, webAclName } from '@seamline/infra/lib/web-acl';
import { ORIGIN_VERIFY_HEADER } from '@seamline/infra/lib/origin-verify';
import {
  asArray,
  functionRoles,
  inlineStatements,
  refId,
  resourcesOfType,
  STAGE,
  synthesize,
  type CfnJson,
} from './synth';

const app = synthesize();
const distribution = resourcesOfType(app.json.Web, 'AWS::CloudFront::Distribution')[0]![1].Properties!.DistributionConfig as CfnJson;
const behaviour = (pattern: string) => distribution.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pattern);
const originOf = (b: { TargetOriginId: string }) => distribution.Origins.find((o: { Id: string }) => o.Id === b.TargetOriginId);
const [secretId] = resourcesOfType(app.json.Web, 'AWS::SecretsManager::Secret')[0]!;
/** Whether a (resolved) template value names the origin-verify secret. */
const namesSecret = (value: unknown) => JSON.stringify(value).includes(secretId);

describe('origin verify: requests reach the API only through CloudFront', () => {
  it('both API origins (/api/*, /ws) send the secret as a custom header resolved from Secrets Manager at deploy', () => {
    for (const pattern of ['/api/*', '/ws', '/ws/*']) {
      const headers = originOf(behaviour(pattern)).OriginCustomHeaders as { HeaderName: string; HeaderValue: CfnJson }[];
      expect(headers.map((h) => h.HeaderName)).toEqual([ORIGIN_VERIFY_HEADER]);
      const value = JSON.stringify(headers[0]!.HeaderValue);
      expect(value).toContain('{{resolve:secretsmanager:');
      expect(value).toContain(secretId);
    }
    // The SPA's S3 origin does not get it.
    expect(originOf(distribution.DefaultCacheBehavior).OriginCustomHeaders).toBeUndefined();
  });

  it('the secret is generated, letters and digits only', () => {
    const secret = app.json.Web.Resources[secretId]!.Properties!;
    expect(secret.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true, IncludeSpace: false });
  });

  it('every API area, authorizer and realtime function gets the secret ARN and may read only that secret', () => {
    const readers = functionRoles(app, ['Api', 'Realtime']);
    expect(readers.length).toBeGreaterThan(10);
    for (const r of readers) {
      const arn = r.fn.Properties!.Environment.Variables.ORIGIN_VERIFY_SECRET_ARN;
      expect(arn, r.functionId).toBeDefined();
      expect(JSON.stringify(arn)).toContain('Seamline-test-Web');
      const reads = r.statements.filter((s) => asArray<string>(s.Action).includes('secretsmanager:GetSecretValue'));
      expect(reads, r.functionId).toHaveLength(1);
      expect(JSON.stringify(reads[0].Resource)).toContain('Seamline-test-Web');
      expect(JSON.stringify(reads[0].Resource)).not.toContain('*');
    }
    // Stream processors are not behind CloudFront and get nothing.
    for (const r of functionRoles(app, ['Events'])) expect(r.fn.Properties!.Environment.Variables.ORIGIN_VERIFY_SECRET_ARN).toBeUndefined();
  });

  it('rotates every 30 days with its own function, which may stage this secret and update this distribution only', () => {
    const [, schedule] = resourcesOfType(app.json.Web, 'AWS::SecretsManager::RotationSchedule')[0]!;
    expect(refId(schedule.Properties!.SecretId)).toBe(secretId);
    expect(schedule.Properties!.RotationRules.ScheduleExpression).toBe('rate(30 days)');
    expect(schedule.Properties!.RotateImmediatelyOnUpdate).toBe(false);
    const rotationFnId = refId(schedule.Properties!.RotationLambdaARN)!;
    const fn = app.json.Web.Resources[rotationFnId]!;
    expect(fn.Properties!.Environment.Variables).toMatchObject({
      ORIGIN_VERIFY_SECRET_ARN: { Ref: secretId },
      ORIGIN_DISTRIBUTION_ID: { Ref: expect.stringMatching(/^Distribution/) },
    });
    const statements = inlineStatements(app.json.Web, refId(fn.Properties!.Role)!);
    const staging = statements.find((s) => asArray<string>(s.Action).includes('secretsmanager:UpdateSecretVersionStage'));
    expect(refId(staging.Resource)).toBe(secretId);
    const cloudFront = statements.find((s) => asArray<string>(s.Action).includes('cloudfront:UpdateDistribution'));
    expect(JSON.stringify(cloudFront.Resource)).toMatch(/distribution\/",\{"Ref":"Distribution/);
    // The hourly sync of CloudFront's header onto AWSCURRENT.
    const rule = resourcesOfType(app.json.Web, 'AWS::Events::Rule').find(([, r]) =>
      (r.Properties!.Targets as CfnJson[]).some((t) => refId(t.Arn) === rotationFnId),
    )![1];
    expect(rule.Properties!.ScheduleExpression).toBe('rate(1 hour)');
    expect(JSON.parse(rule.Properties!.Targets[0].Input)).toEqual({ action: 'sync-origin' });
    expect(namesSecret(rule)).toBe(false);
  });
});

describe('AWS WAF on the distribution', () => {
  const edge = app.templates.Edge;
  const [aclId, acl] = resourcesOfType(app.json.Edge, 'AWS::WAFv2::WebACL')[0]!;

  it('lives in us-east-1 (scope CLOUDFRONT) and the distribution uses it through a cross-region stack output', () => {
    expect(app.edge.region).toBe('us-east-1');
    expect(acl.Properties!.Scope).toBe('CLOUDFRONT');
    expect(acl.Properties!.Name).toBe(webAclName(STAGE));
    expect(acl.Properties!.DefaultAction).toEqual({ Allow: {} });
    expect(distribution.WebACLId).toEqual({
      'Fn::GetStackOutput': { StackName: 'Seamline-test-Edge', OutputName: 'WebAclArn', Region: 'us-east-1' },
    });
    expect(app.json.Edge.Outputs!.WebAclArn!.Value).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    expect(app.web.dependencies.map((s) => s.stackName)).toContain('Seamline-test-Edge');
  });

  it('has a rate-based rule per IP first, then the three AWS managed rule groups, each with metrics', () => {
    const rules = acl.Properties!.Rules as CfnJson[];
    expect(rules.map((r) => r.Name)).toEqual(WAF_RULES.map((r) => r.name));
    expect(rules[0]).toMatchObject({
      Priority: 0,
      Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
      Statement: { RateBasedStatement: { Limit: WAF_RATE_LIMIT, AggregateKeyType: 'IP', EvaluationWindowSec: 300 } },
    });
    // It counts API requests and WebSocket handshakes only, never the SPA's files or catalogue images.
    const scope = rules[0].Statement.RateBasedStatement.ScopeDownStatement.OrStatement.Statements as CfnJson[];
    const transformations = [
      { Priority: 0, Type: 'URL_DECODE' },
      { Priority: 1, Type: 'NORMALIZE_PATH' },
    ];
    expect(scope).toEqual([
      { ByteMatchStatement: { FieldToMatch: { UriPath: {} }, PositionalConstraint: 'STARTS_WITH', SearchString: '/api/', TextTransformations: transformations } },
      { ByteMatchStatement: { FieldToMatch: { UriPath: {} }, PositionalConstraint: 'EXACTLY', SearchString: '/ws', TextTransformations: transformations } },
      { ByteMatchStatement: { FieldToMatch: { UriPath: {} }, PositionalConstraint: 'STARTS_WITH', SearchString: '/ws/', TextTransformations: transformations } },
    ]);
    // The scope is exactly the distribution's API behaviours (everything else is the SPA / S3).
    const counted = (path: string) =>
      scope.some(({ ByteMatchStatement: m }) => (m.PositionalConstraint === 'EXACTLY' ? path === m.SearchString : path.startsWith(m.SearchString)));
    for (const b of distribution.CacheBehaviors as { PathPattern: string; TargetOriginId: string }[]) {
      const sample = b.PathPattern.replace('*', 'x');
      expect(counted(sample), b.PathPattern).toBe(Boolean(originOf(b).OriginCustomHeaders));
    }
    for (const path of ['/', '/index.html', '/assets/index-abc123.js', '/catalogue/linen-shirt.webp', '/feed', '/wsx'])
      expect(counted(path), path).toBe(false);
    const managed = rules.slice(1).map((r) => r.Statement.ManagedRuleGroupStatement);
    expect(managed.map((m) => `${m.VendorName}/${m.Name}`)).toEqual([
      'AWS/AWSManagedRulesAmazonIpReputationList',
      'AWS/AWSManagedRulesCommonRuleSet',
      'AWS/AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    for (const r of rules.slice(1)) expect(r.OverrideAction).toEqual({ None: {} });
    // Scan photos travel in request bodies: the 8 KB body-size rule only counts.
    expect(managed[1].RuleActionOverrides).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);
    for (const r of rules) expect(r.VisibilityConfig).toEqual({ MetricName: r.Name, CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true });
  });

  it('logs to an aws-waf-logs- log group with cookies redacted', () => {
    const [logId, log] = resourcesOfType(app.json.Edge, 'AWS::Logs::LogGroup')[0]!;
    expect(log.Properties!.LogGroupName).toBe('aws-waf-logs-Seamline-test-Edge');
    expect(log.Properties!.RetentionInDays).toBe(90);
    edge.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      ResourceArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
      RedactedFields: [{ SingleHeader: { Name: 'cookie' } }],
    });
    const logging = resourcesOfType(app.json.Edge, 'AWS::WAFv2::LoggingConfiguration')[0]![1];
    const destination = JSON.stringify(logging.Properties!.LogDestinationConfigs);
    expect(destination).toContain(':log-group:');
    expect(destination).toContain(logId);
    expect(destination).not.toContain(':*');
  });

  it('puts allowed / blocked requests of the ACL and blocked requests per rule on the ops dashboard', () => {
    const [, dashboard] = resourcesOfType(app.json.Observability, 'AWS::CloudWatch::Dashboard')[0]!;
    const body = JSON.stringify(app.observability.resolve(dashboard.Properties!.DashboardBody));
    expect(body).toContain('WAF: allowed and blocked requests');
    expect(body).toContain('WAF: blocked (and counted) requests per rule');
    const name = webAclName(STAGE);
    for (const metric of ['AllowedRequests', 'BlockedRequests'])
      expect(body).toContain(`[\\"AWS/WAFV2\\",\\"${metric}\\",\\"Rule\\",\\"ALL\\",\\"WebACL\\",\\"${name}\\"`);
    for (const rule of WAF_RULES)
      expect(body).toContain(`[\\"AWS/WAFV2\\",\\"BlockedRequests\\",\\"Rule\\",\\"${rule.name}\\",\\"WebACL\\",\\"${name}\\"`);
    expect(body).toContain('\\"region\\":\\"us-east-1\\"');
  });
});

describe('security headers: CloudFront uses the one declaration', () => {
  it('the response headers policy is exactly the declared cloud policy (CSP, HSTS, nosniff, frame, referrer, permissions)', () => {
    const [, policy] = resourcesOfType(app.json.Web, 'AWS::CloudFront::ResponseHeadersPolicy').find(([id]) => id.startsWith('SecurityHeaders'))!;
    const config = app.web.resolve(policy.Properties!.ResponseHeadersPolicyConfig) as CfnJson;
    const declared = securityHeaderPolicy({ mediaOrigins: ['MEDIA'], webSocketSources: ['wss:'] }, 'cloud');
    const csp = config.SecurityHeadersConfig.ContentSecurityPolicy;
    // The media bucket's origin is a cross-stack token: the CSP is compared with a marker in its place.
    const cspText = typeof csp.ContentSecurityPolicy === 'string'
      ? csp.ContentSecurityPolicy
      : (csp.ContentSecurityPolicy['Fn::Join'][1] as unknown[]).map((p) => (typeof p === 'string' ? p : 'MEDIA')).join('');
    expect(cspText.replace(/https:\/\/MEDIA(MEDIA)*/g, 'MEDIA')).toBe(declared.contentSecurityPolicy);
    expect(csp.Override).toBe(true);
    expect(config.SecurityHeadersConfig.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: declared.strictTransportSecurity!.maxAgeSeconds,
      IncludeSubdomains: true,
      Preload: true,
      Override: true,
    });
    expect(hstsValue()).toBe('max-age=63072000; includeSubDomains; preload');
    expect(config.SecurityHeadersConfig.ContentTypeOptions).toEqual({ Override: true });
    expect(config.SecurityHeadersConfig.FrameOptions).toEqual({ FrameOption: declared.frameOption, Override: true });
    expect(config.SecurityHeadersConfig.ReferrerPolicy).toEqual({ ReferrerPolicy: declared.referrerPolicy, Override: true });
    expect(config.CustomHeadersConfig.Items).toEqual(
      Object.entries(declared.customHeaders).map(([Header, Value]) => ({ Header, Value, Override: true })),
    );
  });

  it('the local declaration is the cloud one without HSTS and upgrade-insecure-requests', () => {
    const sources = { mediaOrigins: ['http://localhost:4569'], webSocketSources: ['ws://localhost:3000'] };
    const cloud = securityHeaderPolicy(sources, 'cloud');
    const local = securityHeaderPolicy(sources, 'local');
    expect(local.strictTransportSecurity).toBeUndefined();
    expect(`${local.contentSecurityPolicy}; upgrade-insecure-requests`).toBe(cloud.contentSecurityPolicy);
    expect({ ...local, contentSecurityPolicy: '' }).toEqual({ ...cloud, contentSecurityPolicy: '', strictTransportSecurity: undefined });
  });
});

