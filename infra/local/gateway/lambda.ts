/**
 * Invoking a handler the way Lambda does: a genuine `Context` object (request id, function
 * name and ARN, log group, remaining time) and a timeout; the handler runs in this process.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from '../support/credentials';

/** Any Lambda handler in the async style (event, context) → result. */
export type LambdaHandler<E = unknown, R = unknown> = (
  event: E,
  context: Context,
) => Promise<R> | R;

/**
 * The invocation ran past its timeout. Lambda would freeze and kill the execution environment;
 * in-process the handler cannot be killed, so `settled` resolves (never rejects) when its
 * abandoned promise finally settles — callers that retry the same work (the stream runner) wait
 * for it first, so two runs of one batch never overlap.
 */
export class LambdaTimeout extends Error {
  override name = 'LambdaTimeout';
  constructor(
    message: string,
    readonly settled: Promise<void> = Promise.resolve(),
  ) {
    super(message);
  }
}

/** A Lambda `Context` for one invocation of `functionName` that must finish in `timeoutMs`. */
export function lambdaContext(functionName: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '/');
  const unsupported = () => {
    throw new Error('Callback-style completion is not supported; return a promise');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `${day}/[$LATEST]${randomUUID().replaceAll('-', '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

/**
 * Run `handler(event, context)` with a fresh context; rejects with LambdaTimeout when it takes
 * longer than `timeoutMs` (the handler's promise is abandoned, as Lambda would kill it; its
 * `settled` says when it really ended).
 * @throws whatever the handler throws, or LambdaTimeout.
 */
export async function invokeLambda<E, R>(
  handler: LambdaHandler<E, R>,
  event: E,
  functionName: string,
  timeoutMs = 29_000,
): Promise<R> {
  const context = lambdaContext(functionName, timeoutMs);
  let timer: NodeJS.Timeout | undefined;
  const running = Promise.resolve().then(() => handler(event, context));
  const settled = running.then(
    () => undefined,
    () => undefined,
  );
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new LambdaTimeout(`${functionName} timed out after ${timeoutMs} ms`, settled)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([running, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
