/**
 * Shared helpers of the infra tests: synthesize the whole app with the feature flags of
 * `cdk.json`, NodejsFunction bundling skipped (`aws:cdk:bundling-stacks: []` → placeholder
 * assets; a real bundling synth is `npm run synth`), and typed template access.
 *
 * The infra project runs without per-file isolation (vitest.config.ts `isolate: false`): the
 * test files of one worker share aws-cdk-lib's import and, through {@link synthesize}'s cache,
 * ONE synthesis per distinct context/options (most files use the defaults). A synthesized app is
 * read-only to the tests (template assertions and JSON lookups), so sharing it changes nothing.
 */
import { readFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { buildApp, type BuildAppOptions, type SeamlineApp } from '@seamline/infra/lib/app';

const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as {
  context: Record<string, unknown>;
};

export const STAGE = 'test';
export const PARTS = [
  'Data',
  'Gateway',
  'Edge',
  'Web',
  'Api',
  'Realtime',
  'Events',
  'Observability',
] as const;
export type Part = (typeof PARTS)[number];

export interface Synthesized extends SeamlineApp {
  assembly: CloudAssembly;
  templates: Record<Part, Template>;
  /** Raw template JSON per part (for cross-stack checks). */
  json: Record<
    Part,
    { Resources: Record<string, CfnResourceJson>; Outputs?: Record<string, { Value: unknown }> }
  >;
}

/** CloudFormation template JSON is untyped; the tests navigate it dynamically. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CfnJson = any;

export interface CfnResourceJson {
  Type: string;
  Properties?: Record<string, CfnJson>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}

/** A folder that looks like a built SPA (`index.html`, `boot.js`, a hashed `assets/` file). */
export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'seamline-web-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Seamline</title>');
  writeFileSync(join(dir, 'boot.js'), '// boot');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), '// entry');
  return dir;
}

/** A path that does not exist (no built SPA). */
export const missingWebDist = join(tmpdir(), 'seamline-no-web-dist-here');

/**
 * Synthesized apps of this worker by `JSON.stringify([context, options])`. Kept on `globalThis`
 * so that it outlives a module reset between test files of a worker.
 */
const cache: Map<string, Synthesized> = ((globalThis as { __seamlineSynthCache?: Map<string, Synthesized> }).__seamlineSynthCache ??= new Map());

/**
 * The app synthesized with `context` over cdk.json's and `options`; the same object for the same
 * arguments within a worker (treat it as read-only). Throws what CDK's synthesis throws.
 */
export function synthesize(
  context: Record<string, unknown> = {},
  options: BuildAppOptions = {},
): Synthesized {
  const key = JSON.stringify([context, options]);
  let synthesized = cache.get(key);
  if (!synthesized) cache.set(key, (synthesized = synthesizeNow(context, options)));
  return synthesized;
}

function synthesizeNow(context: Record<string, unknown>, options: BuildAppOptions): Synthesized {
  const built = buildApp(
    { ...cdkJson.context, stage: STAGE, 'aws:cdk:bundling-stacks': [], ...context },
    { webDistDir: missingWebDist, ...options },
  );
  const assembly = built.app.synth();
  const templates = {} as Synthesized['templates'];
  const json = {} as Synthesized['json'];
  for (const part of PARTS) {
    const artifact = assembly.getStackByName(`Seamline-${built.config.stage}-${part}`);
    json[part] = artifact.template;
    templates[part] = Template.fromJSON(artifact.template);
  }
  return { ...built, assembly, templates, json };
}

/** Resources of one type in a template JSON: [logicalId, resource][]. */
export function resourcesOfType(
  template: Synthesized['json'][Part],
  type: string,
): [string, CfnResourceJson][] {
  return Object.entries(template.Resources).filter(([, r]) => r.Type === type);
}

/** `{ Ref: id }` / `{ 'Fn::GetAtt': [id, attr] }` → id (else undefined). */
export function refId(value: unknown): string | undefined {
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (typeof v.Ref === 'string') return v.Ref;
    if (Array.isArray(v['Fn::GetAtt'])) return v['Fn::GetAtt'][0] as string;
  }
  return undefined;
}

/** Every IAM statement attached to a role (its inline `Policy` resources), by role logical id. */
export function inlineStatements(template: Synthesized['json'][Part], roleId: string): CfnJson[] {
  return resourcesOfType(template, 'AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties!.Roles as unknown[]).some((r) => refId(r) === roleId))
    .flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as CfnJson[]);
}

export const asArray = <T>(v: T | T[] | undefined): T[] =>
  v === undefined ? [] : Array.isArray(v) ? v : [v];

/**
 * Follow a cross-stack reference (`Fn::GetStackOutput`, or `Fn::ImportValue` with strong
 * references) to the producing stack's resource: `{ part, id }`.
 */
export function crossRef(app: Synthesized, value: unknown): { part: Part; id: string } | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, CfnJson>;
  const output = v['Fn::GetStackOutput'] as { StackName: string; OutputName: string } | undefined;
  if (output) {
    const part = PARTS.find((p) => `Seamline-${app.config.stage}-${p}` === output.StackName);
    const id = part && refId(app.json[part].Outputs?.[output.OutputName]?.Value);
    return part && id ? { part, id } : undefined;
  }
  const exportName = v['Fn::ImportValue'] as string | undefined;
  if (typeof exportName === 'string') {
    for (const part of PARTS) {
      for (const o of Object.values(app.json[part].Outputs ?? {}) as {
        Value: unknown;
        Export?: { Name: string };
      }[]) {
        if (o.Export?.Name === exportName) {
          const id = refId(o.Value);
          if (id) return { part, id };
        }
      }
    }
  }
  return undefined;
}

export interface FunctionRole {
  part: Part;
  functionId: string;
  fn: CfnResourceJson;
  roleId: string;
  statements: CfnJson[];
  managedPolicyArns: unknown[];
}

/** Every Lambda function of the given parts with its role's inline statements and managed policies. */
export function functionRoles(app: Synthesized, parts: readonly Part[] = PARTS): FunctionRole[] {
  return parts.flatMap((part) =>
    resourcesOfType(app.json[part], 'AWS::Lambda::Function').map(([functionId, fn]) => {
      const roleId = refId(fn.Properties!.Role)!;
      const role = app.json[part].Resources[roleId]!;
      return {
        part,
        functionId,
        fn,
        roleId,
        statements: inlineStatements(app.json[part], roleId),
        managedPolicyArns: asArray(role.Properties!.ManagedPolicyArns),
      };
    }),
  );
}

/** `{ id, ...properties }` of a resource, for lookups by logical id. */
export const withId = (id: string, properties: Record<string, CfnJson> | undefined): CfnJson => ({
  id,
  ...properties,
});

/** The {@link FunctionRole} of one API area's function (`app.api.areaFunctions`). */
export function areaRole(app: Synthesized, area: string): FunctionRole {
  const id = app.api.areaFunctions.get(area)!.fn.node.defaultChild as unknown as { logicalId: string };
  const logicalId = app.api.resolve(id.logicalId) as string;
  return functionRoles(app, ['Api']).find((r) => r.functionId === logicalId)!;
}

/** Media statements of an area's managed policies: actions (sorted) and the key pattern after the bucket ARN. */
export function areaMediaGrants(app: Synthesized, area: string): { actions: string[]; keys: string | undefined }[] {
  return areaRole(app, area).managedPolicyArns.flatMap((arn) => {
    const ref = crossRef(app, arn);
    if (!ref) return [];
    const policy = app.json[ref.part].Resources[ref.id]!;
    if (policy.Type !== 'AWS::IAM::ManagedPolicy') return [];
    return (policy.Properties!.PolicyDocument.Statement as CfnJson[]).map((s) => ({
      actions: asArray<string>(s.Action).sort(),
      keys: JSON.stringify(s.Resource).match(/"\/([^"]*)"\]\]\}$/)?.[1],
    }));
  });
}

/** Every action of some IAM statements. */
export const statementActions = (statements: CfnJson[]): string[] => statements.flatMap((s) => asArray<string>(s.Action));
