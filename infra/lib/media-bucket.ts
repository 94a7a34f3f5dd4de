/**
 * `MediaBucket`: user photos (closet items, posts, retained body-scan copies), uploaded by the browser
 * with presigned POSTs and read through presigned GET URLs (ARCHITECTURE §9).
 *
 * Security choices: all public access blocked (only presigned requests reach objects), SSE-S3
 * encryption, TLS-only bucket policy, server access logs to `logsBucket`. CORS allows exactly
 * the site's origins (`POST`/`PUT` uploads, `GET`/`HEAD` reads). Not versioned on purpose:
 * deleting a photo must delete it (privacy), not leave a noncurrent version behind.
 *
 * Catalogue images (issue 6): CloudFront may read keys under `catalogue/` ONLY (the seeded
 * illustrations behind `/catalogue/*`, infra/lib/catalogue-images.ts): a bucket policy grants
 * `s3:GetObject` on `catalogue/*` to the CloudFront service for distributions of this account.
 * The distribution's id cannot be named here without making this stack depend on the Web
 * stack (which depends on this one), hence `distribution/*`; user photos are never granted.
 *
 * Scan photos never come here (they travel in the scan request and are analysed in memory);
 * only the sanitized copy a person keeps is written, under `scans/retained/`.
 *
 * Lifecycle: closet photo uploads under
 * `uploads/closet/` that no item was saved with, and outfit photo uploads under `uploads/outfits/`
 * that no suggestion was saved with, expire after one day too; incomplete multipart
 * uploads are aborted after one day.
 */
import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { ManagedPolicy, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { CATALOGUE_PREFIX } from '@seamline/shared/db/catalogue-items';
import { DATA_EXPORT_KEEP_DAYS } from '@seamline/shared/contracts/data-export';
import { EXPORTS_PREFIX } from '@seamline/shared/contracts/media';
import { acknowledge, wildcardResourceFinding } from './nag';

/** Key prefix of closet photo uploads (issue 7): saving an item re-encodes and deletes them; unattached ones expire after one day. */
export const CLOSET_UPLOAD_PREFIX = 'uploads/closet/';
/** Key prefix of outfit photo uploads (issue 20): saving a suggestion re-encodes and deletes them; unattached ones expire after one day. */
export const OUTFIT_UPLOAD_PREFIX = 'uploads/outfits/';

export type BucketAccess = 'read' | 'write' | 'read-write';

const objectActions: Record<BucketAccess, string[]> = {
  read: ['s3:GetObject'],
  write: ['s3:PutObject', 's3:DeleteObject'],
  'read-write': ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
};

export interface MediaBucketProps {
  /** Origins allowed by CORS (the site origin, `https://…`). */
  readonly corsOrigins: string[];
  /** Server access log destination. */
  readonly logsBucket: IBucket;
}

export class MediaBucket extends Construct {
  readonly bucket: Bucket;
  private readonly policies = new Map<string, ManagedPolicy>();

  constructor(scope: Construct, id: string, props: MediaBucketProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: false,
      serverAccessLogsBucket: props.logsBucket,
      serverAccessLogsPrefix: 'media/',
      removalPolicy: RemovalPolicy.RETAIN,
      cors: [
        {
          allowedOrigins: props.corsOrigins,
          allowedMethods: [HttpMethods.POST, HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag', 'Location'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        {
          id: 'expire-unattached-closet-uploads',
          prefix: CLOSET_UPLOAD_PREFIX,
          expiration: Duration.days(1),
        },
        {
          id: 'expire-unattached-outfit-uploads',
          prefix: OUTFIT_UPLOAD_PREFIX,
          expiration: Duration.days(1),
        },
        {
          // Data export archives (issue 22): the download is offered for DATA_EXPORT_KEEP_DAYS.
          id: 'expire-data-exports',
          prefix: EXPORTS_PREFIX,
          expiration: Duration.days(DATA_EXPORT_KEEP_DAYS),
        },
        {
          id: 'abort-incomplete-multipart-uploads',
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
    });
    this.bucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontReadsCatalogueImages',
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.bucket.arnForObjects(`${CATALOGUE_PREFIX}*`)],
        conditions: {
          ArnLike: { 'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/*` },
        },
      }),
    );
  }

  /**
   * `s3:ListBucket` of this bucket limited to keys under `prefix` (condition `s3:prefix`), created
   * once per prefix in THIS stack. The retention pass lists a person's retained scan photos
   * (issue 22); without it S3 also answers a missing key with 403 instead of 404.
   */
  listPolicy(prefix: string): ManagedPolicy {
    const key = `list ${prefix}`;
    let policy = this.policies.get(key);
    if (!policy) {
      policy = new ManagedPolicy(this, `List-${prefix.replace(/[^A-Za-z0-9]/g, '')}`, {
        description: `Seamline media: list keys under ${prefix}`,
        statements: [
          new PolicyStatement({
            actions: ['s3:ListBucket'],
            resources: [this.bucket.bucketArn],
            conditions: { StringLike: { 's3:prefix': [`${prefix}*`] } },
          }),
        ],
      });
      this.policies.set(key, policy);
    }
    return policy;
  }

  /**
   * ONE policy for a role that works under several key prefixes (account deletion, issue 22):
   * object access `access` on `<prefix>*` of each and `s3:ListBucket` conditioned on those
   * prefixes — one managed policy instead of two per prefix keeps the role under IAM's quota of
   * managed policies per role. Created once per `name` in THIS stack.
   */
  prefixesPolicy(
    name: string,
    access: BucketAccess,
    prefixes: readonly string[],
    reason = `Account deletion removes every object a person owns: ${access} access on each per-person key prefix of this one bucket.`,
  ): ManagedPolicy {
    const key = `prefixes ${name}`;
    let policy = this.policies.get(key);
    if (!policy) {
      const resources = prefixes.map((prefix) => this.bucket.arnForObjects(`${prefix}*`));
      policy = new ManagedPolicy(this, `Prefixes-${name.replace(/[^A-Za-z0-9]/g, '')}`, {
        description: `Seamline media: ${access} and list under ${prefixes.join(', ')}`,
        statements: [
          new PolicyStatement({ actions: objectActions[access], resources }),
          new PolicyStatement({
            actions: ['s3:ListBucket'],
            resources: [this.bucket.bucketArn],
            conditions: { StringLike: { 's3:prefix': prefixes.map((prefix) => `${prefix}*`) } },
          }),
        ],
      });
      for (const resource of resources)
        acknowledge(
          policy,
          wildcardResourceFinding(policy, resource),
          reason,
        );
      this.policies.set(key, policy);
    }
    return policy;
  }

  /**
   * A customer-managed policy with object access (`access`) to keys matching `keyPattern`,
   * created once per (access, pattern) in THIS stack and attached to function roles. Kept here
   * so the wildcard ARN is local to the bucket's stack and acknowledged with its exact finding.
   */
  accessPolicy(access: BucketAccess, keyPattern = '*'): ManagedPolicy {
    const key = `${access} ${keyPattern}`;
    let policy = this.policies.get(key);
    if (!policy) {
      const resource = this.bucket.arnForObjects(keyPattern);
      policy = new ManagedPolicy(
        this,
        `Access-${access}-${keyPattern.replace(/[^A-Za-z0-9]/g, '') || 'all'}`,
        {
          description: `Seamline media objects: ${key}`,
          statements: [
            new PolicyStatement({ actions: objectActions[access], resources: [resource] }),
          ],
        },
      );
      if (resource.includes('*')) {
        acknowledge(
          policy,
          wildcardResourceFinding(policy, resource),
          `Media object keys are created at run time (user uploads), so ${access} access is granted on the key pattern "${keyPattern}" of this one bucket.`,
        );
      }
      this.policies.set(key, policy);
    }
    return policy;
  }
}
