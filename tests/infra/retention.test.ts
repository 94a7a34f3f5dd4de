/**
 * Data retention (issues 22 and 35): the daily EventBridge rule starting the retention state
 * machine (planner → a Map of every segment, each a loop of the segment worker until done), the
 * alarm on failed runs, and what the worker, the planner and the measurements area (retention
 * re-applied on save) may touch in the media bucket.
 */
import { describe, expect, it } from 'vitest';
import { accessOf } from '@seamline/infra/lib/area-access';
import { RETENTION_SHARDS } from '@seamline/shared/db/entities/user';
import { asArray, crossRef, functionRoles, refId, resourcesOfType, synthesize, type CfnJson } from './synth';

const app = synthesize();
const ev = app.json.Events;
const logicalIdOf = (construct: { node: { defaultChild?: unknown } }) =>
  app.events.resolve((construct.node.defaultChild as { logicalId: string }).logicalId) as string;
const plannerId = logicalIdOf(app.events.retentionJob.fn);
const workerId = logicalIdOf(app.events.retentionWorker.fn);
const machineId = logicalIdOf(app.events.retentionStateMachine);

/** The statements of the Data stack's managed policies attached to a role. */
const mediaStatements = (managedPolicyArns: unknown[]): CfnJson[] =>
  managedPolicyArns
    .map((arn) => crossRef(app, arn))
    .filter((r): r is { part: 'Data'; id: string } => r?.part === 'Data')
    .flatMap((r) => app.json.Data.Resources[r.id]!.Properties!.PolicyDocument.Statement as CfnJson[]);

/** The state machine's definition (Amazon States Language), its Fn::Join resolved with placeholder ARNs. */
function definition(): CfnJson {
  const machine = ev.Resources[machineId]!.Properties!;
  const body = machine.DefinitionString as CfnJson;
  const text = typeof body === 'string' ? body : (body['Fn::Join'][1] as unknown[]).map((p) => (typeof p === 'string' ? p : `"ref:${refId(p) ?? JSON.stringify(p)}"`.replace(/^"|"$/g, ''))).join('');
  return JSON.parse(text);
}

/** The retry rule of every error (LambdaInvoke puts its own for Lambda service errors first). */
const allErrors = (retry: CfnJson[]) => retry.find((r) => asArray(r.ErrorEquals).includes('States.ALL'));

describe('retention schedule (issue 35: partitioned and resumable)', () => {
  it('an EventBridge rule starts the retention state machine daily at 03:30 UTC with the event time, with retries', () => {
    const rules = resourcesOfType(ev, 'AWS::Events::Rule');
    expect(rules).toHaveLength(1);
    const [, rule] = rules[0]!;
    expect(rule.Properties).toMatchObject({ ScheduleExpression: 'cron(30 3 * * ? *)', State: 'ENABLED' });
    const [target] = rule.Properties!.Targets as CfnJson[];
    expect(refId(target.Arn)).toBe(machineId);
    expect(target.RetryPolicy).toMatchObject({ MaximumRetryAttempts: 2 });
    expect(target.InputTransformer.InputPathsMap).toEqual({ time: '$.time' });
  });

  it('plans, then runs every segment at once, each looping the worker until done (held: a minute later), with retries', () => {
    const asl = definition();
    expect(asl.StartAt).toBe('PlanRetentionRun');
    const planState = asl.States.PlanRetentionRun;
    expect(planState.Resource).toContain(`ref:${plannerId}`);
    expect(allErrors(planState.Retry)).toMatchObject({ MaxAttempts: 3 });
    expect(planState.Next).toBe('RetentionSegments');
    const map = asl.States.RetentionSegments;
    expect(map).toMatchObject({ Type: 'Map', ItemsPath: '$.segments', MaxConcurrency: RETENTION_SHARDS, ResultPath: null });
    const inner = map.ItemProcessor ?? map.Iterator;
    const work = inner.States.WorkRetentionSegment;
    expect(inner.StartAt).toBe('WorkRetentionSegment');
    expect(work.Resource).toContain(`ref:${workerId}`);
    expect(allErrors(work.Retry)).toMatchObject({ MaxAttempts: 5, IntervalSeconds: 60 });
    const choice = inner.States[work.Next];
    expect(choice.Type).toBe('Choice');
    expect(choice.Default).toBe('WorkRetentionSegment');
    expect(choice.Choices[0]).toMatchObject({ Variable: '$.done', BooleanEquals: true });
    expect(inner.States[choice.Choices[0].Next].Type).toBe('Succeed');
    // Held (a live lease): wait a minute, then the worker again.
    expect(choice.Choices[1]).toMatchObject({ Variable: '$.held', BooleanEquals: true });
    expect(inner.States[choice.Choices[1].Next]).toMatchObject({ Type: 'Wait', Seconds: 60, Next: 'WorkRetentionSegment' });
    const machine = ev.Resources[machineId]!.Properties!;
    expect(machine.TracingConfiguration).toEqual({ Enabled: true });
    expect(machine.LoggingConfiguration).toMatchObject({ Level: 'ALL', IncludeExecutionData: false });
  });

  it('the worker runs up to 15 minutes and may only list and delete/put keys under scans/retained/; the planner 1 minute, no media', () => {
    const roles = functionRoles(app, ['Events']);
    const worker = roles.find((f) => f.functionId === workerId)!;
    expect(worker.fn.Properties!.Timeout).toBe(900);
    const statements = mediaStatements(worker.managedPolicyArns);
    const list = statements.find((s) => asArray(s.Action).includes('s3:ListBucket'));
    expect(list.Condition).toEqual({ StringLike: { 's3:prefix': ['scans/retained/*'] } });
    const objects = statements.filter((s) => !asArray(s.Action).includes('s3:ListBucket'));
    expect(objects.flatMap((s) => asArray<string>(s.Action)).sort()).toEqual(['s3:DeleteObject', 's3:PutObject']);
    expect(JSON.stringify(objects.map((s) => s.Resource))).toContain('/scans/retained/*');
    expect(statements.flatMap((s) => asArray<string>(s.Action))).not.toContain('s3:GetObject');
    const planner = roles.find((f) => f.functionId === plannerId)!;
    expect(planner.fn.Properties!.Timeout).toBe(60);
    expect(mediaStatements(planner.managedPolicyArns)).toEqual([]);
  });

  it('a failed or timed-out run raises an alarm; the worker and the planner have error alarms', () => {
    const obs = app.json.Observability;
    const alarms = resourcesOfType(obs, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties!);
    const run = alarms.find((a) => String(a.AlarmDescription).startsWith('The daily retention run failed'));
    expect(run).toBeDefined();
    expect(run!.Threshold).toBe(0);
    const metrics = JSON.stringify(run!.Metrics);
    expect(metrics).toContain('ExecutionsFailed');
    expect(metrics).toContain('ExecutionsTimedOut');
    expect(alarms.filter((a) => /^Retention(Worker|Job): function errors$/.test(String(a.AlarmDescription)))).toHaveLength(2);
  });

  it('the measurements area lists and deletes only retained scan photos (retention applied on save)', () => {
    expect(accessOf('measurements')).toMatchObject({
      table: 'write',
      media: 'write',
      mediaKeys: 'scans/retained/*',
      mediaListPrefixes: ['scans/retained/'],
    });
  });
});
