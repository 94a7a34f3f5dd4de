/**
 * Api stack: every manifest route is an HTTP API route with the right authorizer; one function
 * per area with the project defaults; least-privilege roles.
 */
import { describe, expect, it } from 'vitest';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { areas, routeList } from '@seamline/shared/contracts/manifest';
import { tableDefinition } from '@seamline/shared/db/table';
import { ApiStack } from '@seamline/infra/lib/api-stack';
import { DataStack } from '@seamline/infra/lib/data-stack';
import { GatewayStack } from '@seamline/infra/lib/gateway-stack';
import { tableActions } from '@seamline/infra/lib/api-function';
import {
  asArray,
  crossRef,
  functionRoles,
  refId,
  resourcesOfType,
  synthesize,
  withId,
  type CfnJson,
} from './synth';

const app = synthesize();
const apiJson = app.json.Api;
const routes = new Map(
  resourcesOfType(apiJson, 'AWS::ApiGatewayV2::Route').map(([id, r]) => [
    r.Properties!.RouteKey as string,
    withId(id, r.Properties),
  ]),
);
const authorizers = new Map(
  resourcesOfType(apiJson, 'AWS::ApiGatewayV2::Authorizer').map(([id, r]) => [id, r.Properties!]),
);
const fnByArea = new Map(
  resourcesOfType(apiJson, 'AWS::Lambda::Function')
    .filter(
      ([, f]) =>
        f.Properties!.Environment.Variables.POWERTOOLS_SERVICE_NAME in
        Object.fromEntries(areas.map((a) => [a, 1])),
    )
    .map(([id, f]) => [
      f.Properties!.Environment.Variables.POWERTOOLS_SERVICE_NAME as string,
      withId(id, f.Properties),
    ]),
);
const authorizerFor = (routeKey: string) =>
  authorizers.get(refId(routes.get(routeKey)!.AuthorizerId)!)!;

describe('api stack: routes from the manifest', () => {
  it("creates exactly one HTTP API route per manifest route, on the gateway stack's HTTP API", () => {
    expect([...routes.keys()].sort()).toEqual(routeList.map((r) => r.key).sort());
    for (const route of routes.values()) {
      expect(crossRef(app, route.ApiId)).toEqual({
        part: 'Gateway',
        id: expect.stringMatching(/^HttpApi/),
      });
    }
  });

  it('protects user routes with the user session authorizer and leaves public routes open', () => {
    for (const r of routeList) {
      const route = routes.get(r.key)!;
      if (r.auth === 'public') {
        expect(route.AuthorizationType, r.key).toBe('NONE');
        expect(route.AuthorizerId, r.key).toBeUndefined();
      } else {
        expect(route.AuthorizationType, r.key).toBe('CUSTOM');
        expect(authorizerFor(r.key).Name, r.key).toBe(
          r.auth === 'user' ? 'user-session' : 'admin-session',
        );
      }
    }
  });

  it('routes each manifest route to a payload 2.0 proxy integration of its own area function', () => {
    for (const r of routeList) {
      const target = routes.get(r.key)!.Target as { 'Fn::Join': [string, unknown[]] };
      const integration = apiJson.Resources[refId(target['Fn::Join'][1][1])!]!.Properties!;
      expect(integration.IntegrationType).toBe('AWS_PROXY');
      expect(integration.PayloadFormatVersion).toBe('2.0');
      expect(refId(integration.IntegrationUri), r.key).toBe(fnByArea.get(r.area)!.id);
    }
  });

  it('does not cache the user authorizer (an ended session is refused at once, issue 17 §4); simple responses from authorizer/handler.handler', () => {
    const userRoute = routeList.find((r) => r.auth === 'user')!;
    const auth = authorizerFor(userRoute.key);
    expect(auth).toMatchObject({
      AuthorizerType: 'REQUEST',
      AuthorizerPayloadFormatVersion: '2.0',
      EnableSimpleResponses: true,
      IdentitySource: ['$request.header.Cookie'],
      AuthorizerResultTtlInSeconds: 0,
    });
    const fnId = JSON.stringify(auth.AuthorizerUri).match(/"Fn::GetAtt":\["([^"]+)","Arn"\]/)![1]!;
    expect(apiJson.Resources[fnId]!.Properties!.Environment.Variables.POWERTOOLS_SERVICE_NAME).toBe(
      'authorizer',
    );
  });

  it('protects admin routes with the SEPARATE admin authorizer (adminHandler), never the user one', () => {
    const mini = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const data = new DataStack(mini, 'D', { mediaCorsOrigins: ['https://example.com'] });
    const gateway = new GatewayStack(mini, 'G', { stage: 'x' });
    const stack = new ApiStack(mini, 'A', {
      httpApi: gateway.httpApi,
      table: data.table,
      media: data.media,
      environment: {},
      emailSender: 'no-reply@example.com',
      appUrl: 'https://example.com',
      routes: [
        {
          key: 'GET /api/admin/reports',
          method: 'GET',
          path: '/api/admin/reports',
          area: 'auth',
          auth: 'admin',
        },
        {
          key: 'GET /api/auth/user',
          method: 'GET',
          path: '/api/auth/user',
          area: 'auth',
          auth: 'user',
        },
      ],
    });
    const t = Template.fromStack(stack).toJSON() as { Resources: Record<string, CfnJson> };
    const byName = (name: string) =>
      Object.entries(t.Resources).find(
        ([, r]) => r.Type === 'AWS::ApiGatewayV2::Authorizer' && r.Properties.Name === name,
      )!;
    const [adminAuthId, adminAuth] = byName('admin-session');
    const [userAuthId] = byName('user-session');
    const route = (key: string) =>
      Object.values(t.Resources).find((r) => r.Properties?.RouteKey === key)!.Properties;
    expect(route('GET /api/admin/reports')).toMatchObject({
      AuthorizationType: 'CUSTOM',
      AuthorizerId: { Ref: adminAuthId },
    });
    expect(route('GET /api/auth/user')).toMatchObject({
      AuthorizationType: 'CUSTOM',
      AuthorizerId: { Ref: userAuthId },
    });
    expect(adminAuth.Properties).toMatchObject({
      EnableSimpleResponses: true,
      IdentitySource: ['$request.header.Cookie'],
      AuthorizerResultTtlInSeconds: 0,
    });
    const adminFnId = JSON.stringify(adminAuth.Properties.AuthorizerUri).match(
      /"Fn::GetAtt":\["([^"]+)","Arn"\]/,
    )![1]!;
    expect(adminFnId).toMatch(/^AdminAuthorizer/);
    expect(stack.adminAuthorizer.fn.node.defaultChild).toBeDefined();
  });
});

describe('api stack: one function per area with the project defaults', () => {
  it('has exactly one function per manifest area, bundled from functions/<area>/handler.ts', () => {
    expect([...fnByArea.keys()].sort()).toEqual([...areas].sort());
    for (const area of areas) {
      const fn = app.api.areaFunctions.get(area)!;
      expect((fn.fn.node.defaultChild as unknown as { handler: string }).handler).toBe(
        'index.handler',
      );
    }
  });

  it('runs Node.js 22 on arm64 with X-Ray, its own log group with retention, Powertools and source-map settings', () => {
    for (const [area, fn] of fnByArea) {
      expect(fn.Runtime, area).toBe('nodejs22.x');
      expect(fn.Architectures, area).toEqual(['arm64']);
      expect(fn.TracingConfig, area).toEqual({ Mode: 'Active' });
      const logGroup = apiJson.Resources[refId(fn.LoggingConfig.LogGroup)!]!;
      expect(logGroup.Type).toBe('AWS::Logs::LogGroup');
      expect(logGroup.Properties!.RetentionInDays).toBe(30);
      expect(fn.Environment.Variables).toMatchObject({
        POWERTOOLS_SERVICE_NAME: area,
        POWERTOOLS_METRICS_NAMESPACE: 'Seamline',
        NODE_OPTIONS: '--enable-source-maps',
        STAGE: 'test',
      });
      for (const name of ['TABLE_NAME', 'MEDIA_BUCKET', 'APP_ORIGINS', 'WS_MANAGEMENT_ENDPOINT']) {
        expect(fn.Environment.Variables[name], `${area} ${name}`).toBeDefined();
      }
    }
  });

  it('tells the functions the site origin (CloudFront) as APP_ORIGINS and the live stage as management endpoint', () => {
    const env = [...fnByArea.values()][0]!.Environment.Variables;
    const origin = env.APP_ORIGINS['Fn::Join'][1];
    expect(origin[0]).toBe('https://');
    expect(crossRef(app, origin[1])).toEqual({
      part: 'Web',
      id: expect.stringMatching(/^Distribution/),
    });
    const endpoint = env.WS_MANAGEMENT_ENDPOINT['Fn::Join'][1];
    expect(crossRef(app, endpoint[1])).toEqual({
      part: 'Gateway',
      id: expect.stringMatching(/^WebSocketApi/),
    });
    expect(endpoint.at(-1)).toBe('/live');
  });
});

describe('least privilege', () => {
  const roles = functionRoles(app, ['Api', 'Realtime', 'Events']);
  const tableArnOf = (statement: CfnJson) =>
    asArray(statement.Resource).map((r) => JSON.stringify(r));
  const dynamoActions = (statements: CfnJson[]) =>
    statements.flatMap((s) => asArray<string>(s.Action)).filter((a) => a.startsWith('dynamodb:'));

  it('gives no function a wildcard action, an AWS-managed policy, or a data action on Resource "*"', () => {
    const allowedOnStar = new Set([
      'xray:PutTraceSegments',
      'xray:PutTelemetryRecords',
      'dynamodb:ListStreams',
      // Rekognition image analysis of request bytes has no resource-level permissions.
      'rekognition:DetectLabels',
      'rekognition:DetectFaces',
      'rekognition:DetectModerationLabels',
    ]);
    expect(roles.length).toBeGreaterThan(0);
    for (const role of roles) {
      for (const s of role.statements) {
        for (const action of asArray<string>(s.Action))
          expect(action, role.functionId).not.toContain('*');
        if (asArray(s.Resource).includes('*')) {
          for (const action of asArray<string>(s.Action))
            expect(allowedOnStar.has(action), `${role.functionId}: ${action} on *`).toBe(true);
        }
      }
      for (const arn of role.managedPolicyArns)
        expect(JSON.stringify(arn), role.functionId).not.toMatch(/:iam::aws:policy/);
    }
  });

  it('grants item access only on the table and its GSIs by name, and never Scan', () => {
    const indexSuffixes = tableDefinition.globalSecondaryIndexes.map(
      (g) => `/index/${g.indexName}`,
    );
    const itemActions = new Set([...tableActions.write, 'dynamodb:Scan']);
    let checked = 0;
    for (const role of roles) {
      for (const s of role.statements.filter((st) =>
        dynamoActions([st]).some((a) => itemActions.has(a)),
      )) {
        checked++;
        const resources = tableArnOf(s);
        expect(resources.length, role.functionId).toBe(1 + indexSuffixes.length);
        for (const suffix of indexSuffixes)
          expect(
            resources.some((r) => r.includes(`"${suffix}"`)),
            role.functionId,
          ).toBe(true);
        expect(asArray(s.Action), role.functionId).not.toContain('dynamodb:Scan');
      }
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it('lets the authorizers only READ the table, and the health area not touch it at all', () => {
    const readOnly = new Set(tableActions.read);
    const authorizers = roles.filter((r) => /Authorizer/.test(r.functionId));
    expect(authorizers.map((r) => r.functionId.replace(/Function.*/, '')).sort()).toEqual([
      'AdminAuthorizer',
      'ConnectAuthorizer',
      'UserAuthorizer',
    ]);
    for (const role of authorizers) {
      const actions = dynamoActions(role.statements);
      expect(actions.length, role.functionId).toBeGreaterThan(0);
      for (const a of actions) expect(readOnly.has(a), `${role.functionId}: ${a}`).toBe(true);
    }
    const health = roles.find((r) => r.functionId === fnByArea.get('health')!.id)!;
    expect(dynamoActions(health.statements)).toEqual([]);
    expect(health.managedPolicyArns).toEqual([]);
  });

  it('lets a function write its own log group only', () => {
    for (const role of roles) {
      const logs = role.statements.filter((s) =>
        asArray<string>(s.Action).some((a) => a.startsWith('logs:')),
      );
      expect(logs, role.functionId).toHaveLength(1);
      expect(refId(logs[0].Resource), role.functionId).toBe(
        refId(role.fn.Properties!.LoggingConfig.LogGroup),
      );
    }
  });
});
