/**
 * The CloudFront behaviours that pass requests through to API Gateway (same origin as the
 * SPA, so cookies stay first-party and the API needs no CORS):
 *
 * - `/api/*` → the HTTP API's `$default` stage: every method, no caching, every viewer header,
 *   cookie and query string forwarded except Host (API Gateway routes on its own host name),
 *   plus `x-viewer-address` (the viewer's IP, set by a viewer-request function);
 * - `/ws`, `/ws/*` → the WebSocket API, rewritten to `/<stage>` by a viewer-request function
 *   (API Gateway WebSocket APIs answer 403 to any longer path), no caching, all headers
 *   (`Sec-WebSocket-*`, Cookie) forwarded.
 *
 * Origins are HTTPS-only with TLS 1.2, and both send `originHeaders` (the origin-verify secret,
 * issue 32 §2: the functions refuse requests without it, so the execute-api endpoints are of no
 * use to a caller that bypasses CloudFront; a viewer's header of that name is replaced).
 */
import { Stack } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type FunctionAssociation,
  type IResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { Construct } from 'constructs';
import { viewerAddressCode, webSocketRewriteCode } from './edge-functions';

export interface GatewayBehaviorsProps {
  readonly httpApiId: string;
  readonly webSocketApiId: string;
  readonly webSocketStageName: string;
  /** Security headers added to API responses. */
  readonly responseHeadersPolicy: IResponseHeadersPolicy;
  /** Custom headers CloudFront adds to every request to both API origins (origin verify). */
  readonly originHeaders?: Record<string, string>;
}

/** A viewer-request CloudFront Function (JS 2.0 runtime) with inline `code`. */
export function viewerRequest(scope: Construct, id: string, code: string): FunctionAssociation[] {
  return [
    {
      eventType: FunctionEventType.VIEWER_REQUEST,
      function: new CloudFrontFunction(scope, id, { code: FunctionCode.fromInline(code) }),
    },
  ];
}

export function gatewayBehaviors(
  scope: Construct,
  props: GatewayBehaviorsProps,
): Record<string, BehaviorOptions> {
  const stack = Stack.of(scope);
  const origin = (apiId: string) =>
    new HttpOrigin(`${apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      ...(props.originHeaders ? { customHeaders: props.originHeaders } : {}),
    });
  const passThrough = {
    cachePolicy: CachePolicy.CACHING_DISABLED,
    originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
  } satisfies Partial<BehaviorOptions>;
  const webSocket: BehaviorOptions = {
    ...passThrough,
    origin: origin(props.webSocketApiId),
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
    functionAssociations: viewerRequest(
      scope,
      'WebSocketRewrite',
      webSocketRewriteCode(props.webSocketStageName),
    ),
  };
  return {
    '/api/*': {
      ...passThrough,
      origin: origin(props.httpApiId),
      allowedMethods: AllowedMethods.ALLOW_ALL,
      responseHeadersPolicy: props.responseHeadersPolicy,
      functionAssociations: viewerRequest(scope, 'ApiViewerAddress', viewerAddressCode),
    },
    '/ws': webSocket,
    '/ws/*': webSocket,
  };
}
