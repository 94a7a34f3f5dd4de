/**
 * `RealtimeStack` (`Seamline-<stage>-Realtime`): the WebSocket API's routes and function
 * (ARCHITECTURE §7). `$connect` is authorized by `authorizer/handler.websocketHandler` (REQUEST
 * authorizer, identity source the Cookie header; it may only READ the table); `$connect`,
 * `$disconnect` and `$default` are all served by ONE realtime function, which may write the
 * connection registry and push through the management API of the `live` stage only.
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketRoute, type IWebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IManagedPolicy } from 'aws-cdk-lib/aws-iam';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { acknowledge } from './nag';
import { join } from 'node:path';
import { ApiFunction } from './api-function';
import { functionsDir } from './paths';

export interface RealtimeStackProps extends StackProps {
  readonly webSocketApi: IWebSocketApi;
  /** Gateway stack's ManageConnections policy for the `live` stage. */
  readonly manageConnectionsPolicy: IManagedPolicy;
  readonly table: ITable;
  readonly environment: Record<string, string>;
  /** Issue 32 §2: the origin-verify secret `$connect` (function and authorizer) checks. */
  readonly originSecret?: ISecret;
}

export class RealtimeStack extends Stack {
  readonly realtimeFunction: ApiFunction;
  readonly connectAuthorizer: ApiFunction;

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);
    // Imported here so that routes, integrations and the authorizer are created in THIS stack.
    const api = WebSocketApi.fromWebSocketApiAttributes(this, 'WebSocketApi', {
      webSocketId: props.webSocketApi.apiId,
      apiEndpoint: props.webSocketApi.apiEndpoint,
    });

    this.realtimeFunction = new ApiFunction(this, 'Realtime', {
      entry: join(functionsDir, 'realtime', 'handler.ts'),
      service: 'realtime',
      description: 'Seamline WebSocket $connect/$disconnect/$default',
      environment: props.environment,
    })
      .bindTable(props.table, 'write')
      .allowManageConnections(props.manageConnectionsPolicy);

    this.connectAuthorizer = new ApiFunction(this, 'ConnectAuthorizer', {
      entry: join(functionsDir, 'authorizer', 'handler.ts'),
      handler: 'websocketHandler',
      service: 'websocket-authorizer',
      description: 'Seamline WebSocket $connect authorizer (session cookie → IAM policy)',
      environment: props.environment,
      memorySize: 256,
      timeout: Duration.seconds(5),
    }).bindTable(props.table, 'read');
    if (props.originSecret)
      for (const f of [this.realtimeFunction, this.connectAuthorizer]) f.bindOriginSecret(props.originSecret);

    const integration = new WebSocketLambdaIntegration(
      'realtime-integration',
      this.realtimeFunction.fn,
    );
    const authorizer = new WebSocketLambdaAuthorizer('session-cookie', this.connectAuthorizer.fn, {
      authorizerName: 'session-cookie',
      identitySource: ['route.request.header.Cookie'],
    });
    new WebSocketRoute(this, 'ConnectRoute', {
      webSocketApi: api,
      routeKey: '$connect',
      integration,
      authorizer,
    });
    for (const [routeId, routeKey] of [
      ['DisconnectRoute', '$disconnect'],
      ['DefaultRoute', '$default'],
    ] as const) {
      const route = new WebSocketRoute(this, routeId, { webSocketApi: api, routeKey, integration });
      acknowledge(
        route,
        'AwsSolutions-APIG4',
        `WebSocket APIs authorize only the $connect route; ${routeKey} runs on a connection that $connect already authorized (API Gateway accepts no authorizer on it).`,
      );
    }
  }
}
