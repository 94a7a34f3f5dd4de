/**
 * The open realtime socket as the screens see it (`useRealtime` owns the connection):
 * - frames out: the bell's `mark_all_seen` and `mark_read` (spec 02 §7) go through
 *   {@link sendRealtime}; without a connection (not connected yet, reconnecting, no WebSocket)
 *   it answers false and the caller uses REST;
 * - frames in: a screen {@link subscribeRealtime}s to every parsed server frame (the home feed's
 *   `feed_updated`, issue 19) and hears when a subscription comes back after the socket was down
 *   (frames may have been missed: resync over REST);
 * - {@link isRealtimeLive}: the socket is open and the server answered `authenticated`, so pushes
 *   reach this tab; screens keep a REST fallback (e.g. a re-read on focus) while it is false.
 * Types only: the socket client itself stays in its lazily loaded chunk.
 */
import type { ClientMessage, ServerMessage } from '@seamline/shared/contracts/realtime';

type Sender = (message: ClientMessage) => boolean;
let sender: Sender | null = null;

/** Set (or clear, with null) the connection frames go through. */
export function setRealtimeSender(next: Sender | null): void {
  sender = next;
}

/** Send a frame over the open socket; false when there is none (then use REST). */
export function sendRealtime(message: ClientMessage): boolean {
  return sender?.(message) ?? false;
}

/** What a screen hears from the socket. */
export interface RealtimeListener {
  /** Every server frame, parsed with the shared schema. */
  onFrame?: (message: ServerMessage) => void;
  /** Subscribed again after the socket was down: frames sent meanwhile were missed. */
  onResubscribed?: () => void;
}

const listeners = new Set<RealtimeListener>();
let live = false;

/** Listen to the socket until the returned function is called. */
export function subscribeRealtime(listener: RealtimeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether pushes reach this tab now (socket open and `authenticated`). */
export function isRealtimeLive(): boolean {
  return live;
}

/** `useRealtime`: a frame arrived (after the app's own handling). */
export function publishRealtimeFrame(message: ServerMessage): void {
  for (const listener of [...listeners]) listener.onFrame?.(message);
}

/**
 * `useRealtime`: the subscription went up (`authenticated`) or down (closed, reconnecting,
 * stopped). `resubscribed` marks an `authenticated` after an earlier one on the same client.
 */
export function setRealtimeLive(next: boolean, { resubscribed = false }: { resubscribed?: boolean } = {}): void {
  live = next;
  if (next && resubscribed) for (const listener of [...listeners]) listener.onResubscribed?.();
}
