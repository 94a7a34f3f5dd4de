/**
 * `EventsStack` (`Seamline-<stage>-Events`): the DynamoDB stream processors (ARCHITECTURE §8),
 * one function per entry of `events/processors.ts` (the list the local poller reads too).
 *
 * Each event source mapping filters records with the processor's own `filterPatterns` (Lambda
 * is not even invoked for other changes), reports partial batch failures, bisects a failing
 * batch to isolate the poison record, retries 5 times within 24 h, and then sends the record's
 * metadata to an encrypted, TLS-only SQS queue (the on-failure destination, alarmed on by the
 * observability stack). Processors may read/write table items and push to WebSocket clients.
 *
 * Also the daily data-retention job (issue 22): an EventBridge rule (cron 03:30 UTC) invoking
 * `functions/measurements/retention-job.ts`.
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IManagedPolicy } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { Construct } from 'constructs';
import { acknowledge } from './nag';
import { join } from 'node:path';
import { DEFAULT_PROCESSOR_TIMEOUT_SECONDS, processors, STREAM_MAX_RECORD_AGE_HOURS, STREAM_RETRY_ATTEMPTS } from '@seamline/events/processors';
import { ApiFunction } from './api-function';
import { RETAINED_SCAN_KEYS, RETAINED_SCAN_PREFIX } from './area-access';
import type { MediaBucket } from './media-bucket';
import { eventsDir, functionsDir } from './paths';

/** When the retention job runs (issue 22): daily at 03:30 UTC, a quiet hour for the app. */
export const RETENTION_SCHEDULE = { minute: '30', hour: '3' } as const;

export interface EventsStackProps extends StackProps {
  /** The table; must have its stream enabled. */
  readonly table: ITable;
  /** Gateway stack's ManageConnections policy for the `live` stage. */
  readonly manageConnectionsPolicy: IManagedPolicy;
  readonly environment: Record<string, string>;
  /** The media bucket (the retention job deletes retained scan photos). */
  readonly media: MediaBucket;
  /** SES sender of processors that send email (the data export's 'ready' email). */
  readonly emailSender: string;
  /** The site's URL (links in those emails). */
  readonly appUrl: string;
}

/** `session-ended` → `SessionEnded`. */
const pascal = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

export class EventsStack extends Stack {
  readonly processorFunctions: ApiFunction[] = [];
  readonly failureQueue: Queue;
  /** The daily data-retention job (issue 22; functions/measurements/retention-job.ts). */
  readonly retentionJob: ApiFunction;
  readonly retentionRule: Rule;

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    this.failureQueue = new Queue(this, 'StreamFailures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(
      this.failureQueue,
      'AwsSolutions-SQS3',
      'This queue IS the on-failure destination of the stream processors (records that exhausted their retries); nothing consumes it automatically, so a DLQ of its own would never receive anything.',
    );

    for (const processor of processors) {
      const fn = new ApiFunction(this, `Processor${pascal(processor.name)}`, {
        entry: join(eventsDir, processor.entry),
        service: `processor-${processor.name}`,
        description: `Seamline stream processor "${processor.name}"`,
        environment: {
          ...props.environment,
          ...(processor.sendsEmail ? { EMAIL_TRANSPORT: 'ses', SES_SENDER: props.emailSender, APP_URL: props.appUrl } : {}),
        },
        timeout: Duration.seconds(processor.timeoutSeconds ?? DEFAULT_PROCESSOR_TIMEOUT_SECONDS),
        ...(processor.memorySize ? { memorySize: processor.memorySize } : {}),
      })
        .bindTable(props.table, 'write')
        .allowManageConnections(props.manageConnectionsPolicy);
      // Account deletion (issue 22) lists and deletes every object under the person's prefixes.
      if (processor.mediaPrefixes) fn.bindMediaPrefixes(props.media, processor.name, 'write', processor.mediaPrefixes);
      // The data export (issue 22) reads the person's media and writes the archive.
      if (processor.mediaReads)
        fn.bindMediaPrefixes(props.media, `${processor.name}-read`, 'read', processor.mediaReads, 'The data export copies every object a person owns: read access on each per-person key prefix of this one bucket.');
      if (processor.mediaWrites)
        fn.bindMediaPrefixes(props.media, `${processor.name}-write`, 'write', processor.mediaWrites, 'The data export writes each person\'s archive under their own key prefix of this one bucket.');
      if (processor.sendsEmail) fn.allowSendEmail(props.emailSender);
      fn.fn.addEventSource(
        new DynamoEventSource(props.table, {
          startingPosition: StartingPosition.TRIM_HORIZON,
          batchSize: processor.batchSize,
          bisectBatchOnError: true,
          reportBatchItemFailures: true,
          retryAttempts: STREAM_RETRY_ATTEMPTS,
          maxRecordAge: Duration.hours(STREAM_MAX_RECORD_AGE_HOURS),
          onFailure: new SqsDlq(this.failureQueue),
          filters: processor.filterPatterns.map((pattern) => FilterCriteria.filter(pattern)),
        }),
      );
      this.processorFunctions.push(fn);
    }

    // Data retention (issue 22): one run a day over every person (users directory Query), 15 min
    // at most; a run cut short or failed is finished by the next one (the pass is idempotent).
    this.retentionJob = new ApiFunction(this, 'RetentionJob', {
      entry: join(functionsDir, 'measurements', 'retention-job.ts'),
      service: 'retention-job',
      description: 'Seamline daily data retention (retained scan photos, measurement history)',
      environment: props.environment,
      timeout: Duration.minutes(15),
    })
      .bindTable(props.table, 'write')
      .bindMedia(props.media, 'write', RETAINED_SCAN_KEYS)
      .bindMediaList(props.media, RETAINED_SCAN_PREFIX);
    this.retentionRule = new Rule(this, 'RetentionSchedule', {
      description: 'Daily data retention run (issue 22)',
      schedule: Schedule.cron(RETENTION_SCHEDULE),
      targets: [new LambdaFunction(this.retentionJob.fn, { retryAttempts: 2, maxEventAge: Duration.hours(6) })],
    });
  }
}
