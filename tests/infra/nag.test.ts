/**
 * cdk-nag (v3) AwsSolutions pack over every stack: no unacknowledged error, and every
 * acknowledgement is specific (a written reason) and actually needed (it matches a finding).
 * The app is synthesized with the SPA upload present so its CDK-owned function is checked too.
 */
import { describe, expect, it } from 'vitest';
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { fakeWebDist, synthesize } from './synth';

const synthesized = synthesize({ nag: true }, { webDistDir: fakeWebDist() });
const { app } = synthesized;

const report = new AwsSolutionsChecks(app, { verbose: true }).validateScope(app);
/** The same pack with every acknowledgement ignored: all findings there are. */
const everything = (() => {
  const pack = new AwsSolutionsChecks(app);
  (pack as unknown as { isAcknowledged: () => boolean }).isAcknowledged = () => false;
  return pack.validateScope(app);
})();

interface Ack {
  path: string;
  id: string;
  reason: string;
}
const acks: Ack[] = app.node.findAll().flatMap((c: IConstruct) =>
  c.node.metadata
    .filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
    .flatMap((m) =>
      Object.entries(m.data as Record<string, string>).map(([id, reason]) => ({
        path: c.node.path,
        id: id.replace(/^annotation::/i, ''),
        reason,
      })),
    ),
);

describe('cdk-nag AwsSolutions', () => {
  it('runs during synth when context nag=true (the synth above would have thrown on a violation)', () => {
    expect(synthesized.config.nag).toBe(true);
    expect(everything.violations.length).toBeGreaterThan(0);
  });

  it('reports no unacknowledged error or warning in any stack', () => {
    const open = report.violations.map(
      (v) =>
        `${v.severity} ${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(open).toEqual([]);
  });

  it('has no error annotations in any stack', () => {
    for (const stack of synthesized.assembly.stacks) {
      expect(
        stack.messages.filter((m) => m.level === 'error'),
        stack.stackName,
      ).toEqual([]);
    }
  });

  it('acknowledges only findings that exist, each with a specific reason', () => {
    expect(acks.length).toBeGreaterThan(0);
    const unused: string[] = [];
    for (const ack of acks) {
      expect(ack.reason.length, `${ack.path} ${ack.id}`).toBeGreaterThanOrEqual(40);
      const matched = everything.violations.some(
        (v) =>
          v.ruleName === ack.id &&
          v.violatingResources.some(
            (r) =>
              r.constructPath === ack.path || (r.constructPath ?? '').startsWith(`${ack.path}/`),
          ),
      );
      if (!matched) unused.push(`${ack.id} on ${ack.path}`);
    }
    expect(unused).toEqual([]);
  });

  it('never acknowledges a rule for a whole stack or the app', () => {
    const stackPaths = new Set(app.node.children.map((c) => c.node.path));
    for (const ack of acks)
      expect(stackPaths.has(ack.path) || ack.path === '', `${ack.id} on ${ack.path}`).toBe(false);
  });

  it('acknowledges wildcard resources only for X-Ray/ListStreams, pushing to connections, media key prefixes, the CDK-owned SPA upload, and the retention state machine invoking its functions', () => {
    const wildcards = acks.filter((a) => a.id.startsWith('AwsSolutions-IAM5[Resource::'));
    for (const ack of wildcards) {
      const ok =
        ack.id === 'AwsSolutions-IAM5[Resource::*]' ||
        /\/live\/\*\/@connections\/\*\]$/.test(ack.id) ||
        // An area's media access on one key prefix of the media bucket (e.g. scan: `scans/*`, closet: `uploads/closet/*`).
        /^AwsSolutions-IAM5\[Resource::<MediaBucket[0-9A-F]+\.Arn>\/(?:[a-z]+\/)+\*\]$/.test(ack.id) ||
        ack.path.includes('Custom::CDKBucketDeployment') ||
        // Issue 35: the retention state machine invoking its two functions' versions (`<arn>:*`).
        (/\/RetentionRun\//.test(ack.path) && /^AwsSolutions-IAM5\[Resource::<Retention(Job|Worker)Function[0-9A-F]+\.Arn>:\*\]$/.test(ack.id));
      expect(ok, `${ack.id} on ${ack.path}`).toBe(true);
    }
  });
});
