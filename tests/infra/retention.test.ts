/**
 * Data retention (issue 22): the daily EventBridge rule invoking the retention job, and what the
 * job and the measurements area (retention re-applied on save) may touch in the media bucket.
 */
import { describe, expect, it } from 'vitest';
import { accessOf } from '@seamline/infra/lib/area-access';
import { asArray, crossRef, functionRoles, refId, resourcesOfType, synthesize, type CfnJson } from './synth';

const app = synthesize();
const ev = app.json.Events;
const jobId = app.events.resolve(
  (app.events.retentionJob.fn.node.defaultChild as unknown as { logicalId: string }).logicalId,
) as string;

/** The statements of the Data stack's managed policies attached to a role. */
const mediaStatements = (managedPolicyArns: unknown[]): CfnJson[] =>
  managedPolicyArns
    .map((arn) => crossRef(app, arn))
    .filter((r): r is { part: 'Data'; id: string } => r?.part === 'Data')
    .flatMap((r) => app.json.Data.Resources[r.id]!.Properties!.PolicyDocument.Statement as CfnJson[]);

describe('retention schedule', () => {
  it('an EventBridge rule invokes the retention job daily at 03:30 UTC, with retries', () => {
    const rules = resourcesOfType(ev, 'AWS::Events::Rule');
    expect(rules).toHaveLength(1);
    const [, rule] = rules[0]!;
    expect(rule.Properties).toMatchObject({ ScheduleExpression: 'cron(30 3 * * ? *)', State: 'ENABLED' });
    const [target] = rule.Properties!.Targets as CfnJson[];
    expect(refId(target.Arn)).toBe(jobId);
    expect(target.RetryPolicy).toMatchObject({ MaximumRetryAttempts: 2 });
    const permissions = resourcesOfType(ev, 'AWS::Lambda::Permission').filter(([, p]) => refId(p.Properties!.FunctionName) === jobId);
    expect(permissions.map(([, p]) => p.Properties!.Principal)).toEqual(['events.amazonaws.com']);
  });

  it('the job runs up to 15 minutes and may only list and delete/put keys under scans/retained/', () => {
    const job = functionRoles(app, ['Events']).find((f) => f.functionId === jobId)!;
    expect(job.fn.Properties!.Timeout).toBe(900);
    const statements = mediaStatements(job.managedPolicyArns);
    const list = statements.find((s) => asArray(s.Action).includes('s3:ListBucket'));
    expect(list.Condition).toEqual({ StringLike: { 's3:prefix': ['scans/retained/*'] } });
    const objects = statements.filter((s) => !asArray(s.Action).includes('s3:ListBucket'));
    expect(objects.flatMap((s) => asArray<string>(s.Action)).sort()).toEqual(['s3:DeleteObject', 's3:PutObject']);
    expect(JSON.stringify(objects.map((s) => s.Resource))).toContain('/scans/retained/*');
    expect(statements.flatMap((s) => asArray<string>(s.Action))).not.toContain('s3:GetObject');
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
