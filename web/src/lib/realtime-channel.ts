/**
 * The open realtime socket, for screens that send a frame (the bell's `mark_all_seen` and
 * `mark_read`, spec 02 §7). `useRealtime` registers the connection; without one (not connected
 * yet, reconnecting, no WebSocket) `sendRealtime` answers false and the caller uses REST.
 * Types only: the socket client itself stays in its lazily loaded chunk.
 */
import type { ClientMessage } from '@seamline/shared/contracts/realtime';

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
