/**
 * Evaluating the IAM policy a WebSocket (REQUEST) authorizer returns, for `execute-api:Invoke`
 * on the `$connect` method ARN: an explicit Deny wins, otherwise an Allow is needed.
 */
interface Statement {
  Effect?: string;
  Action?: string | string[];
  Resource?: string | string[];
}

const wildcard = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

const matches = (value: string | string[] | undefined, target: string) =>
  [value ?? []].flat().some((v) => wildcard(v).test(target));

/** True when `policyDocument` allows `execute-api:Invoke` on `methodArn`. */
export function policyAllows(policyDocument: unknown, methodArn: string): boolean {
  const statements = [
    (policyDocument as { Statement?: Statement | Statement[] })?.Statement ?? [],
  ].flat();
  const applicable = statements.filter(
    (s) => matches(s.Action, 'execute-api:Invoke') && matches(s.Resource, methodArn),
  );
  if (applicable.some((s) => s.Effect === 'Deny')) return false;
  return applicable.some((s) => s.Effect === 'Allow');
}
