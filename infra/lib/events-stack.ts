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
 * Also the daily data-retention job (issues 22 and 35): an EventBridge rule (cron 03:30 UTC)
 * starting the retention state machine — the planner (`functions/measurements/retention-job.ts`)
 * creates the run's segment items and answers the segments not done; a Map runs every segment at
 * once, each a loop of the segment worker (`retention-segment-job.ts`, 15 min) until it answers
 * `done` (`held`: a live lease elsewhere — wait a minute, ask again). Failed and timed-out executions are alarmed on by the
 * observability stack; re-running an execution with the same input resumes at the cursors.
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IManagedPolicy } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { SfnStateMachine } from 'aws-cdk-lib/aws-events-targets';
import { RuleTargetInput, EventField } from 'aws-cdk-lib/aws-events';
import { Choice, Condition, DefinitionBody, JsonPath, LogLevel, Map as SfnMap, StateMachine, Succeed, TaskInput, Wait, WaitTime } from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { RETENTION_SHARDS } from '@seamline/shared/db/entities/user';
import type { Construct } from 'constructs';
import { acknowledge, wildcardResourceFinding } from './nag';
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
  /** The daily data-retention job's planner (issues 22, 35; functions/measurements/retention-job.ts). */
  readonly retentionJob: ApiFunction;
  /** The retention segment worker (issue 35; functions/measurements/retention-segment-job.ts). */
  readonly retentionWorker: ApiFunction;
  /** Plan → Map of segments (each a worker loop until done); started daily by {@link retentionRule}. */
  readonly retentionStateMachine: StateMachine;
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

    // Data retention (issues 22, 35): one run a day, partitioned into RETENTION_SHARDS segments
    // with persisted cursors (functions/measurements/retention-run.ts).
    this.retentionJob = new ApiFunction(this, 'RetentionJob', {
      entry: join(functionsDir, 'measurements', 'retention-job.ts'),
      service: 'retention-job',
      description: 'Seamline daily data retention: plans the run (one segment item per shard)',
      environment: props.environment,
      timeout: Duration.minutes(1),
    }).bindTable(props.table, 'write');
    this.retentionWorker = new ApiFunction(this, 'RetentionWorker', {
      entry: join(functionsDir, 'measurements', 'retention-segment-job.ts'),
      service: 'retention-worker',
      description: 'Seamline daily data retention: works one segment from its cursor (retained scan photos, measurement history, stuck deletions)',
      environment: props.environment,
      timeout: Duration.minutes(15),
    })
      .bindTable(props.table, 'write')
      .bindMedia(props.media, 'write', RETAINED_SCAN_KEYS)
      .bindMediaList(props.media, RETAINED_SCAN_PREFIX);

    const plan = new LambdaInvoke(this, 'PlanRetentionRun', {
      lambdaFunction: this.retentionJob.fn,
      payload: TaskInput.fromObject({ time: JsonPath.stringAt('$.time') }),
      payloadResponseOnly: true,
    }).addRetry({ errors: ['States.ALL'], maxAttempts: 3, interval: Duration.seconds(30), backoffRate: 2 });
    // A failed invocation is retried: a thrown error gave the lease back, a timeout's lease ended
    // with it; the next one resumes at the cursor. `held` (a lease still live: another worker, or
    // a crashed one whose lease has not run out yet) waits a minute and asks again.
    const work = new LambdaInvoke(this, 'WorkRetentionSegment', {
      lambdaFunction: this.retentionWorker.fn,
      payloadResponseOnly: true,
    }).addRetry({ errors: ['States.ALL'], maxAttempts: 5, interval: Duration.minutes(1), backoffRate: 2 });
    work.next(
      new Choice(this, 'SegmentFinished?')
        .when(Condition.booleanEquals('$.done', true), new Succeed(this, 'SegmentFinished'))
        .when(Condition.booleanEquals('$.held', true), new Wait(this, 'SegmentHeld', { time: WaitTime.duration(Duration.minutes(1)) }).next(work))
        .otherwise(work),
    );
    const segments = new SfnMap(this, 'RetentionSegments', {
      itemsPath: JsonPath.stringAt('$.segments'),
      maxConcurrency: RETENTION_SHARDS,
      resultPath: JsonPath.DISCARD,
    }).itemProcessor(work);
    this.retentionStateMachine = new StateMachine(this, 'RetentionRun', {
      definitionBody: DefinitionBody.fromChainable(plan.next(segments)),
      timeout: Duration.hours(20),
      tracingEnabled: true,
      logs: {
        destination: new LogGroup(this, 'RetentionRunLogs', { retention: RetentionDays.ONE_MONTH }),
        level: LogLevel.ALL,
        includeExecutionData: false,
      },
    });
    const machineRole = this.retentionStateMachine.role;
    acknowledge(
      machineRole,
      'AwsSolutions-IAM5[Resource::*]',
      'X-Ray PutTraceSegments/PutTelemetryRecords and GetSamplingRules/Targets (state machine tracing) have no resource-level permissions; the role invokes only the two retention functions.',
    );
    for (const fn of [this.retentionJob.fn, this.retentionWorker.fn])
      acknowledge(
        machineRole,
        wildcardResourceFinding(this, `${fn.functionArn}:*`),
        'LambdaInvoke grants invoking the function and its versions/aliases (`<arn>:*`) so a qualified ARN works; only this one retention function.',
      );
    this.retentionRule = new Rule(this, 'RetentionSchedule', {
      description: 'Daily data retention run (issues 22, 35)',
      schedule: Schedule.cron(RETENTION_SCHEDULE),
      targets: [
        new SfnStateMachine(this.retentionStateMachine, {
          input: RuleTargetInput.fromObject({ time: EventField.time }),
          retryAttempts: 2,
          maxEventAge: Duration.hours(6),
        }),
      ],
    });
  }
}
