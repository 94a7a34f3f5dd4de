/**
 * `GatewayStack` (`Seamline-<stage>-Gateway`): the two API Gateway front doors, WITHOUT their
 * routes. The HTTP API (`$default` stage) and the WebSocket API (`live` stage) are created here
 * so that the CloudFront distribution (web stack) can use them as origins BEFORE the functions
 * exist, and the functions (api, realtime stacks) can be told the site's URL (`APP_ORIGINS`,
 * checked by the CSRF guard) — otherwise distribution → API → function → distribution would be
 * a dependency cycle. Routes, integrations and authorizers attach in the api/realtime stacks;
 * both stages auto-deploy, so they go live when those stacks deploy.
 *
 * Both stages write JSON access logs (request id, route key, status, latency, integration and
 * authorizer errors; never cookies) to their own log group and have default throttling.
 */
import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpStage,
  LogGroupLogDestination,
  WebSocketApi,
  WebSocketStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { ApiGatewayAccount } from './api-gateway-account';
import { acknowledge, wildcardResourceFinding } from './nag';

/** The WebSocket stage name: `wss://<site>/ws` is forwarded to `/<stage>` by CloudFront. */
export const WEBSOCKET_STAGE = 'live';

const httpAccessLog = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  httpMethod: '$context.httpMethod',
  routeKey: '$context.routeKey',
  path: '$context.path',
  status: '$context.status',
  responseLength: '$context.responseLength',
  latency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
};

const webSocketAccessLog = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  eventType: '$context.eventType',
  routeKey: '$context.routeKey',
  connectionId: '$context.connectionId',
  status: '$context.status',
  latency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
};

export interface GatewayStackProps extends StackProps {
  readonly stage: string;
  /** Create the account-wide API Gateway CloudWatch role setting (see {@link ApiGatewayAccount}). */
  readonly manageApiGatewayAccount?: boolean;
}

export class GatewayStack extends Stack {
  readonly httpApi: HttpApi;
  readonly httpStage: HttpStage;
  readonly webSocketApi: WebSocketApi;
  readonly webSocketStage: WebSocketStage;
  /** `execute-api:ManageConnections` on the `live` stage's connections only; attached to pushers. */
  readonly manageConnectionsPolicy: ManagedPolicy;

  constructor(scope: Construct, id: string, props: GatewayStackProps) {
    super(scope, id, props);
    const account = props.manageApiGatewayAccount
      ? new ApiGatewayAccount(this, 'ApiGatewayAccount')
      : undefined;
    const logGroup = (logId: string) =>
      new LogGroup(this, logId, {
        retention: RetentionDays.THREE_MONTHS,
        removalPolicy: RemovalPolicy.DESTROY,
      });

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `seamline-${props.stage}-http`,
      description:
        'Seamline HTTP API (routes from the manifest; served under /api/* by CloudFront)',
      createDefaultStage: false,
    });
    this.httpStage = new HttpStage(this, 'HttpDefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 100, burstLimit: 200 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(logGroup('HttpAccessLogs')),
        format: AccessLogFormat.custom(JSON.stringify(httpAccessLog)),
      },
    });

    this.webSocketApi = new WebSocketApi(this, 'WebSocketApi', {
      apiName: `seamline-${props.stage}-ws`,
      description: 'Seamline WebSocket API (served under /ws by CloudFront)',
    });
    this.webSocketStage = new WebSocketStage(this, 'WebSocketStage', {
      webSocketApi: this.webSocketApi,
      stageName: WEBSOCKET_STAGE,
      autoDeploy: true,
      throttle: { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(logGroup('WebSocketAccessLogs')),
        format: AccessLogFormat.custom(JSON.stringify(webSocketAccessLog)),
      },
    });

    // WebSocket stage logging fails to deploy until the account's CloudWatch role is set.
    if (account) this.webSocketStage.node.addDependency(account);

    const connectionsArn = this.formatArn({
      service: 'execute-api',
      resource: this.webSocketApi.apiId,
      resourceName: `${WEBSOCKET_STAGE}/*/@connections/*`,
    });
    this.manageConnectionsPolicy = new ManagedPolicy(this, 'ManageConnectionsPolicy', {
      description: 'Seamline: push to / close connections of the live WebSocket stage',
      statements: [
        new PolicyStatement({
          actions: ['execute-api:ManageConnections'],
          resources: [connectionsArn],
        }),
      ],
    });
    acknowledge(
      this.manageConnectionsPolicy,
      wildcardResourceFinding(this, connectionsArn),
      'Connection ids exist only at run time, so ManageConnections (POST/GET/DELETE @connections/{id}) is granted on <api>/live/*/@connections/* of this one WebSocket stage.',
    );
  }
}
