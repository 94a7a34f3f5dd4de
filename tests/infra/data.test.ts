/** Data stack: the table comes from `tableDefinition`; buckets are private, encrypted, TLS-only. */
import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { tableDefinition } from '@seamline/shared/db/table';
import { readStageConfig } from '@seamline/infra/lib/config';
import { App } from 'aws-cdk-lib';
import { PARTS, STAGE, resourcesOfType, refId, synthesize, type CfnJson } from './synth';

const app = synthesize();
const data = app.templates.Data;
const dataJson = app.json.Data;

describe('data stack: the table', () => {
  const [[, table]] = resourcesOfType(dataJson, 'AWS::DynamoDB::Table') as [[string, CfnJson]];
  const p = table.Properties;

  it('has exactly the keys, GSIs, TTL and stream of shared/db tableDefinition', () => {
    const d = tableDefinition;
    expect(p.KeySchema).toEqual([
      { AttributeName: d.partitionKey, KeyType: 'HASH' },
      { AttributeName: d.sortKey, KeyType: 'RANGE' },
    ]);
    expect(p.GlobalSecondaryIndexes).toEqual(
      d.globalSecondaryIndexes.map((g) => ({
        IndexName: g.indexName,
        KeySchema: [
          { AttributeName: g.partitionKey, KeyType: 'HASH' },
          { AttributeName: g.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    const keyAttrs = [
      d.partitionKey,
      d.sortKey,
      ...d.globalSecondaryIndexes.flatMap((g) => [g.partitionKey, g.sortKey]),
    ];
    expect(p.AttributeDefinitions).toEqual(
      keyAttrs.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    );
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: d.ttlAttribute, Enabled: true });
    expect(p.StreamSpecification).toEqual({ StreamViewType: d.streamViewType });
  });

  it('is on-demand, encrypted with the AWS-managed key, point-in-time recoverable, deletion-protected and retained', () => {
    expect(p.BillingMode).toBe('PAY_PER_REQUEST');
    // SSEEnabled without a key = the AWS-managed `aws/dynamodb` KMS key.
    expect(p.SSESpecification).toEqual({ SSEEnabled: true });
    expect(p.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(p.DeletionProtectionEnabled).toBe(true);
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    expect(p.TableName).toBeUndefined();
  });
});

describe('data stack: the media bucket', () => {
  const buckets = resourcesOfType(dataJson, 'AWS::S3::Bucket');
  const [mediaId, media] = buckets.find(([id]) => id.startsWith('Media'))!;
  const mp = media.Properties!;

  it('blocks all public access, encrypts with SSE-S3, is not versioned, and is retained', () => {
    expect(mp.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(mp.BucketEncryption.ServerSideEncryptionConfiguration).toEqual([
      { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
    ]);
    expect(mp.VersioningConfiguration).toBeUndefined();
    expect(media.DeletionPolicy).toBe('Retain');
  });

  it('denies every request that is not over TLS', () => {
    data.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: mediaId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Principal: { AWS: '*' },
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it('aborts incomplete multipart uploads; has no scan-photo rule (scan photos are never stored)', () => {
    expect(mp.LifecycleConfiguration.Rules.some((r: { Prefix?: string }) => r.Prefix?.startsWith('scans/'))).toBe(false);
    expect(mp.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
          Status: 'Enabled',
        }),
      ]),
    );
  });

  it('allows presigned POST uploads and reads from CloudFront origins only (no custom domain)', () => {
    expect(mp.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({
        AllowedMethods: ['POST', 'PUT', 'GET', 'HEAD'],
        AllowedOrigins: ['https://*.cloudfront.net'],
      }),
    ]);
  });

  it('writes server access logs to the logs bucket, which keeps them 90 days', () => {
    const [logsId, logs] = buckets.find(([id]) => id.startsWith('AccessLogs'))!;
    expect(refId(mp.LoggingConfiguration.DestinationBucketName)).toBe(logsId);
    expect(logs.Properties!.LifecycleConfiguration.Rules).toEqual([
      expect.objectContaining({ ExpirationInDays: 90, Status: 'Enabled' }),
    ]);
    expect(logs.Properties!.PublicAccessBlockConfiguration.BlockPublicAcls).toBe(true);
  });
});

describe('stage configuration', () => {
  it('names every stack Seamline-<stage>-<Part>', () => {
    expect(app.assembly.stacks.map((s) => s.stackName).sort()).toEqual(
      PARTS.map((p) => `Seamline-${STAGE}-${p}`).sort(),
    );
  });

  it('gives no resource a hard-coded physical name, so stages deploy side by side', () => {
    // A name the service requires (WAF's log group must be `aws-waf-logs-…`) may be given when it
    // carries the stage's stack name, which keeps stages apart.
    const stageScoped = (value: unknown) => typeof value === 'string' && value.includes(`Seamline-${STAGE}-`);
    const nameProps: Record<string, string> = {
      'AWS::DynamoDB::Table': 'TableName',
      'AWS::S3::Bucket': 'BucketName',
      'AWS::Lambda::Function': 'FunctionName',
      'AWS::IAM::Role': 'RoleName',
      'AWS::IAM::ManagedPolicy': 'ManagedPolicyName',
      'AWS::SQS::Queue': 'QueueName',
      'AWS::SNS::Topic': 'TopicName',
      'AWS::Logs::LogGroup': 'LogGroupName',
      'AWS::CloudWatch::Dashboard': 'DashboardName',
    };
    for (const part of PARTS) {
      for (const [id, r] of Object.entries(app.json[part].Resources)) {
        const prop = nameProps[r.Type];
        if (prop && !stageScoped(r.Properties?.[prop])) expect(r.Properties?.[prop], `${part}/${id}.${prop}`).toBeUndefined();
      }
    }
  });

  it('refuses a custom domain without its certificate and a certificate outside us-east-1', () => {
    const read = (context: Record<string, unknown>) => readStageConfig(new App({ context }).node);
    expect(() => read({ domainName: 'seamline.example.com' })).toThrow(/together/);
    expect(() =>
      read({
        domainName: 'seamline.example.com',
        certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/x',
      }),
    ).toThrow(/us-east-1/);
    expect(() => read({ stage: 'Prod_1' })).toThrow(/stage/);
    expect(read({}).stage).toBe('dev');
  });
});
