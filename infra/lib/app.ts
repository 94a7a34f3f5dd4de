/**
 * `buildApp(context)`: the whole Seamline CDK app for one stage, shared by `infra/bin/app.ts`
 * (context from `cdk.json` and `-c`) and the infra tests (context given explicitly).
 *
 * Stacks and their typed wiring (arrows: "is used by"):
 *
 * ```
 * Data (table, media bucket) ──────────────┬──> Api, Realtime, Events (grants, TABLE_NAME, MEDIA_BUCKET)
 *                                          └──> Web (CSP names the media bucket origin)
 * Gateway (HTTP API, WebSocket API, stages) ──> Web (origins), Api/Realtime (routes attach),
 *                                               Api/Realtime/Events (WS_MANAGEMENT_ENDPOINT, ManageConnections)
 * Edge (WAF web ACL, us-east-1) ──> Web (the distribution's web ACL), Observability (WAF widgets)
 * Web (CloudFront) ──> Api, Realtime (APP_ORIGINS = the site URL, the origin-verify secret)
 * Api, Realtime, Events ──> Observability (alarms, dashboard)
 * ```
 */
import { App, Fn, Tags, Validations, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ApiStack } from './api-stack';
import { emailSender, readStageConfig, stackName, mediaCorsOrigins, type StageConfig } from './config';
import { DataStack } from './data-stack';
import { EdgeStack, WEB_ACL_ARN_OUTPUT } from './edge-stack';
import { EventsStack } from './events-stack';
import { GatewayStack, WEBSOCKET_STAGE } from './gateway-stack';
import { ObservabilityStack } from './observability-stack';
import { webDistDir } from './paths';
import { RealtimeStack } from './realtime-stack';
import { WebStack } from './web-stack';
import { WAF_REGION } from './web-acl';

export interface SeamlineApp {
  readonly app: App;
  readonly config: StageConfig;
  readonly data: DataStack;
  readonly gateway: GatewayStack;
  readonly edge: EdgeStack;
  readonly web: WebStack;
  readonly api: ApiStack;
  readonly realtime: RealtimeStack;
  readonly events: EventsStack;
  readonly observability: ObservabilityStack;
}

export interface BuildAppOptions {
  /** Where the built SPA is looked for (default `web/dist`). */
  readonly webDistDir?: string;
}

export function buildApp(
  context?: Record<string, unknown>,
  options: BuildAppOptions = {},
): SeamlineApp {
  const app = new App(context ? { context } : {});
  const config = readStageConfig(app.node);
  const env: Environment = {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region: process.env.CDK_DEFAULT_REGION,
  };
  const common = (part: string, description: string) => ({
    env,
    stackName: stackName(config, part),
    description: `Seamline (${config.stage}): ${description}`,
  });

  const data = new DataStack(app, stackName(config, 'Data'), {
    ...common('Data', 'stateful data: the table and the media bucket'),
    mediaCorsOrigins: mediaCorsOrigins(config),
  });
  const gateway = new GatewayStack(app, stackName(config, 'Gateway'), {
    ...common('Gateway', 'HTTP and WebSocket API front doors and their stages'),
    stage: config.stage,
    manageApiGatewayAccount: config.apiGatewayAccountRole,
  });
  // Issue 32 §3: the CLOUDFRONT web ACL must live in us-east-1 (edge-stack.ts); the web stack
  // reads its ARN as a cross-region stack output, so it works whatever region the others use.
  const edge = new EdgeStack(app, stackName(config, 'Edge'), {
    ...common('Edge', 'AWS WAF web ACL of the CloudFront distribution (us-east-1)'),
    stage: config.stage,
  });
  const web = new WebStack(app, stackName(config, 'Web'), {
    ...common('Web', 'CloudFront distribution and the SPA bucket'),
    httpApi: gateway.httpApi,
    webSocketApi: gateway.webSocketApi,
    webSocketStageName: WEBSOCKET_STAGE,
    mediaBucket: data.mediaBucket,
    domainName: config.domainName,
    certificateArn: config.certificateArn,
    webDistDir: options.webDistDir ?? webDistDir,
    webAclArn: Fn.getStackOutput(edge.stackName, WEB_ACL_ARN_OUTPUT, WAF_REGION),
  });
  web.addStackDependency(edge, 'the distribution uses the web ACL');

  const baseEnvironment = {
    STAGE: config.stage,
    TABLE_NAME: data.table.tableName,
    MEDIA_BUCKET: data.mediaBucket.bucketName,
    WS_MANAGEMENT_ENDPOINT: gateway.webSocketStage.callbackUrl,
  };
  const siteEnvironment = { ...baseEnvironment, APP_ORIGINS: web.siteUrl };

  const api = new ApiStack(app, stackName(config, 'Api'), {
    ...common('Api', 'HTTP API functions, authorizers and routes from the route manifest'),
    httpApi: gateway.httpApi,
    table: data.table,
    media: data.media,
    environment: siteEnvironment,
    emailSender: emailSender(config),
    appUrl: web.siteUrl,
    weatherForecast: config.weatherForecast,
    originSecret: web.originVerify.secret,
  });
  const realtime = new RealtimeStack(app, stackName(config, 'Realtime'), {
    ...common('Realtime', 'WebSocket routes, authorizer and function'),
    webSocketApi: gateway.webSocketApi,
    manageConnectionsPolicy: gateway.manageConnectionsPolicy,
    table: data.table,
    environment: siteEnvironment,
    originSecret: web.originVerify.secret,
  });
  const events = new EventsStack(app, stackName(config, 'Events'), {
    ...common('Events', 'DynamoDB stream processors'),
    table: data.table,
    manageConnectionsPolicy: gateway.manageConnectionsPolicy,
    environment: baseEnvironment,
    media: data.media,
    emailSender: emailSender(config),
    appUrl: web.siteUrl,
  });

  const functions = {
    ...Object.fromEntries([...api.areaFunctions].map(([area, fn]) => [`Area-${area}`, fn.fn])),
    UserAuthorizer: api.userAuthorizer.fn,
    AdminAuthorizer: api.adminAuthorizer.fn,
    Realtime: realtime.realtimeFunction.fn,
    ConnectAuthorizer: realtime.connectAuthorizer.fn,
    ...Object.fromEntries(events.processorFunctions.map((p) => [p.node.id, p.fn])),
    RetentionJob: events.retentionJob.fn,
    RetentionWorker: events.retentionWorker.fn,
  };
  const observability = new ObservabilityStack(app, stackName(config, 'Observability'), {
    ...common('Observability', 'alarms and the operations dashboard'),
    httpApi: gateway.httpApi,
    functions,
    failureQueue: events.failureQueue,
    retentionStateMachine: events.retentionStateMachine,
    table: data.table,
    alarmEmail: config.alarmEmail,
    waf: edge.wafMetrics,
  });

  Tags.of(app).add('Project', 'seamline');
  Tags.of(app).add('Stage', config.stage);
  if (config.nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { app, config, data, gateway, edge, web, api, realtime, events, observability };
}
