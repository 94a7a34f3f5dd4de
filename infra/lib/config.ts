/**
 * Deploy-time configuration of one Seamline stage, read once from CDK context
 * (`cdk.json`, `-c key=value` on the command line, or the context given to `buildApp`).
 *
 * - `stage` (default `dev`): names the stacks `Seamline-<stage>-<Part>`; no resource gets a
 *   hard-coded physical name, so several stages deploy side by side in one account.
 * - `domainName` + `certificateArn` (optional, together): the site's custom domain and its
 *   ACM certificate (us-east-1, as CloudFront requires). Without them the site is served on the
 *   distribution's generated `*.cloudfront.net` name.
 * - `sesSender` (optional): the verified SES identity (address) that sends account e-mail;
 *   default `no-reply@<domainName>`, else `no-reply@seamline.example` (SES refuses it until a
 *   real identity is configured; registration still succeeds and logs the failed send).
 * - `alarmEmail` (optional): subscribed to the alarm topic.
 * - `apiGatewayAccountRole` (optional boolean): this stage owns the account-wide API Gateway
 *   CloudWatch role setting that WebSocket access logs need (exactly one stage per account).
 * - `nag` (optional boolean): run cdk-nag's AwsSolutions pack during `cdk synth`.
 * - `weatherForecast` (optional, `open-meteo` | `normals`, default `open-meteo` since issue 34 §2):
 *   the stylist's forecast adapter. `open-meteo` lets the outfits function call Open-Meteo's
 *   forecast API for events ≤ 16 days ahead (attribution shown with each reading; falls back to
 *   the normals on any failure); `normals` uses only the bundled GHCN CAMS 1991–2020 climate
 *   normals and makes no outbound call (e.g. a stage without outbound HTTPS).
 */
import type { Node } from 'constructs';

export interface StageConfig {
  readonly stage: string;
  readonly domainName?: string;
  readonly certificateArn?: string;
  readonly sesSender?: string;
  readonly alarmEmail?: string;
  readonly apiGatewayAccountRole: boolean;
  readonly nag: boolean;
  readonly weatherForecast: 'open-meteo' | 'normals';
}

function optionalString(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string`);
  return value.trim();
}

/** Read and validate the stage configuration; throws a clear error on bad context values. */
export function readStageConfig(node: Node): StageConfig {
  const stage = optionalString(node, 'stage') ?? 'dev';
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) {
    throw new Error(
      `Context "stage" must be lower-case letters, digits and dashes (got "${stage}")`,
    );
  }
  const domainName = optionalString(node, 'domainName');
  const certificateArn = optionalString(node, 'certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('Context "domainName" and "certificateArn" must be given together');
  }
  if (certificateArn && !certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
    throw new Error(
      'Context "certificateArn" must be an ACM certificate in us-east-1 (CloudFront)',
    );
  }
  const flag = (key: string) => {
    const value: unknown = node.tryGetContext(key);
    return value === true || value === 'true';
  };
  const weatherForecast = optionalString(node, 'weatherForecast') ?? 'open-meteo';
  if (weatherForecast !== 'open-meteo' && weatherForecast !== 'normals') {
    throw new Error(`Context "weatherForecast" must be open-meteo or normals (got "${weatherForecast}")`);
  }
  return {
    stage,
    domainName,
    certificateArn,
    sesSender: optionalString(node, 'sesSender'),
    alarmEmail: optionalString(node, 'alarmEmail'),
    apiGatewayAccountRole: flag('apiGatewayAccountRole'),
    nag: flag('nag'),
    weatherForecast,
  };
}

/** `Seamline-<stage>-<part>`: the CloudFormation stack name of one part of a stage. */
export function stackName(config: StageConfig, part: string): string {
  return `Seamline-${config.stage}-${part}`;
}

/**
 * Origins allowed for the media bucket's CORS rule. The stateful data stack deploys before the
 * CloudFront distribution exists (the distribution's CSP names the bucket), so without a custom
 * domain the exact `*.cloudfront.net` name cannot be known there; S3 then allows any CloudFront
 * origin. CORS is not the access control for the bucket: every upload needs a presigned POST
 * policy issued to a signed-in user, and reads need presigned GET URLs.
 */
export function mediaCorsOrigins(config: StageConfig): string[] {
  return config.domainName ? [`https://${config.domainName}`] : ['https://*.cloudfront.net'];
}

/** The SES sender of account e-mail: `sesSender`, else `no-reply@<domainName>`, else a placeholder. */
export function emailSender(config: StageConfig): string {
  return config.sesSender ?? `no-reply@${config.domainName ?? 'seamline.example'}`;
}
