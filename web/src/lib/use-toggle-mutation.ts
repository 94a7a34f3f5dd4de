/**
 * One hook for every on/off control that saves at once — follow/unfollow, the privacy switches,
 * the moodboard default — so nothing happens twice (issue 17 §3).
 *
 * The rule (in-flight coalescing, see `CoalescedToggle`): a press shows its value at once;
 * while a request is in flight further presses only change the desired value; when it
 * settles and the desired value differs from what the server now holds, exactly one more
 * request carries the final value. On→off→on during the first request sends one request in
 * all; a burst of any length sends at most two. A failure puts the control back to the
 * server's value and runs `onError` (the caller's toast).
 *
 * The control stays operable while busy (a disabled control drops keyboard focus, and further
 * presses are safe): it shows `pending` as `aria-busy` and a spinner instead. `value` is the
 * server's value as the cache reads it; a change of it (a refetch) is adopted whenever no
 * request runs. `send` should put the server's answer into the cache. The hook's callbacks
 * outlive the component (an unfollowed row may leave the list while its request runs):
 * errors are still reported.
 * Creating POSTs use `useIdempotentMutation` instead (one Idempotency-Key per action).
 */
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { CoalescedToggle, type CoalescedToggleOptions } from './coalesced-toggle';

export interface ToggleMutationOptions<T> extends CoalescedToggleOptions<T> {
  /** The server's value as the cache reads it. */
  value: T;
}

export interface ToggleMutation<T> {
  /** What to show: the desired value while a request runs, else the server's. */
  value: T;
  /** A request is in flight (show `aria-busy` and a spinner). */
  pending: boolean;
  /** The value of the request in flight, or null. */
  sending: { value: T } | null;
  /** Ask for `next` (a press). */
  set: (next: T) => void;
}

export function useToggleMutation<T = boolean>({ value, ...options }: ToggleMutationOptions<T>): ToggleMutation<T> {
  const [toggle] = useState(() => new CoalescedToggle<T>(value, options));
  // The latest callbacks, and the cache's value once no request runs.
  useLayoutEffect(() => toggle.configure(options));
  useLayoutEffect(() => toggle.sync(value), [toggle, value]);
  const snapshot = useSyncExternalStore(toggle.subscribe, toggle.getSnapshot);
  return {
    // From the toggle, not from `value`: the cache tells its readers a tick after `send` resolves.
    value: snapshot.shown,
    pending: snapshot.sending !== null,
    sending: snapshot.sending,
    set: (next: T) => toggle.set(next),
  };
}
