/**
 * The Secrets Manager adapter of origin verify (`origin-verify.ts`): reads the origin-verify
 * secret's AWSCURRENT and AWSPREVIOUS values (`GetSecretValue`, SecretString), and the verifier
 * every function uses, configured from `ORIGIN_VERIFY_SECRET_ARN` (off when unset).
 */
import {
  GetSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { env } from './env';
import { fastFailHandler, SDK_MAX_ATTEMPTS, sdkLogger } from './aws-clients';
import { logger } from './powertools';
import { createOriginVerifier, type OriginSecretReader } from './origin-verify';

let client: SecretsManagerClient | undefined;

/**
 * `[AWSCURRENT, AWSPREVIOUS?]` SecretStrings of `secretId`. A missing AWSPREVIOUS (a secret
 * never rotated) is skipped; any other failure rejects (the verifier then serves its cached
 * values for up to 24 hours, else the request fails — it never passes unchecked).
 */
export const readOriginSecrets: OriginSecretReader = async (secretId) => {
  client ??= new SecretsManagerClient({
    region: env.AWS_REGION,
    logger: sdkLogger,
    requestHandler: fastFailHandler(),
    maxAttempts: SDK_MAX_ATTEMPTS,
  });
  const stage = async (VersionStage: string) => {
    try {
      const out = await client!.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage }));
      return out.SecretString ? [out.SecretString] : [];
    } catch (error) {
      if (VersionStage === 'AWSPREVIOUS' && error instanceof ResourceNotFoundException) return [];
      throw error;
    }
  };
  const [current, previous] = await Promise.all([stage('AWSCURRENT'), stage('AWSPREVIOUS')]);
  return [...current, ...previous];
};

/**
 * The functions' verifier (one cache per execution environment). A failed read within 24 hours of
 * a good one keeps the cached values (stale-if-error) and is logged as an error (alarm).
 */
export const verifyOrigin = createOriginVerifier({
  secretId: env.ORIGIN_VERIFY_SECRET_ARN,
  read: readOriginSecrets,
  onReadError: (error, ageMs) =>
    logger.error('Origin-verify secret read failed: using the cached values', { error: error as Error, cachedAgeMs: ageMs }),
});
