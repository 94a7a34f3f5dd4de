/**
 * Issue 32 §2, wired: with ORIGIN_VERIFY_SECRET_ARN set, an area handler, the HTTP and WebSocket
 * authorizers and the WebSocket `$connect` refuse a request without CloudFront's origin-verify
 * value BEFORE anything else runs. Only Secrets Manager (the cloud edge) is mocked.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { GetSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type * as AuthorizerModule from '../../authorizer/handler';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

const ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:origin-verify-AbCdEf';
const secrets = mockClient(SecretsManagerClient);

type Handler = (event: unknown, context: Context) => Promise<unknown>;
let analytics: Handler;
let authorizers: typeof AuthorizerModule;
let realtime: Handler;

beforeAll(async () => {
  vi.stubEnv('ORIGIN_VERIFY_SECRET_ARN', ARN);
  vi.resetModules();
  secrets.on(GetSecretValueCommand, { SecretId: ARN, VersionStage: 'AWSCURRENT' }).resolves({ SecretString: 'current-value' });
  secrets.on(GetSecretValueCommand, { SecretId: ARN, VersionStage: 'AWSPREVIOUS' }).resolves({ SecretString: 'previous-value' });
  analytics = (await import('../../analytics/handler')).handler as unknown as Handler;
  authorizers = await import('../../authorizer/handler');
  realtime = (await import('../../realtime/handler')).handler as unknown as Handler;
});
afterAll(() => {
  secrets.restore();
  vi.unstubAllEnvs();
});

const context = { awsRequestId: 'req-1', functionName: 'fn', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

/** An oversized performance report: answered 413 by the first route-level rule, touching no table. */
function oversizedReport(headers: Record<string, string>): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /api/analytics/performance',
    rawPath: '/api/analytics/performance',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...headers },
    body: 'x'.repeat(100_000),
    isBase64Encoded: false,
    requestContext: {
      accountId: '123456789012', apiId: 'api', domainName: 'example', domainPrefix: 'example', requestId: 'r', routeKey: 'POST /api/analytics/performance', stage: '$default', time: '', timeEpoch: 0,
      http: { method: 'POST', path: '/api/analytics/performance', protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'curl' },
    },
  };
}

describe('origin verify in the functions', () => {
  it('an area handler answers 403 without the header or with a forged value, before the route runs', async () => {
    for (const headers of [{}, { 'x-origin-verify': 'forged' }] as Record<string, string>[]) {
      const res = (await analytics(oversizedReport(headers), context)) as APIGatewayProxyStructuredResultV2;
      expect(res.statusCode).toBe(403);
      expect(JSON.parse(res.body!)).toEqual({ message: 'Forbidden' });
    }
  });

  it('an area handler lets the AWSCURRENT and AWSPREVIOUS values through to the route (413 from its size rule)', async () => {
    for (const value of ['current-value', 'previous-value']) {
      const res = (await analytics(oversizedReport({ 'x-origin-verify': value }), context)) as APIGatewayProxyStructuredResultV2;
      expect(res.statusCode).toBe(413);
    }
  });

  it('the HTTP authorizers deny a forged request without reading a session', async () => {
    const event = { headers: { cookie: 'sl_session=abc', 'x-origin-verify': 'forged' }, cookies: ['sl_session=abc'] };
    expect(await authorizers.handler(event as never)).toEqual({ isAuthorized: false, context: {} });
    expect(await authorizers.adminHandler(event as never)).toEqual({ isAuthorized: false, context: {} });
  });

  it('the WebSocket authorizer denies and $connect refuses a handshake without the header', async () => {
    const denied = await authorizers.websocketHandler({ headers: { Cookie: 'sl_session=abc' }, methodArn: 'arn:ws' } as never);
    expect(denied.policyDocument.Statement[0]).toMatchObject({ Effect: 'Deny' });
    const res = await realtime(
      { headers: {}, requestContext: { routeKey: '$connect', eventType: 'CONNECT', connectionId: 'c-1', authorizer: { userId: 'u', sessionHash: 'h' } } },
      context,
    );
    expect(res).toEqual({ statusCode: 403, body: 'Forbidden' });
  });

  it('a secret never rotated (no AWSPREVIOUS) still accepts AWSCURRENT', async () => {
    const { readOriginSecrets } = await import('../origin-secret');
    secrets.on(GetSecretValueCommand, { SecretId: 'fresh', VersionStage: 'AWSCURRENT' }).resolves({ SecretString: 'only' });
    secrets
      .on(GetSecretValueCommand, { SecretId: 'fresh', VersionStage: 'AWSPREVIOUS' })
      .rejects(new ResourceNotFoundException({ message: 'no previous', $metadata: {} }));
    expect(await readOriginSecrets('fresh')).toEqual(['only']);
  });
});
