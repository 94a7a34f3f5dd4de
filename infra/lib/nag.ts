/**
 * cdk-nag v3 acknowledgements (`Validations.of(construct).acknowledge`), each with a written
 * reason. v3 matches a finding by its EXACT id (`AwsSolutions-IAM5[Resource::…]`), so wildcard
 * ARNs that need one are built in the stack that owns the resource (its tokens are local and
 * stable) and their finding ids are computed here the way cdk-nag computes them.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** Acknowledge one rule (or one finding `Rule[Finding]`) on a construct and its children. */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  if (reason.trim().length < 30) throw new Error(`Acknowledgement of ${id} needs a real reason`);
  Validations.of(scope).acknowledge({ id, reason });
}

/** The same flattening cdk-nag applies to an IAM resource (Join/Sub/GetAtt/Ref/ImportValue). */
export function flattenReference(node: unknown): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (Array.isArray(node)) return JSON.stringify(node);
  const o = node as Record<string, unknown>;
  if (o['Fn::Join']) {
    const [delimiter, items] = o['Fn::Join'] as [string, unknown[]];
    return items.map(flattenReference).join(delimiter);
  }
  if (o['Fn::Sub']) return flattenReference(o['Fn::Sub']);
  if (o['Fn::GetAtt']) {
    const [resource, attribute] = o['Fn::GetAtt'] as [unknown, unknown];
    return `<${flattenReference(resource)}.${flattenReference(attribute)}>`;
  }
  if (o['Fn::ImportValue']) return flattenReference(o['Fn::ImportValue']);
  if (o['Ref']) return `<${flattenReference(o['Ref'])}>`;
  return JSON.stringify(node);
}

/** `AwsSolutions-IAM5[Resource::<flattened arn>]` for an ARN whose tokens are local to `scope`'s stack. */
export function wildcardResourceFinding(scope: IConstruct, arn: string): string {
  return `AwsSolutions-IAM5[Resource::${flattenReference(Stack.of(scope).resolve(arn))}]`;
}

interface PolicyStatementJson {
  Effect?: string;
  Action?: string | string[];
  Resource?: unknown;
}

/**
 * Every IAM5 finding id of a resolved policy document (wildcard actions and resources of Allow
 * statements). Used ONLY for CDK-owned helper functions whose policies we cannot shape.
 */
export function wildcardFindings(scope: IConstruct, policyDocument: unknown): string[] {
  const doc = Stack.of(scope).resolve(policyDocument) as { Statement?: PolicyStatementJson[] };
  const findings = new Set<string>();
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
  for (const s of doc.Statement ?? []) {
    if (s.Effect !== 'Allow') continue;
    for (const a of list(s.Action))
      if (typeof a === 'string' && a.includes('*')) findings.add(`AwsSolutions-IAM5[Action::${a}]`);
    for (const r of list(s.Resource)) {
      const flat = flattenReference(r);
      if (flat.includes('*')) findings.add(`AwsSolutions-IAM5[Resource::${flat}]`);
    }
  }
  return [...findings];
}
