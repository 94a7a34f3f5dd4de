/**
 * DynamoDB Local's lock timeouts, seen per processor invocation (issue 22 soak).
 *
 * DynamoDB Local serialises every write of a table behind ONE read/write lock
 * (`LocalDBAccess.WriteLockWithTimeout` in DynamoDBLocal.jar, 2026-05-28). When a request waits
 * too long for it, the jar answers HTTP 500 `InternalServerError` 'This action timed out because
 * it too long waiting for a lock. This request will succeed in actual DynamoDB API' — before its
 * critical section, so nothing of that request (a whole TransactWriteItems included) is written.
 * The SDK retries it once (`SDK_MAX_ATTEMPTS`), then the handler sees the error.
 *
 * Such a failure is an artefact of the stand-in (the service has no table lock), not the record's
 * fault, so the local stream runner must not spend the record's retry attempts on it, exactly as it
 * does not for an outage ({@link createProcessorRunner}). A processor that catches the error and
 * reports the record in `batchItemFailures` hides it, hence this tracker: the runner runs each
 * invocation inside {@link trackInvocation} (an `AsyncLocalStorage` scope, which follows the
 * handler's promise chain into the SDK's middleware stack), and {@link watchLockTimeouts} adds a
 * middleware to the functions' DynamoDB client that notes every lock timeout in the scope of the
 * invocation that met it. Calls outside an invocation (API handlers, the seed) are only counted.
 *
 * The scope store is switched off (`AsyncLocalStorage.disable()`) whenever no invocation is in
 * flight: on Node 22 an enabled `AsyncLocalStorage` installs promise hooks for the WHOLE process,
 * so once the first processor had run, every promise of every API request paid for them
 * (`node:internal/async_hooks` ≈ 3 % of the self time of `GET /api/auth/user` under load, issue 36 §1).
 * `run()` switches it on again for the next invocation.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { LambdaTimeout } from '../gateway/lambda';

/** The text of DynamoDB Local's lock timeout (LocalDBClientExceptionMessage.TIME_OUT_WHILE_ACQUIRING_LOCK). */
export const LOCK_TIMEOUT_TEXT = 'too long waiting for a lock';

/** What one invocation met. */
export interface InvocationScope {
  /** DynamoDB Local lock timeouts answered to this invocation's calls (each SDK attempt counts). */
  lockTimeouts: number;
}

const scopes = new AsyncLocalStorage<InvocationScope>();
let total = 0;

/** True when `error` (or an error in its `cause` chain, ≤ 5 deep, e.g. ElectroDB's wrapper) is DynamoDB Local's lock timeout. */
export function isLockTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && message.includes(LOCK_TIMEOUT_TEXT)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Note one lock timeout: in the current invocation's scope (if any) and in the process total. */
export function noteLockTimeout(): void {
  total++;
  const scope = scopes.getStore();
  if (scope) scope.lockTimeouts++;
}

/** Lock timeouts noted in this process so far (all callers). */
export function lockTimeoutsNoted(): number {
  return total;
}

/** Invocations whose scope is live: started by {@link trackInvocation} and not yet really ended. */
let inFlight = 0;

/** Invocations being tracked now (0 = the scope store, and with it Node's promise hooks, is off). */
export function invocationsInFlight(): number {
  return inFlight;
}

/** One tracked invocation really ended: the last one switches the scope store off. */
function invocationEnded(): void {
  inFlight--;
  if (inFlight === 0) scopes.disable();
}

/**
 * Run `fn` (one invocation) in a fresh scope. @returns the scope, filled while `fn` and
 * everything it started run (also after a timeout abandoned it: the scope stays live until the
 * {@link LambdaTimeout}'s `settled`), and `fn`'s promise.
 */
export function trackInvocation<T>(fn: () => Promise<T>): { scope: InvocationScope; result: Promise<T> } {
  const scope: InvocationScope = { lockTimeouts: 0 };
  inFlight++;
  let result: Promise<T>;
  try {
    result = scopes.run(scope, fn);
  } catch (error) {
    result = Promise.reject(error);
  }
  result.then(invocationEnded, (error: unknown) => {
    if (error instanceof LambdaTimeout) void error.settled.then(invocationEnded);
    else invocationEnded();
  });
  return { scope, result };
}

/**
 * Note the lock timeouts answered to `client`'s calls (a middleware per SDK attempt, after the
 * retry middleware, added from outside the handlers like the runtime's outage gate). Errors pass
 * through unchanged.
 */
export function watchLockTimeouts(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        if (isLockTimeout(error)) noteLockTimeout();
        throw error;
      }
    },
    { step: 'finalizeRequest', priority: 'low', name: 'localDynamoDbLockTimeouts' },
  );
}
