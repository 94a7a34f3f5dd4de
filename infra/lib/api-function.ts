/**
 * `ApiFunction`: every Seamline Lambda function (API areas, authorizers, realtime, stream
 * processors) with the project defaults set once (ARCHITECTURE §12):
 *
 * - `NodejsFunction` bundled by the LOCAL esbuild with {@link cdkBundling} (ESM, minified,
 *   source maps), Node.js 22 on arm64 (Graviton: cheaper per ms), X-Ray tracing active;
 * - its own log group with a retention (logs do not pile up forever);
 * - Powertools service name / metrics namespace and `--enable-source-maps` in the environment;
 * - its own role with NO AWS-managed policy: it may write to its own log group and nothing
 *   else until a `bind*`/`allow*` method grants a specific, scoped permission (least privilege).
 */
import { ArnFormat, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal, type IManagedPolicy } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { tableDefinition } from '@seamline/shared/db/table';
import { cdkBundling, nativeBundling, type PackageFileCopy } from './bundling';
import type { BucketAccess, MediaBucket } from './media-bucket';
import { acknowledge } from './nag';

export type TableAccess = 'read' | 'write';

export interface ApiFunctionProps {
  /** Absolute path of the TypeScript entry module. */
  readonly entry: string;
  /** Exported handler name in the entry module (default `handler`). */
  readonly handler?: string;
  /** Powertools service name (`auth`, `realtime`, `processor-session-ended`, …). */
  readonly service: string;
  readonly description?: string;
  readonly environment?: Record<string, string>;
  readonly memorySize?: number;
  readonly timeout?: Duration;
  readonly logRetention?: RetentionDays;
  /** Native modules to ship in node_modules instead of bundling (see `nativeBundling`). */
  readonly nativeModules?: readonly string[];
  /** Single package files copied into the asset's node_modules (see `nativeBundling`). */
  readonly packageFiles?: readonly PackageFileCopy[];
}

/** DynamoDB actions per access level; `write` includes `read`. Never `dynamodb:*`, never Scan. */
export const tableActions: Record<TableAccess, string[]> = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
  write: [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
    'dynamodb:TransactWriteItems',
    'dynamodb:ConditionCheckItem',
  ],
};

export class ApiFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Seamline ${props.service} function (least privilege)`,
    });
    this.logGroup.grantWrite(this.role);
    this.fn = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: props.handler ?? 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      role: this.role,
      logGroup: this.logGroup,
      bundling: props.nativeModules?.length ? nativeBundling(props.nativeModules, props.packageFiles) : cdkBundling,
      environment: {
        POWERTOOLS_SERVICE_NAME: props.service,
        POWERTOOLS_METRICS_NAMESPACE: 'Seamline',
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
    });
    acknowledge(
      this.role,
      'AwsSolutions-IAM5[Resource::*]',
      'X-Ray PutTraceSegments/PutTelemetryRecords have no resource-level permissions, so active tracing needs Resource "*" (stream processors: dynamodb:ListStreams, likewise); no item, object or connection action is ever granted on "*".',
    );
    acknowledge(
      this.fn,
      'AwsSolutions-L1',
      'Node.js 22 is pinned on purpose: the whole project (node@22 devDependency, esbuild target node22, local runtime and tests) runs on Node 22, the runtime the code is verified on.',
    );
  }

  /** Item-level DynamoDB access to the table and its GSIs (named from `tableDefinition`, no `index/*`). */
  bindTable(table: ITable, access: TableAccess): this {
    const indexArns = tableDefinition.globalSecondaryIndexes.map(
      (g) => `${table.tableArn}/index/${g.indexName}`,
    );
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: tableActions[access],
        resources: [table.tableArn, ...indexArns],
      }),
    );
    return this;
  }

  /** Object access to the media bucket through the data stack's scoped policy (never `s3:*`). */
  bindMedia(media: MediaBucket, access: BucketAccess, keyPattern = '*'): this {
    this.role.addManagedPolicy(media.accessPolicy(access, keyPattern));
    return this;
  }

  /** Object `access` and listing under several key prefixes in ONE policy (`MediaBucket.prefixesPolicy`). */
  bindMediaPrefixes(media: MediaBucket, name: string, access: BucketAccess, prefixes: readonly string[], reason?: string): this {
    this.role.addManagedPolicy(media.prefixesPolicy(name, access, prefixes, reason));
    return this;
  }

  /** List keys of the media bucket under `prefix` only (the data stack's scoped policy). */
  bindMediaList(media: MediaBucket, prefix: string): this {
    this.role.addManagedPolicy(media.listPolicy(prefix));
    return this;
  }

  /**
   * `ses:SendEmail` from ONE sender identity: the address and its domain (SES authorizes
   * against whichever identity is verified), in this stack's region and account.
   */
  allowSendEmail(sender: string): this {
    const stack = Stack.of(this);
    const domain = sender.split('@')[1];
    const identity = (name: string) =>
      stack.formatArn({ service: 'ses', resource: 'identity', resourceName: name, arnFormat: ArnFormat.SLASH_RESOURCE_NAME });
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [identity(sender), ...(domain ? [identity(domain)] : [])],
      }),
    );
    return this;
  }

  /**
   * Rekognition image analysis of request bytes (DetectLabels, DetectFaces,
   * DetectModerationLabels: no resource-level permissions, so Resource "*"; no collection,
   * stream or S3 object is touched).
   */
  allowImageAnalysis(): this {
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['rekognition:DetectLabels', 'rekognition:DetectFaces', 'rekognition:DetectModerationLabels'],
        resources: ['*'],
      }),
    );
    return this;
  }

  /** Issue 33 §5: image moderation of uploads with Rekognition (DetectModerationLabels only; no resource-level permissions). */
  allowImageModeration(): this {
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['rekognition:DetectModerationLabels'], resources: ['*'] }));
    return this;
  }

  /**
   * Issue 32 §2: read the origin-verify secret (GetSecretValue, DescribeSecret on that secret
   * only) and name it in `ORIGIN_VERIFY_SECRET_ARN`, which turns the function's check on.
   */
  bindOriginSecret(secret: ISecret): this {
    secret.grantRead(this.role);
    this.fn.addEnvironment('ORIGIN_VERIFY_SECRET_ARN', secret.secretArn);
    return this;
  }

  /** Push/close WebSocket connections of ONE stage (the gateway stack's scoped policy). */
  allowManageConnections(manageConnections: IManagedPolicy): this {
    this.role.addManagedPolicy(manageConnections);
    return this;
  }
}
