/**
 * `WebStack` (`Seamline-<stage>-Web`): ONE CloudFront distribution for the whole app
 * (ARCHITECTURE §1), so cookies stay first-party and the API needs no CORS.
 *
 * - `/*`     → private S3 bucket of the built SPA through origin access control (the bucket
 *              policy admits only this distribution); extension-less paths → `/index.html`.
 * - `/api/*` → the HTTP API (`$default` stage); no caching, every viewer header/cookie/query
 *              forwarded except Host.
 * - `/ws`, `/ws/*` → the WebSocket API, rewritten to its stage path; no caching.
 *
 * Security headers ({@link SecurityHeaders}) on the site and API responses; HTTPS only
 * (HTTP redirects); TLS 1.2 (2021 policy) minimum with a custom domain; standard logs and
 * the site bucket's access logs go to a logs bucket. The SPA in `web/dist` is uploaded (and
 * the cache invalidated) only when it has been built, so `cdk synth` works without it.
 */
import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi, IWebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { acknowledge } from './nag';
import { existsSync } from 'node:fs';
import { deploySite } from './site-deployment';
import { spaRewriteCode, webSocketRewriteCode } from './edge-functions';
import { LogsBucket } from './logs-bucket';
import { SecurityHeaders } from './security-headers';

export interface WebStackProps extends StackProps {
  readonly httpApi: IHttpApi;
  readonly webSocketApi: IWebSocketApi;
  readonly webSocketStageName: string;
  readonly mediaBucket: IBucket;
  readonly domainName?: string;
  readonly certificateArn?: string;
  /** The built SPA folder (`web/dist`); skipped with a warning when it does not exist. */
  readonly webDistDir: string;
}

export class WebStack extends Stack {
  readonly distribution: Distribution;
  /** `https://<domain>`: the site's origin (APP_ORIGINS of the functions). */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const logs = new LogsBucket(this, 'AccessLogs').bucket;
    const siteBucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site/',
    });
    const headers = new SecurityHeaders(this, 'SecurityHeaders', {
      mediaOrigin: `https://${props.mediaBucket.bucketRegionalDomainName}`,
      webSocketSource: props.domainName ? `wss://${props.domainName}` : 'wss:',
    }).policy;
    const viewerRequest = (fnId: string, code: string) => [
      {
        eventType: FunctionEventType.VIEWER_REQUEST,
        function: new CloudFrontFunction(this, fnId, { code: FunctionCode.fromInline(code) }),
      },
    ];
    const apiDomain = (apiId: string) => `${apiId}.execute-api.${this.region}.${this.urlSuffix}`;
    const passThrough = {
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    } satisfies Partial<BehaviorOptions>;
    const webSocket: BehaviorOptions = {
      ...passThrough,
      origin: new HttpOrigin(apiDomain(props.webSocketApi.apiId), {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      }),
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
      functionAssociations: viewerRequest(
        'WebSocketRewrite',
        webSocketRewriteCode(props.webSocketStageName),
      ),
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Seamline ${this.stackName}`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      ...(props.domainName && props.certificateArn
        ? {
            domainNames: [props.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: viewerRequest('SpaRewrite', spaRewriteCode),
      },
      additionalBehaviors: {
        '/api/*': {
          ...passThrough,
          origin: new HttpOrigin(apiDomain(props.httpApi.apiId), {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
          }),
          allowedMethods: AllowedMethods.ALLOW_ALL,
          responseHeadersPolicy: headers,
        },
        '/ws': webSocket,
        '/ws/*': webSocket,
      },
    });
    this.siteUrl = `https://${props.domainName ?? this.distribution.distributionDomainName}`;
    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl });

    if (existsSync(props.webDistDir)) {
      deploySite(this, {
        source: props.webDistDir,
        bucket: siteBucket,
        distribution: this.distribution,
      });
    } else {
      Annotations.of(this).addWarningV2(
        '@seamline/web:no-dist',
        `${props.webDistDir} does not exist: the SPA is not uploaded. Run "npm run build:web" before deploying.`,
      );
    }
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'Seamline is a public social app for any country; no geo restriction is required.',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR2',
      'WAF is a per-account cost decision left to deployers; login/registration are rate-limited by the app and the API stages are throttled.',
    );
    if (!props.certificateArn) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR4',
        'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes; with domainName/certificateArn the minimum is TLSv1.2_2021.',
      );
    }
  }
}
