/**
 * Data export (issue 22, GDPR Art. 20): the `data-export` stream processor reads pending
 * DataExport items only, one per invocation, with 5 minutes and 1 GB; it may READ the person
 * prefixes and WRITE only under exports/, and send email through SES; the auth area (which signs
 * the download link) may read exports/*; the bucket expires archives after 7 days.
 */
import { describe, expect, it } from 'vitest';
import { DATA_EXPORT_KEEP_DAYS } from '@seamline/shared/contracts/data-export';
import { asArray, crossRef, functionRoles, refId, resourcesOfType, synthesize, type CfnJson } from './synth';

const app = synthesize();
const ev = app.json.Events;
const processor = app.events.processorFunctions.find((f) => f.node.id === 'ProcessorDataExport')!;
const fnId = app.events.resolve((processor.fn.node.defaultChild as unknown as { logicalId: string }).logicalId) as string;

/** The statements of the Data-stack managed policies of a role, and its inline statements. */
function statementsOf(functionId: string, stacks: Parameters<typeof functionRoles>[1]) {
  const role = functionRoles(app, stacks).find((f) => f.functionId === functionId)!;
  const managed = role.managedPolicyArns
    .map((arn) => crossRef(app, arn))
    .filter((r): r is { part: 'Data'; id: string } => r?.part === 'Data')
    .flatMap((r) => app.json.Data.Resources[r.id]!.Properties!.PolicyDocument.Statement as CfnJson[]);
  return { managed, inline: role.statements as CfnJson[] };
}

describe('data-export processor', () => {
  it('reads pending DataExport items from the stream: batch of 1, partial failures, failure queue', () => {
    const mappings = resourcesOfType(ev, 'AWS::Lambda::EventSourceMapping').filter(([, m]) => refId(m.Properties!.FunctionName) === fnId);
    expect(mappings).toHaveLength(1);
    const props = mappings[0]![1].Properties!;
    expect(props).toMatchObject({ BatchSize: 1, FunctionResponseTypes: ['ReportBatchItemFailures'] });
    expect(props.DestinationConfig.OnFailure.Destination).toBeDefined();
    const patterns = (props.FilterCriteria.Filters as CfnJson[]).map((f) => JSON.parse(f.Pattern));
    expect(patterns).toEqual([
      { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { __edb_e__: { S: ['dataExport'] }, status: { S: ['pending'] } } } },
    ]);
  });

  it('has 5 minutes and 1 GB, and sends email through SES', () => {
    const fn = resourcesOfType(ev, 'AWS::Lambda::Function').find(([id]) => id === fnId)![1].Properties!;
    expect(fn).toMatchObject({ Timeout: 300, MemorySize: 1024 });
    expect(fn.Environment.Variables).toMatchObject({ EMAIL_TRANSPORT: 'ses' });
    const { inline } = statementsOf(fnId, ['Events']);
    expect(inline.flatMap((s) => asArray<string>(s.Action))).toContain('ses:SendEmail');
  });

  it('reads the person prefixes and writes under exports/ only', () => {
    const { managed } = statementsOf(fnId, ['Events']);
    const writes = managed.filter((s) => asArray(s.Action).includes('s3:PutObject'));
    expect(writes.length).toBeGreaterThan(0);
    expect(JSON.stringify(writes.map((s) => s.Resource))).toMatch(/exports\/\*/);
    expect(JSON.stringify(writes.map((s) => s.Resource))).not.toMatch(/closet\/\*|avatars\/\*/);
    const reads = managed.filter((s) => asArray(s.Action).includes('s3:GetObject'));
    expect(JSON.stringify(reads.map((s) => s.Resource))).toMatch(/closet\/\*/);
    expect(managed.every((s) => !asArray(s.Action).includes('s3:DeleteObject') || JSON.stringify(s.Resource).includes('exports/'))).toBe(true);
  });
});

describe('data export download', () => {
  it('the auth area may read exports/* (it signs the link)', () => {
    const auth = app.api.areaFunctions.get('auth')!;
    const authId = app.api.resolve((auth.fn.node.defaultChild as unknown as { logicalId: string }).logicalId) as string;
    const { managed } = statementsOf(authId, ['Api']);
    const reads = managed.filter((s) => asArray(s.Action).includes('s3:GetObject'));
    expect(JSON.stringify(reads.map((s) => s.Resource))).toMatch(/exports\/\*/);
  });

  it(`the bucket expires archives after ${DATA_EXPORT_KEEP_DAYS} days`, () => {
    const rules = resourcesOfType(app.json.Data, 'AWS::S3::Bucket').flatMap(([, b]) => (b.Properties?.LifecycleConfiguration?.Rules ?? []) as CfnJson[]);
    expect(rules).toEqual(expect.arrayContaining([expect.objectContaining({ Prefix: 'exports/', ExpirationInDays: DATA_EXPORT_KEEP_DAYS, Status: 'Enabled' })]));
  });
});
