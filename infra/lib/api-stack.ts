/**
 * `ApiStack` (`Seamline-<stage>-Api`): the HTTP API's functions and routes, generated from the
 * route manifest (`shared/contracts/manifest.ts`; ARCHITECTURE §3) — there is no second list.
 *
 * - One {@link ApiFunction} per area (`functions/<area>/handler.ts`), permissions per area from
 *   `area-access.ts`; one Lambda integration (payload 2.0) per area.
 * - Every manifest route becomes an `AWS::ApiGatewayV2::Route` `METHOD path` on the area's
 *   integration. `user` routes use the user authorizer (`sl_session` cookie), `admin` routes the
 *   separate admin authorizer (`sl_admin` cookie), `public` routes none. Both authorizers are
 *   SIMPLE-response Lambda authorizers with the Cookie header as identity source, results
 *   cached 60 s per Cookie value, and may only READ the table.
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  type IHttpApi,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import {
  HttpLambdaAuthorizer,
  HttpLambdaResponseType,
} from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { acknowledge } from './nag';
import { routeList, type AuthLevel, type RouteDef } from '@seamline/shared/contracts/manifest';
import { ApiFunction } from './api-function';
import { accessOf } from './area-access';
import { functionsDir } from './paths';
import type { MediaBucket } from './media-bucket';
import { join } from 'node:path';

/** What the stack needs of a manifest route. */
export type ManifestRoute = Pick<RouteDef, 'method' | 'path' | 'area' | 'auth'> & {
  readonly key: string;
};

export interface ApiStackProps extends StackProps {
  /** The routes (default: the route manifest's `routeList`; tests may pass others). */
  readonly routes?: readonly ManifestRoute[];
  /** The HTTP API (gateway stack). */
  readonly httpApi: IHttpApi;
  readonly table: ITable;
  readonly media: MediaBucket;
  /** Environment every function gets (TABLE_NAME, APP_ORIGINS, …). */
  readonly environment: Record<string, string>;
  /** Verified SES identity (email address) the account emails come from. */
  readonly emailSender: string;
  /** The stylist's forecast adapter (`WEATHER_FORECAST`) for areas that read the weather (default `open-meteo`, issue 34 §2). */
  readonly weatherForecast?: 'open-meteo' | 'normals';
  /** The site's public URL (email links). */
  readonly appUrl: string;
  /** Issue 32 §2: the origin-verify secret every function and authorizer checks requests against. */
  readonly originSecret?: ISecret;
}

/** A construct id for a route key: `GET /api/users/{userId}` → `GETapiusersuserId`. */
export function routeConstructId(key: string): string {
  return `Route${key.replace(/[^A-Za-z0-9]/g, '')}`;
}

export class ApiStack extends Stack {
  /** Area name → its function. */
  readonly areaFunctions = new Map<string, ApiFunction>();
  readonly userAuthorizer: ApiFunction;
  readonly adminAuthorizer: ApiFunction;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    // Imported here so that authorizers/integrations are created in THIS stack.
    const api = HttpApi.fromHttpApiAttributes(this, 'HttpApi', {
      httpApiId: props.httpApi.apiId,
      apiEndpoint: props.httpApi.apiEndpoint,
    });
    const authorizerEntry = join(functionsDir, 'authorizer', 'handler.ts');
    const newAuthorizer = (name: string, handler: string) =>
      new ApiFunction(this, name, {
        entry: authorizerEntry,
        handler,
        service: name === 'UserAuthorizer' ? 'authorizer' : 'admin-authorizer',
        description: `Seamline ${name}: session cookie → { isAuthorized, context }`,
        environment: props.environment,
        memorySize: 256,
        timeout: Duration.seconds(5),
      }).bindTable(props.table, 'read');
    this.userAuthorizer = newAuthorizer('UserAuthorizer', 'handler');
    this.adminAuthorizer = newAuthorizer('AdminAuthorizer', 'adminHandler');
    if (props.originSecret) for (const a of [this.userAuthorizer, this.adminAuthorizer]) a.bindOriginSecret(props.originSecret);
    const lambdaAuthorizer = (name: string, fn: ApiFunction) =>
      new HttpLambdaAuthorizer(name, fn.fn, {
        authorizerName: name,
        responseTypes: [HttpLambdaResponseType.SIMPLE],
        identitySource: ['$request.header.Cookie'],
        // No caching (issue 17 §4): an ended session (sign-out, password change, 'sign out of
        // all other devices') must be refused on its very next request, not up to a minute later.
        resultsCacheTtl: Duration.seconds(0),
      });
    const authorizers: Record<AuthLevel, IHttpRouteAuthorizer> = {
      public: new HttpNoneAuthorizer(),
      user: lambdaAuthorizer('user-session', this.userAuthorizer),
      admin: lambdaAuthorizer('admin-session', this.adminAuthorizer),
    };

    const routes = props.routes ?? routeList;
    const areas = [...new Set(routes.map((r) => r.area))].sort();
    const integrations = new Map<string, HttpLambdaIntegration>();
    for (const area of areas) {
      const access = accessOf(area);
      const fn = new ApiFunction(this, `Area-${area}`, {
        entry: join(functionsDir, area, 'handler.ts'),
        service: area,
        description: `Seamline API area "${area}"`,
        environment: {
          ...props.environment,
          ...(access.sendsEmail
            ? { EMAIL_TRANSPORT: 'ses', SES_SENDER: props.emailSender, APP_URL: props.appUrl }
            : {}),
          ...(access.analyzesImages ? { SCAN_VISION: 'rekognition' } : {}),
          ...(access.moderatesImages ? { IMAGE_MODERATION: 'rekognition' } : {}),
          ...(access.readsWeather ? { WEATHER_FORECAST: props.weatherForecast ?? 'open-meteo' } : {}),
        },
        memorySize: access.memorySize,
        nativeModules: access.nativeModules,
        ...(access.packageFiles ? { packageFiles: access.packageFiles } : {}),
      });
      if (props.originSecret) fn.bindOriginSecret(props.originSecret);
      if (access.sendsEmail) fn.allowSendEmail(props.emailSender);
      if (access.analyzesImages) fn.allowImageAnalysis();
      if (access.moderatesImages) fn.allowImageModeration();
      if (access.table) fn.bindTable(props.table, access.table);
      if (access.media) for (const keys of [access.mediaKeys ?? '*'].flat()) fn.bindMedia(props.media, access.media, keys);
      for (const keys of access.mediaReadKeys ?? []) fn.bindMedia(props.media, 'read', keys);
      for (const prefix of access.mediaListPrefixes ?? []) fn.bindMediaList(props.media, prefix);
      this.areaFunctions.set(area, fn);
      integrations.set(
        area,
        new HttpLambdaIntegration(`${area}-integration`, fn.fn, { scopePermissionToRoute: false }),
      );
    }

    const ids = new Set<string>();
    for (const route of routes) {
      const routeId = routeConstructId(route.key);
      if (ids.has(routeId)) throw new Error(`Two manifest routes map to construct id ${routeId}`);
      ids.add(routeId);
      const r = new HttpRoute(this, routeId, {
        httpApi: api,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrations.get(route.area)!,
        authorizer: authorizers[route.auth],
      });
      if (route.auth === 'public') {
        acknowledge(
          r,
          'AwsSolutions-APIG4',
          `"${route.key}" is public in the route manifest (auth: 'public'): it must answer without a session.`,
        );
      }
    }
  }
}
