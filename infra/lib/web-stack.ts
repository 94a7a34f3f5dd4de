/**
 * `WebStack` (`Seamline-<stage>-Web`): ONE CloudFront distribution for the whole app
 * (ARCHITECTURE §1), so cookies stay first-party and the API needs no CORS.
 *
 * - `/*`     → private S3 bucket of the built SPA through origin access control (the bucket
 *              policy admits only this distribution); extension-less paths → `/index.html`.
 * - `/api/*`, `/ws`, `/ws/*` → the HTTP and WebSocket APIs, uncached ({@link gatewayBehaviors}).
 * - `/catalogue/*` → the media bucket's `catalogue/` keys (seeded catalogue images), cached
 *              ({@link catalogueBehavior}).
 *
 * AWS WAF (edge stack, issue 32 §3) guards the distribution when `webAclArn` is given (always by
 * `buildApp`). The API origins get CloudFront's origin-verify header ({@link OriginVerify}, issue 32 §2).
 * Security headers ({@link SecurityHeaders}) on the site and API responses; HTTPS only
 * (HTTP redirects); TLS 1.2 (2021 policy) minimum with a custom domain; standard logs and
 * the site bucket's access logs go to a logs bucket. The SPA in `web/dist` is uploaded (and
 * the cache invalidated) only when it has been built, so `cdk synth` works without it.
 */
import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi, IWebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  CachePolicy,
  Distribution,
  HttpVersion,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { acknowledge } from './nag';
import { existsSync } from 'node:fs';
import { deploySite } from './site-deployment';
import { spaRewriteCode } from './edge-functions';
import { catalogueBehavior } from './catalogue-images';
import { gatewayBehaviors, viewerRequest } from './gateway-behaviors';
import { LogsBucket } from './logs-bucket';
import { SecurityHeaders } from './security-headers';
import { OriginVerify } from './origin-verify';

export interface WebStackProps extends StackProps {
  readonly httpApi: IHttpApi;
  readonly webSocketApi: IWebSocketApi;
  readonly webSocketStageName: string;
  readonly mediaBucket: IBucket;
  readonly domainName?: string;
  readonly certificateArn?: string;
  /** The built SPA folder (`web/dist`); skipped with a warning when it does not exist. */
  readonly webDistDir: string;
  /** Issue 32 §3: ARN of the AWS WAF web ACL (scope CLOUDFRONT, edge stack) guarding the distribution. */
  readonly webAclArn?: string;
}

export class WebStack extends Stack {
  readonly distribution: Distribution;
  /** Issue 32 §2: the secret CloudFront sends to the API origins, and its rotation. */
  readonly originVerify: OriginVerify;
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
      mediaOrigins: [`https://${props.mediaBucket.bucketRegionalDomainName}`],
      webSocketSources: [props.domainName ? `wss://${props.domainName}` : 'wss:'],
    }).policy;
    this.originVerify = new OriginVerify(this, 'OriginVerify');

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Seamline ${this.stackName}`,
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
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
        functionAssociations: viewerRequest(this, 'SpaRewrite', spaRewriteCode),
      },
      additionalBehaviors: {
        ...gatewayBehaviors(this, {
          httpApiId: props.httpApi.apiId,
          webSocketApiId: props.webSocketApi.apiId,
          webSocketStageName: props.webSocketStageName,
          responseHeadersPolicy: headers,
          originHeaders: this.originVerify.originHeaders,
        }),
        ...catalogueBehavior(this, props.mediaBucket),
      },
    });
    this.originVerify.rotate(this.distribution);
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
    if (!props.webAclArn) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR2',
        'Built without the edge stack (tests of the web stack alone): buildApp always passes the WAF web ACL (issue 32 §3).',
      );
    }
    if (!props.certificateArn) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR4',
        'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes; with domainName/certificateArn the minimum is TLSv1.2_2021.',
      );
    }
  }
}
