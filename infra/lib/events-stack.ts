/**
 * `EventsStack` (`Seamline-<stage>-Events`): the DynamoDB stream processors (ARCHITECTURE §8),
 * one function per entry of `events/processors.ts` (the list the local poller reads too).
 *
 * Each event source mapping filters records with the processor's own `filterPatterns` (Lambda
 * is not even invoked for other changes), reports partial batch failures, bisects a failing
 * batch to isolate the poison record, retries 5 times within 24 h, and then sends the record's
 * metadata to an encrypted, TLS-only SQS queue (the on-failure destination, alarmed on by the
 * observability stack). Processors may read/write table items and push to WebSocket clients.
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IManagedPolicy } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { acknowledge } from './nag';
import { join } from 'node:path';
import { processors } from '@seamline/events/processors';
import { ApiFunction } from './api-function';
import { eventsDir } from './paths';

export interface EventsStackProps extends StackProps {
  /** The table; must have its stream enabled. */
  readonly table: ITable;
  /** Gateway stack's ManageConnections policy for the `live` stage. */
  readonly manageConnectionsPolicy: IManagedPolicy;
  readonly environment: Record<string, string>;
}

/** `session-ended` → `SessionEnded`. */
const pascal = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

export class EventsStack extends Stack {
  readonly processorFunctions: ApiFunction[] = [];
  readonly failureQueue: Queue;

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
        environment: props.environment,
        timeout: Duration.seconds(60),
      })
        .bindTable(props.table, 'write')
        .allowManageConnections(props.manageConnectionsPolicy);
      fn.fn.addEventSource(
        new DynamoEventSource(props.table, {
          startingPosition: StartingPosition.TRIM_HORIZON,
          batchSize: processor.batchSize,
          bisectBatchOnError: true,
          reportBatchItemFailures: true,
          retryAttempts: 5,
          maxRecordAge: Duration.hours(24),
          onFailure: new SqsDlq(this.failureQueue),
          filters: processor.filterPatterns.map((pattern) => FilterCriteria.filter(pattern)),
        }),
      );
      this.processorFunctions.push(fn);
    }
  }
}
