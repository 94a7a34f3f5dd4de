/**
 * Rotation of the origin-verify secret (issue 32 §2) and the move of CloudFront onto it.
 * Two triggers, one function:
 *
 * 1. Secrets Manager rotation (every 30 days; event `{ SecretId, ClientRequestToken, Step }`),
 *    the standard four steps:
 *    - `createSecret`: a new random value (GetRandomPassword, 48 letters and digits) as AWSPENDING
 *      of the token's version (idempotent: nothing when that version exists). REFUSED (throws:
 *      the rotation fails, nothing changes) while the distribution's header is not yet AWSCURRENT:
 *      a second rotation before the sync (a manual 'rotate immediately' on top of the schedule)
 *      would push the value CloudFront sends past AWSPREVIOUS, and every API and /ws request
 *      would be refused;
 *    - `setSecret`, `testSecret`: nothing — CloudFront keeps sending the old value, which
 *      `finishSecret` turns into AWSPREVIOUS, still accepted by every function;
 *    - `finishSecret`: AWSCURRENT moves to the new version (the old one becomes AWSPREVIOUS).
 * 2. An EventBridge schedule (hourly; event `{ action: 'sync-origin' }`): when AWSCURRENT is at
 *    least {@link SYNC_MIN_AGE_MS} old — far longer than the functions cache values
 *    (`_core/origin-verify.ts`, 5 minutes), so every instance already accepts it — and the
 *    distribution's API origins still send another value, UpdateDistribution sets their
 *    `x-origin-verify` header to AWSCURRENT. While CloudFront's edges switch over (minutes),
 *    both values are accepted (AWSCURRENT, AWSPREVIOUS); the old value stops being accepted only
 *    at the next rotation, a month later. When CloudFront sends a value that is no longer accepted
 *    at all (neither AWSCURRENT nor AWSPREVIOUS: every request is already refused, e.g. after a
 *    value was put into the secret by hand), the age wait is skipped and it moves at once
 *    (instances re-read the secret on a mismatch within a minute).
 *
 * A deploy also sets the header: the web stack's template resolves the secret's AWSCURRENT.
 * Errors are thrown (Secrets Manager marks the rotation failed and retries; the schedule runs
 * again the next hour) and show on the function's error alarm.
 */
import {
  DescribeSecretCommand,
  GetRandomPasswordCommand,
  GetSecretValueCommand,
  ListSecretVersionIdsCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { CloudFrontClient, GetDistributionConfigCommand, UpdateDistributionCommand } from '@aws-sdk/client-cloudfront';
import { env } from '../_core/env';
import { logger } from '../_core/powertools';
import { ORIGIN_VERIFY_HEADER } from '../_core/origin-verify-header';

/** Minimum age of AWSCURRENT before CloudFront is moved onto it, in ms (1 hour). */
export const SYNC_MIN_AGE_MS = 60 * 60_000;
/** Length of a generated value (letters and digits only: safe in an HTTP header). */
export const SECRET_LENGTH = 48;

export interface RotationEvent {
  SecretId: string;
  ClientRequestToken: string;
  Step: 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret';
}
export interface SyncEvent {
  action: 'sync-origin';
}
export type SyncResult = 'in-sync' | 'too-new' | 'updated';

export interface RotationClients {
  secrets: SecretsManagerClient;
  cloudFront: CloudFrontClient;
  now?: () => number;
}

/** The value of `stage` (AWSCURRENT, AWSPREVIOUS); `undefined` when no version has that stage. */
async function valueOf(secrets: SecretsManagerClient, SecretId: string, VersionStage: 'AWSCURRENT' | 'AWSPREVIOUS') {
  try {
    const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId, VersionStage }));
    return SecretString;
  } catch (error) {
    if (VersionStage === 'AWSPREVIOUS' && error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

/** The distribution's config, its ETag, and the origins that send the origin-verify header. */
async function originHeaders(cloudFront: CloudFrontClient, distributionId: string) {
  const { DistributionConfig: config, ETag } = await cloudFront.send(new GetDistributionConfigCommand({ Id: distributionId }));
  if (!config?.Origins?.Items) throw new Error(`Distribution ${distributionId} has no origins`);
  const headersOf = (o: (typeof config.Origins.Items)[number]) =>
    (o.CustomHeaders?.Items ?? []).filter((h) => h.HeaderName?.toLowerCase() === ORIGIN_VERIFY_HEADER);
  const verified = config.Origins.Items.filter((o) => headersOf(o).length > 0);
  if (verified.length === 0) throw new Error(`Distribution ${distributionId} has no ${ORIGIN_VERIFY_HEADER} origin header`);
  /** Every value the distribution sends (one per origin, normally all equal). */
  const sent = [...new Set(verified.flatMap((o) => headersOf(o).map((h) => h.HeaderValue)))];
  return { config, ETag, verified, headersOf, sent };
}

/**
 * One step of the Secrets Manager rotation protocol (module doc).
 * @param distributionId the distribution whose header must be AWSCURRENT before a new value is made.
 */
export async function rotate(event: RotationEvent, { secrets, cloudFront }: RotationClients, distributionId: string): Promise<void> {
  const { SecretId, ClientRequestToken: token, Step } = event;
  const described = await secrets.send(new DescribeSecretCommand({ SecretId }));
  if (!described.RotationEnabled) throw new Error(`Rotation is not enabled on ${SecretId}`);
  const stages = described.VersionIdsToStages ?? {};
  if (!stages[token]) throw new Error(`Version ${token} of ${SecretId} has no stage`);
  if (Step === 'createSecret') {
    if (stages[token].includes('AWSCURRENT') || stages[token].includes('AWSPENDING')) {
      const existing = await secrets
        .send(new GetSecretValueCommand({ SecretId, VersionId: token }))
        .then(() => true)
        .catch(() => false);
      if (existing) return;
    }
    // Only rotate once CloudFront sends AWSCURRENT: otherwise its value would fall out of the
    // accepted pair (AWSCURRENT, AWSPREVIOUS) at finishSecret and every request would be refused.
    const current = await valueOf(secrets, SecretId, 'AWSCURRENT');
    const { sent } = await originHeaders(cloudFront, distributionId);
    if (!current || sent.some((value) => value !== current)) {
      throw new Error(
        `Rotation of ${SecretId} refused: distribution ${distributionId} does not send AWSCURRENT yet ` +
          '(the hourly sync moves it an hour after the last rotation); rotate again after that',
      );
    }
    const { RandomPassword } = await secrets.send(
      new GetRandomPasswordCommand({ PasswordLength: SECRET_LENGTH, ExcludePunctuation: true, IncludeSpace: false }),
    );
    await secrets.send(
      new PutSecretValueCommand({ SecretId, ClientRequestToken: token, SecretString: RandomPassword, VersionStages: ['AWSPENDING'] }),
    );
    logger.info('Origin-verify secret: new pending version', { token });
    return;
  }
  if (Step === 'finishSecret') {
    const current = Object.entries(stages).find(([, s]) => s.includes('AWSCURRENT'))?.[0];
    if (current === token) return;
    await secrets.send(
      new UpdateSecretVersionStageCommand({
        SecretId,
        VersionStage: 'AWSCURRENT',
        MoveToVersionId: token,
        ...(current ? { RemoveFromVersionId: current } : {}),
      }),
    );
    logger.info('Origin-verify secret: new version is AWSCURRENT', { token, previous: current });
  }
  // setSecret / testSecret: nothing to do (module doc).
}

/** Move the distribution's origin-verify headers onto AWSCURRENT once it is old enough. */
export async function syncOrigin(
  secretId: string,
  distributionId: string,
  { secrets, cloudFront, now = Date.now }: RotationClients,
): Promise<SyncResult> {
  const versions = await secrets.send(new ListSecretVersionIdsCommand({ SecretId: secretId }));
  const current = versions.Versions?.find((v) => v.VersionStages?.includes('AWSCURRENT'));
  if (!current?.CreatedDate) throw new Error(`${secretId} has no AWSCURRENT version`);
  const value = await valueOf(secrets, secretId, 'AWSCURRENT');
  if (!value) throw new Error(`${secretId} AWSCURRENT has no SecretString`);

  const { config, ETag, verified, headersOf, sent } = await originHeaders(cloudFront, distributionId);
  if (sent.every((v) => v === value)) return 'in-sync';
  if (now() - current.CreatedDate.getTime() < SYNC_MIN_AGE_MS) {
    // Waiting is only worth it while CloudFront's value is still accepted (module doc).
    const previous = await valueOf(secrets, secretId, 'AWSPREVIOUS');
    if (sent.every((v) => v === value || (previous !== undefined && v === previous))) return 'too-new';
    logger.warn('Origin-verify header is no longer accepted: moving CloudFront to AWSCURRENT now', { distributionId });
  }

  for (const origin of verified) for (const h of headersOf(origin)) h.HeaderValue = value;
  await cloudFront.send(new UpdateDistributionCommand({ Id: distributionId, IfMatch: ETag, DistributionConfig: config }));
  logger.info('Origin-verify header moved to AWSCURRENT', { distributionId, origins: verified.map((o) => o.Id) });
  return 'updated';
}

let clients: RotationClients | undefined;
const defaultClients = (): RotationClients =>
  (clients ??= {
    secrets: new SecretsManagerClient({ region: env.AWS_REGION }),
    // CloudFront is a global service: its API is served from us-east-1.
    cloudFront: new CloudFrontClient({ region: 'us-east-1' }),
  });

/** Lambda entry: a rotation step, or the scheduled sync. */
export async function handler(event: RotationEvent | SyncEvent): Promise<SyncResult | undefined> {
  if (!env.ORIGIN_DISTRIBUTION_ID) throw new Error('ORIGIN_DISTRIBUTION_ID is required');
  if ('Step' in event) return void (await rotate(event, defaultClients(), env.ORIGIN_DISTRIBUTION_ID));
  if (!env.ORIGIN_VERIFY_SECRET_ARN) throw new Error('ORIGIN_VERIFY_SECRET_ARN is required');
  return syncOrigin(env.ORIGIN_VERIFY_SECRET_ARN, env.ORIGIN_DISTRIBUTION_ID, defaultClients());
}
