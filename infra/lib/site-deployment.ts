/**
 * Upload of the built SPA to the site bucket with a CloudFront invalidation, via CDK's
 * `BucketDeployment` (a CDK-managed custom-resource Lambda that runs only during deployments),
 * in two parts with their own Cache-Control:
 * - `assets/` (content-hashed file names): `public, max-age=31536000, immutable`, never pruned,
 *   so a page loaded before a deploy still finds its chunks;
 * - everything else (index.html, boot.js, favicon): `no-cache` (revalidated on every use, so a
 *   deploy is seen at once), uploaded after the assets, pruned (except `assets/`), invalidated.
 * Its cdk-nag findings concern that CDK-owned function, whose role and runtime CDK decides;
 * they are acknowledged here, finding by finding, with the reason.
 */
import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { acknowledge, wildcardFindings } from './nag';

export interface SiteDeploymentOptions {
  readonly source: string;
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
}

export function deploySite(scope: Construct, options: SiteDeploymentOptions): BucketDeployment {
  const assets = new BucketDeployment(scope, 'SiteAssets', {
    sources: [Source.asset(path.join(options.source, 'assets'))],
    destinationBucket: options.bucket,
    destinationKeyPrefix: 'assets/',
    cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
    prune: false,
    memoryLimit: 512,
  });
  const deployment = new BucketDeployment(scope, 'SiteDeployment', {
    sources: [Source.asset(options.source, { exclude: ['assets'] })],
    destinationBucket: options.bucket,
    // Keys under assets/ belong to the other deployment: never pruned by this one.
    exclude: ['assets/*'],
    cacheControl: [CacheControl.noCache()],
    distribution: options.distribution,
    distributionPaths: ['/*'],
    prune: true,
    memoryLimit: 512,
  });
  deployment.node.addDependency(assets);
  const handler = Stack.of(scope).node.children.find((c) =>
    c.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
  if (!handler) throw new Error('BucketDeployment handler not found');
  acknowledge(
    handler,
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    'CDK-owned BucketDeployment function: CDK attaches AWSLambdaBasicExecutionRole to its role; it runs only during deployments.',
  );
  acknowledge(
    handler,
    'AwsSolutions-L1',
    'CDK-owned BucketDeployment function: CDK pins its runtime (it bundles the AWS CLI layer); it runs only during deployments.',
  );
  for (const policy of handler.node
    .findAll()
    .filter((c): c is CfnPolicy => c instanceof CfnPolicy)) {
    for (const finding of wildcardFindings(policy, policy.policyDocument)) {
      acknowledge(
        handler,
        finding,
        'CDK-owned BucketDeployment function: CDK grants it object wildcards on the asset bucket and the site bucket it syncs, plus CloudFront invalidation.',
      );
    }
  }
  return deployment;
}
