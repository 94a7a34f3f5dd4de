/**
 * Account deletion (issue 22): the `account-deletion` stream processor is wired to the table's
 * stream with its filter (AccountDeletion INSERTs only), one record per invocation, partial batch
 * responses and the failure queue, and may list and delete media objects (every person prefix).
 */
import { describe, expect, it } from 'vitest';
import { asArray, crossRef, functionRoles, refId, resourcesOfType, synthesize, type CfnJson } from './synth';

const app = synthesize();
const ev = app.json.Events;
const processor = app.events.processorFunctions.find((f) => f.node.id === 'ProcessorAccountDeletion')!;
const fnId = app.events.resolve((processor.fn.node.defaultChild as unknown as { logicalId: string }).logicalId) as string;

describe('account-deletion processor', () => {
  it('reads the table stream: AccountDeletion INSERTs, batch of 1, partial failures, failure queue', () => {
    const mappings = resourcesOfType(ev, 'AWS::Lambda::EventSourceMapping').filter(([, m]) => refId(m.Properties!.FunctionName) === fnId);
    expect(mappings).toHaveLength(1);
    const props = mappings[0]![1].Properties!;
    expect(props).toMatchObject({ BatchSize: 1, FunctionResponseTypes: ['ReportBatchItemFailures'], BisectBatchOnFunctionError: true });
    expect(props.DestinationConfig.OnFailure.Destination).toBeDefined();
    const patterns = (props.FilterCriteria.Filters as CfnJson[]).map((f) => JSON.parse(f.Pattern));
    expect(patterns).toEqual([{ eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['accountDeletion'] } } } }]);
  });

  it('may list and delete media objects under the per-person prefixes only', () => {
    const role = functionRoles(app, ['Events']).find((f) => f.functionId === fnId)!;
    const statements = role.managedPolicyArns
      .map((arn) => crossRef(app, arn))
      .filter((r): r is { part: 'Data'; id: string } => r?.part === 'Data')
      .flatMap((r) => app.json.Data.Resources[r.id]!.Properties!.PolicyDocument.Statement as CfnJson[]);
    const actions = statements.flatMap((s) => asArray<string>(s.Action));
    expect(actions).toEqual(expect.arrayContaining(['s3:ListBucket', 's3:DeleteObject']));
    // Only the per-person prefixes: listing is conditioned on them, objects are under them.
    const list = statements.find((s) => asArray(s.Action).includes('s3:ListBucket'));
    expect(list.Condition.StringLike['s3:prefix']).toEqual(expect.arrayContaining(['avatars/*', 'closet/*', 'posts/*', 'scans/retained/*', 'uploads/closet/*']));
    expect(JSON.stringify(statements.filter((s) => s !== list).map((s) => s.Resource))).not.toMatch(/Arn>\/\*"/);
  });
});
