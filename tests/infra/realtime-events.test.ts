/**
 * Gateway, realtime and events stacks: the WebSocket API's routes and authorizer, who may push
 * to connections (and where), and the stream processors' event source mappings.
 */
import { describe, expect, it } from 'vitest';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { processors, STREAM_MAX_RECORD_AGE_HOURS, STREAM_RETRY_ATTEMPTS } from '@seamline/events/processors';
import { GatewayStack } from '@seamline/infra/lib/gateway-stack';
import {
  asArray,
  crossRef,
  functionRoles,
  refId,
  resourcesOfType,
  synthesize,
  type CfnJson,
} from './synth';

const app = synthesize();
const gw = app.json.Gateway;
const rt = app.json.Realtime;
const ev = app.json.Events;

describe('gateway stack: the API stages', () => {
  it('serves the HTTP API on an auto-deployed, throttled $default stage with JSON access logs', () => {
    const [[, stage]] = resourcesOfType(gw, 'AWS::ApiGatewayV2::Stage').filter(
      ([, s]) => s.Properties!.StageName === '$default',
    ) as [[string, CfnJson]];
    const p = stage.Properties;
    expect(p.AutoDeploy).toBe(true);
    expect(p.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: 100,
      ThrottlingBurstLimit: 200,
    });
    const format = JSON.parse(p.AccessLogSettings.Format) as Record<string, string>;
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      routeKey: '$context.routeKey',
      status: '$context.status',
      latency: '$context.responseLatency',
      integrationError: '$context.integrationErrorMessage',
    });
    expect(JSON.stringify(format)).not.toMatch(/cookie/i);
    expect(gw.Resources[refId(p.AccessLogSettings.DestinationArn)!]!.Type).toBe(
      'AWS::Logs::LogGroup',
    );
  });

  it('sets the account-wide API Gateway CloudWatch role only when this stage owns it, before the WebSocket stage', () => {
    expect(resourcesOfType(gw, 'AWS::ApiGateway::Account')).toHaveLength(0);
    const owner = Template.fromStack(
      new GatewayStack(new App(), 'G', { stage: 'x', manageApiGatewayAccount: true }),
    );
    const accounts = owner.findResources('AWS::ApiGateway::Account');
    expect(Object.keys(accounts)).toHaveLength(1);
    const [wsStage] = Object.values(
      owner.findResources('AWS::ApiGatewayV2::Stage', { Properties: { StageName: 'live' } }),
    );
    expect(wsStage!.DependsOn).toEqual(expect.arrayContaining(Object.keys(accounts)));
  });

  it('serves the WebSocket API on an auto-deployed "live" stage with access logs', () => {
    const [[, stage]] = resourcesOfType(gw, 'AWS::ApiGatewayV2::Stage').filter(
      ([, s]) => s.Properties!.StageName === 'live',
    ) as [[string, CfnJson]];
    expect(stage.Properties.AutoDeploy).toBe(true);
    expect(JSON.parse(stage.Properties.AccessLogSettings.Format)).toMatchObject({
      connectionId: '$context.connectionId',
      eventType: '$context.eventType',
    });
  });
});

describe('realtime stack', () => {
  const routes = new Map(
    resourcesOfType(rt, 'AWS::ApiGatewayV2::Route').map(([, r]) => [
      r.Properties!.RouteKey as string,
      r.Properties!,
    ]),
  );
  const realtimeFnId = resourcesOfType(rt, 'AWS::Lambda::Function').find(
    ([, f]) => f.Properties!.Environment.Variables.POWERTOOLS_SERVICE_NAME === 'realtime',
  )![0];

  it('authorizes $connect with the session-cookie REQUEST authorizer (authorizer/handler.websocketHandler)', () => {
    expect([...routes.keys()].sort()).toEqual(['$connect', '$default', '$disconnect']);
    const connect = routes.get('$connect')!;
    expect(connect.AuthorizationType).toBe('CUSTOM');
    const authorizer = rt.Resources[refId(connect.AuthorizerId)!]!.Properties!;
    expect(authorizer).toMatchObject({
      AuthorizerType: 'REQUEST',
      IdentitySource: ['route.request.header.Cookie'],
      Name: 'session-cookie',
    });
    const fnId = JSON.stringify(authorizer.AuthorizerUri).match(
      /"Fn::GetAtt":\["([^"]+)","Arn"\]/,
    )![1]!;
    expect(rt.Resources[fnId]!.Properties!.Environment.Variables.POWERTOOLS_SERVICE_NAME).toBe(
      'websocket-authorizer',
    );
    expect(app.realtime.connectAuthorizer.fn.node.defaultChild).toMatchObject({
      handler: 'index.websocketHandler',
    });
    expect(routes.get('$disconnect')!.AuthorizationType).toBe('NONE');
    expect(routes.get('$default')!.AuthorizationType).toBe('NONE');
  });

  it("sends $connect, $disconnect and $default to the one realtime function on the gateway's WebSocket API", () => {
    for (const route of routes.values()) {
      expect(crossRef(app, route.ApiId)).toEqual({
        part: 'Gateway',
        id: expect.stringMatching(/^WebSocketApi/),
      });
      const integration = rt.Resources[refId(route.Target['Fn::Join'][1][1])!]!.Properties!;
      expect(JSON.stringify(integration.IntegrationUri)).toContain(`"${realtimeFnId}","Arn"`);
    }
  });
});

describe('ManageConnections', () => {
  const policies = resourcesOfType(gw, 'AWS::IAM::ManagedPolicy');
  const pushPolicyId = policies.find(([, p]) =>
    JSON.stringify(p.Properties!.PolicyDocument).includes('execute-api:ManageConnections'),
  )![0];

  it('is granted by one gateway policy, scoped to the connections of the live stage', () => {
    const statements = gw.Resources[pushPolicyId]!.Properties!.PolicyDocument.Statement;
    expect(statements).toHaveLength(1);
    expect(statements[0].Action).toBe('execute-api:ManageConnections');
    const arn = statements[0].Resource['Fn::Join'][1] as unknown[];
    expect(arn.slice(0, 2)).toEqual(['arn:', { Ref: 'AWS::Partition' }]);
    expect(arn).toContainEqual({ Ref: expect.stringMatching(/^WebSocketApi/) });
    expect(arn.at(-1)).toBe('/live/*/@connections/*');
  });

  it('is attached only to the functions that push: the realtime function and the stream processors', () => {
    const all = functionRoles(app);
    const pushers = all.filter((r) =>
      r.managedPolicyArns.some((arn) => crossRef(app, arn)?.id === pushPolicyId),
    );
    expect(
      pushers.map((r) => r.fn.Properties!.Environment?.Variables?.POWERTOOLS_SERVICE_NAME).sort(),
    ).toEqual(['realtime', ...processors.map((p) => `processor-${p.name}`)].sort());
    for (const role of all) {
      for (const s of role.statements)
        expect(asArray<string>(s.Action), role.functionId).not.toContain(
          'execute-api:ManageConnections',
        );
    }
  });
});

describe('events stack: stream processors', () => {
  const mappings = resourcesOfType(ev, 'AWS::Lambda::EventSourceMapping').map(
    ([, m]) => m.Properties!,
  );
  const [queueId, queue] = resourcesOfType(ev, 'AWS::SQS::Queue')[0]!;

  it('has one function and one event source mapping per processor of events/processors.ts (+ the retention planner and worker, issues 22, 35)', () => {
    expect(mappings).toHaveLength(processors.length);
    const services = resourcesOfType(ev, 'AWS::Lambda::Function').map(
      ([, f]) => f.Properties!.Environment.Variables.POWERTOOLS_SERVICE_NAME,
    );
    expect(services.sort()).toEqual([...processors.map((p) => `processor-${p.name}`), 'retention-job', 'retention-worker'].sort());
  });

  it("filters records with the processor's own patterns and isolates failures", () => {
    for (const processor of processors) {
      const fnId = resourcesOfType(ev, 'AWS::Lambda::Function').find(
        ([, f]) =>
          f.Properties!.Environment.Variables.POWERTOOLS_SERVICE_NAME ===
          `processor-${processor.name}`,
      )![0];
      const m = mappings.find((x) => refId(x.FunctionName) === fnId)!;
      expect(
        m.FilterCriteria.Filters.map((f: { Pattern: string }) => JSON.parse(f.Pattern)),
      ).toEqual(processor.filterPatterns);
      expect(m).toMatchObject({
        BatchSize: processor.batchSize,
        BisectBatchOnFunctionError: true,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        // The local runner reads the same constants (processor-runner.ts).
        MaximumRetryAttempts: STREAM_RETRY_ATTEMPTS,
        MaximumRecordAgeInSeconds: STREAM_MAX_RECORD_AGE_HOURS * 3600,
        StartingPosition: 'TRIM_HORIZON',
      });
      expect(refId(m.DestinationConfig.OnFailure.Destination)).toBe(queueId);
      expect(crossRef(app, m.EventSourceArn)).toEqual({
        part: 'Data',
        id: expect.stringMatching(/^Table/),
      });
    }
  });

  it('sends exhausted records to an encrypted, TLS-only queue', () => {
    expect(queue.Properties!.SqsManagedSseEnabled).toBe(true);
    const policy = resourcesOfType(ev, 'AWS::SQS::QueuePolicy')[0]![1].Properties!;
    expect(policy.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
  });
});

describe('events stack: the notifications processor (issue 18)', () => {
  const role = functionRoles(app, ['Events']).find(
    (r) => r.fn.Properties!.Environment.Variables.POWERTOOLS_SERVICE_NAME === 'processor-notifications',
  )!;

  it('may push: the live stage as WS_MANAGEMENT_ENDPOINT and the gateway ManageConnections policy', () => {
    expect(role).toBeDefined();
    const endpoint = role.fn.Properties!.Environment.Variables.WS_MANAGEMENT_ENDPOINT['Fn::Join'][1];
    expect(crossRef(app, endpoint[1])).toEqual({ part: 'Gateway', id: expect.stringMatching(/^WebSocketApi/) });
    expect(endpoint.at(-1)).toBe('/live');
    const policyIds = role.managedPolicyArns.map((arn) => crossRef(app, arn)?.id);
    const pushPolicy = resourcesOfType(gw, 'AWS::IAM::ManagedPolicy').find(([, p]) =>
      JSON.stringify(p.Properties!.PolicyDocument).includes('execute-api:ManageConnections'),
    )![0];
    expect(policyIds).toContain(pushPolicy);
  });

  it('is invoked only for notifying DomainEvent INSERTs and TTL deletes of notification rows', () => {
    const m = resourcesOfType(ev, 'AWS::Lambda::EventSourceMapping')
      .map(([, x]) => x.Properties!)
      .find((x) => refId(x.FunctionName) === role.functionId)!;
    const patterns = m.FilterCriteria.Filters.map((f: { Pattern: string }) => JSON.parse(f.Pattern) as CfnJson);
    expect(patterns[0].dynamodb.NewImage.__edb_e__).toEqual({ S: ['domainEvent'] });
    expect(patterns[0].dynamodb.NewImage.type.S).toEqual(
      expect.arrayContaining(['user.followed', 'post.liked', 'post.commented', 'post.shared', 'post.deleted', 'user.registered']),
    );
    expect(patterns[1]).toMatchObject({
      eventName: ['REMOVE'],
      userIdentity: { type: ['Service'], principalId: ['dynamodb.amazonaws.com'] },
    });
  });
});
