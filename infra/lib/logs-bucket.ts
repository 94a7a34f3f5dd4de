/**
 * `LogsBucket`: the destination of S3 server access logs and CloudFront standard logs of one
 * stack. Private (all public access blocked), SSE-S3 encrypted (CloudFront log delivery cannot
 * write to SSE-KMS buckets), TLS-only, objects expire after `retentionDays` (default 90).
 * Object ownership `BucketOwnerPreferred` because CloudFront standard logging delivers with ACLs.
 * It does not log its own access (that would loop); cdk-nag's S1 recognises a log bucket.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface LogsBucketProps {
  /** Days an access-log object is kept (default 90). */
  readonly retentionDays?: number;
}

export class LogsBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: LogsBucketProps = {}) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(props.retentionDays ?? 90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
