/**
 * HTTP API Lambda authorizer semantics (simple responses, payload 2.0): the identity source is
 * the Cookie header; without it API Gateway answers 401 and never calls the authorizer;
 * `isAuthorized: false` is 403; results are cached per identity source value for the TTL
 * (300 s default in AWS, 60 s here like the CDK api stack), with nothing invalidated early.
 */
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import type { RuntimeLog } from '../support/log';
import { functionNames, httpAuthorizer } from './functions';
import { invokeLambda } from './lambda';

export type AuthOutcome =
  { allow: true; context: Record<string, unknown> } | { allow: false; status: 401 | 403 | 500 };

const MAX_ENTRIES = 10_000;

/**
 * Create the authorizer step of the gateway.
 * @param ttlSeconds result cache TTL per Cookie value (0 disables caching).
 * @returns `authorize(kind, cookieHeader, buildEvent)`; never throws (failures → 500).
 */
export function createHttpAuthorizer(ttlSeconds: number, log: RuntimeLog) {
  const cache = new Map<string, { expiresAt: number; outcome: AuthOutcome }>();
  return async (
    kind: 'user' | 'admin',
    cookieHeader: string | undefined,
    buildEvent: (cookieHeader: string) => APIGatewayRequestAuthorizerEventV2,
  ): Promise<AuthOutcome> => {
    if (!cookieHeader?.trim()) return { allow: false, status: 401 };
    const key = `${kind}\n${cookieHeader}`;
    const hit = cache.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.outcome;
    cache.delete(key);
    let outcome: AuthOutcome;
    try {
      const fn = await httpAuthorizer(kind);
      const result = (await invokeLambda(
        fn,
        buildEvent(cookieHeader),
        functionNames.authorizer(kind),
        10_000,
      )) as {
        isAuthorized?: unknown;
        context?: Record<string, unknown>;
      };
      if (typeof result?.isAuthorized !== 'boolean')
        throw new Error('Authorizer returned no isAuthorized boolean');
      outcome = result.isAuthorized
        ? { allow: true, context: result.context ?? {} }
        : { allow: false, status: 403 };
    } catch (error) {
      log.error(`${functionNames.authorizer(kind)} failed`, error);
      return { allow: false, status: 500 };
    }
    if (ttlSeconds > 0) {
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(key, { expiresAt: Date.now() + ttlSeconds * 1000, outcome });
    }
    return outcome;
  };
}
