/**
 * `OriginVerify` (issue 32 §2): the secret CloudFront sends to the API Gateway origins in
 * `x-origin-verify`, so that the functions (`functions/_core/origin-verify.ts`) can refuse every
 * request that reached the default `execute-api` endpoint directly (which stays enabled: it IS
 * CloudFront's origin, there is no custom API domain).
 *
 * - The secret: Secrets Manager, a generated 48-character letters-and-digits value.
 * - {@link OriginVerify.headerValue}: a CloudFormation dynamic reference to its AWSCURRENT,
 *   resolved at deploy into the distribution's origin custom headers.
 * - {@link OriginVerify.rotate}: a rotation function (`functions/edge/origin-secret-rotation.ts`)
 *   that Secrets Manager runs every 30 days (new AWSCURRENT; the old value stays accepted as
 *   AWSPREVIOUS) and an hourly schedule runs to move the distribution's header onto AWSCURRENT
 *   once it is an hour old. It may read and stage this secret's versions and read/update this
 *   one distribution's config, nothing else.
 * - {@link OriginVerify.grantRead}: `ORIGIN_VERIFY_SECRET_ARN` readers (every API, authorizer
 *   and realtime function): GetSecretValue/DescribeSecret on this secret only.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { join } from 'node:path';
import { ORIGIN_VERIFY_HEADER } from '@seamline/functions/_core/origin-verify-header';
import { ApiFunction } from './api-function';
import { functionsDir } from './paths';

export { ORIGIN_VERIFY_HEADER };

/** How often Secrets Manager makes a new value. */
export const ORIGIN_SECRET_ROTATION = Duration.days(30);
/** How often the schedule checks whether CloudFront should move onto AWSCURRENT. */
export const ORIGIN_SYNC_SCHEDULE = Duration.hours(1);

export class OriginVerify extends Construct {
  readonly secret: Secret;
  /** `{{resolve:secretsmanager:…}}` of AWSCURRENT: the origin custom header's value at deploy. */
  readonly headerValue: string;
  rotationFunction?: ApiFunction;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: `Seamline: the ${ORIGIN_VERIFY_HEADER} value CloudFront sends to the API origins (rotated)`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
    });
    // Deliberately resolved into the distribution config: CloudFront must send the value.
    this.headerValue = this.secret.secretValue.unsafeUnwrap();
  }

  /** The custom origin headers of the API origins. */
  get originHeaders(): Record<string, string> {
    return { [ORIGIN_VERIFY_HEADER]: this.headerValue };
  }

  /** Rotation (Secrets Manager, 30 days) and the hourly sync of `distribution`'s origin header. */
  rotate(distribution: IDistribution): ApiFunction {
    const stack = Stack.of(this);
    const fn = new ApiFunction(this, 'Rotation', {
      entry: join(functionsDir, 'edge', 'origin-secret-rotation.ts'),
      service: 'origin-secret-rotation',
      description: 'Seamline: rotates the origin-verify secret and moves CloudFront onto it',
      environment: {
        ORIGIN_VERIFY_SECRET_ARN: this.secret.secretArn,
        ORIGIN_DISTRIBUTION_ID: distribution.distributionId,
      },
      memorySize: 256,
      timeout: Duration.seconds(30),
    });
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [
          'secretsmanager:DescribeSecret',
          'secretsmanager:GetSecretValue',
          'secretsmanager:PutSecretValue',
          'secretsmanager:UpdateSecretVersionStage',
          'secretsmanager:ListSecretVersionIds',
        ],
        resources: [this.secret.secretArn],
      }),
    );
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['secretsmanager:GetRandomPassword'], resources: ['*'] }),
    );
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'],
        resources: [stack.formatArn({ service: 'cloudfront', region: '', resource: 'distribution', resourceName: distribution.distributionId })],
      }),
    );
    this.secret.addRotationSchedule('Rotation', {
      rotationLambda: fn.fn,
      automaticallyAfter: ORIGIN_SECRET_ROTATION,
      // The first rotation waits for the schedule: CloudFront starts with the generated value.
      rotateImmediatelyOnUpdate: false,
    });
    new Rule(this, 'SyncSchedule', {
      description: 'Seamline: move CloudFront’s origin-verify header onto the current secret value',
      schedule: Schedule.rate(ORIGIN_SYNC_SCHEDULE),
      targets: [new LambdaFunction(fn.fn, { event: RuleTargetInput.fromObject({ action: 'sync-origin' }), retryAttempts: 2 })],
    });
    // GetRandomPassword has no resource-level permissions: covered by ApiFunction's Resource "*"
    // acknowledgement (X-Ray); every secret and distribution action is scoped to these two.
    this.rotationFunction = fn;
    return fn;
  }

  /** Let `grantee` read the secret (GetSecretValue, DescribeSecret on this secret only). */
  grantRead(grantee: IGrantable): void {
    this.secret.grantRead(grantee);
  }
}

/** The secret as the function stacks see it (typed prop). */
export type OriginSecret = ISecret;
