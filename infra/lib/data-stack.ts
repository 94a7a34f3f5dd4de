/**
 * `DataStack` (`Seamline-<stage>-Data`): the stateful resources, deployed apart from everything
 * stateless so that replacing an API or the site can never touch the data.
 *
 * - The ONE DynamoDB table, derived from `tableDefinition` in `shared/db` (keys, GSIs, TTL and
 *   stream come from there, so infra and ElectroDB models cannot drift). On-demand billing,
 *   AWS-managed KMS encryption, point-in-time recovery, deletion protection, retained on stack
 *   deletion.
 * - The media bucket ({@link MediaBucket}) and its access-log bucket.
 */
import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  StreamViewType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { tableDefinition } from '@seamline/shared/db/table';
import { LogsBucket } from './logs-bucket';
import { MediaBucket } from './media-bucket';
import type { Bucket } from 'aws-cdk-lib/aws-s3';

export interface DataStackProps extends StackProps {
  /** Origins the media bucket's CORS rule allows (see `mediaCorsOrigins`). */
  readonly mediaCorsOrigins: string[];
}

export class DataStack extends Stack {
  readonly table: Table;
  readonly media: MediaBucket;
  readonly mediaBucket: Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const d = tableDefinition;
    const key = (name: string) => ({ name, type: AttributeType.STRING });

    this.table = new Table(this, 'Table', {
      partitionKey: key(d.partitionKey),
      sortKey: key(d.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      timeToLiveAttribute: d.ttlAttribute,
      stream: StreamViewType[d.streamViewType],
    });
    for (const gsi of d.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: gsi.indexName,
        partitionKey: key(gsi.partitionKey),
        sortKey: key(gsi.sortKey),
        projectionType: ProjectionType.ALL,
      });
    }

    const logs = new LogsBucket(this, 'AccessLogs');
    this.media = new MediaBucket(this, 'Media', {
      corsOrigins: props.mediaCorsOrigins,
      logsBucket: logs.bucket,
    });
    this.mediaBucket = this.media.bucket;
  }
}
