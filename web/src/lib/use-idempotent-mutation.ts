/**
 * One user action, one `Idempotency-Key` (issue 17 §3; IETF draft-ietf-httpapi-idempotency-key-header).
 *
 * `useIdempotentMutation(options)` is `useMutation` for creating POSTs: the first `mutate` of an
 * action makes a fresh key (`crypto.randomUUID()`), every call made while that action is still
 * running (a double click, a second tab of the same dialog's submit) carries the SAME key, so
 * the server creates one resource and answers both with it; once the request has settled the
 * next action gets a new key. The mutation function receives the key in its variables
 * (`idempotencyKey`) and passes it to `api(…, { idempotencyKey })`.
 */
import { useRef } from 'react';
import { useMutation, type MutateOptions, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';

/** Variables of a creating mutation: the action's key is added by the hook. */
export type WithIdempotencyKey<T> = T & { idempotencyKey?: string };

export function useIdempotentMutation<TData, TError, TVariables extends { idempotencyKey?: string }, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const key = useRef<string | null>(null);
  const mutation = useMutation<TData, TError, TVariables, TContext>({
    ...options,
    onSettled: (...args) => {
      key.current = null;
      return options.onSettled?.(...args);
    },
  });
  const withKey = (variables: TVariables): TVariables => {
    key.current ??= crypto.randomUUID();
    return { ...variables, idempotencyKey: key.current };
  };
  type Callbacks = MutateOptions<TData, TError, TVariables, TContext>;
  const mutate = (variables: TVariables, callbacks?: Callbacks) => mutation.mutate(withKey(variables), callbacks);
  const mutateAsync = (variables: TVariables, callbacks?: Callbacks) => mutation.mutateAsync(withKey(variables), callbacks);
  return { ...mutation, mutate, mutateAsync } as UseMutationResult<TData, TError, TVariables, TContext>;
}
