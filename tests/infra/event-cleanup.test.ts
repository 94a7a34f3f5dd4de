/**
 * Deleted-event cleanup (issue 35 §3): the `event-cleanup` stream processor is wired to the table
 * stream with its filter (OutfitEvent REMOVEs only), one record per invocation, partial batch
 * responses, retries and the processors' on-failure queue; that queue has an alarm (any message
 * visible) sending ALARM and OK to the ops topic; the processor may delete stored outfit photos
 * (`outfits/*`) and nothing else in the media bucket.
 */
import { describe, expect, it } from 'vitest';
import { STREAM_RETRY_ATTEMPTS } from '@seamline/events/processors';
import { asArray, crossRef, functionRoles, refId, resourcesOfType, synthesize, withId, type CfnJson } from './synth';

const app = synthesize();
const ev = app.json.Events;
const processor = app.events.processorFunctions.find((f) => f.node.id === 'ProcessorEventCleanup')!;
const fnId = app.events.resolve((processor.fn.node.defaultChild as unknown as { logicalId: string }).logicalId) as string;
const queueId = app.events.resolve((app.events.failureQueue.node.defaultChild as unknown as { logicalId: string }).logicalId) as string;

describe('event-cleanup processor', () => {
  it('reads the table stream: OutfitEvent REMOVEs, batch of 1, partial failures, retries, then the failure queue', () => {
    const mappings = resourcesOfType(ev, 'AWS::Lambda::EventSourceMapping').filter(([, m]) => refId(m.Properties!.FunctionName) === fnId);
    expect(mappings).toHaveLength(1);
    const props = mappings[0]![1].Properties!;
    expect(props).toMatchObject({
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: STREAM_RETRY_ATTEMPTS,
    });
    // The destination is the Events stack's StreamFailures queue.
    expect(JSON.stringify(props.DestinationConfig.OnFailure.Destination)).toContain(queueId);
    const patterns = (props.FilterCriteria.Filters as CfnJson[]).map((f) => JSON.parse(f.Pattern));
    expect(patterns).toEqual([{ eventName: ['REMOVE'], dynamodb: { OldImage: { __edb_e__: { S: ['outfitEvent'] } } } }]);
  });

  it('may delete stored outfit photos (outfits/*) and no other media', () => {
    const role = functionRoles(app, ['Events']).find((f) => f.functionId === fnId)!;
    const statements = role.managedPolicyArns
      .map((arn) => crossRef(app, arn))
      .filter((r): r is { part: 'Data'; id: string } => r?.part === 'Data')
      .flatMap((r) => app.json.Data.Resources[r.id]!.Properties!.PolicyDocument.Statement as CfnJson[]);
    expect(statements.flatMap((s) => asArray<string>(s.Action))).toContain('s3:DeleteObject');
    const objectResources = statements.filter((s) => !asArray(s.Action).includes('s3:ListBucket')).flatMap((s) => asArray<CfnJson>(s.Resource));
    expect(objectResources.length).toBeGreaterThan(0);
    for (const resource of objectResources) expect(JSON.stringify(resource)).toMatch(/\/outfits\/\*"/);
  });

  it('its failure queue alarms as soon as one record waits there (max visible ≥ 1 over 5 minutes), to the ops topic', () => {
    const obs = app.json.Observability;
    const [[topicId]] = resourcesOfType(obs, 'AWS::SNS::Topic') as [[string, CfnJson]];
    const alarm = resourcesOfType(obs, 'AWS::CloudWatch::Alarm')
      .map(([id, a]) => withId(id, a.Properties))
      .find((a) => a.MetricName === 'ApproximateNumberOfMessagesVisible');
    expect(alarm).toMatchObject({
      Namespace: 'AWS/SQS',
      Statistic: 'Maximum',
      Period: 300,
      EvaluationPeriods: 1,
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
      AlarmActions: [{ Ref: topicId }],
      OKActions: [{ Ref: topicId }],
    });
    // On the Events stack's failure queue (imported across stacks).
    const queue = crossRef(app, alarm.Dimensions[0].Value);
    expect(alarm.Dimensions[0].Name).toBe('QueueName');
    expect(queue).toEqual({ part: 'Events', id: queueId });
  });
});
