/**
 * WebSocket API contract (ARCHITECTURE §7; spec 02 notifications). Route keys are
 * API Gateway's `$connect`, `$disconnect`, `$default`; the client sends JSON frames with an
 * `action`, the server pushes JSON frames with a `type`.
 */
import * as z from 'zod';

export const WS_PATH = '/ws';

export const clientMessageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('ping') }),
  /** Spec 02: sent after open; the session cookie already authenticated `$connect`. */
  z.object({ action: z.literal('authenticate') }),
  z.object({ action: z.literal('mark_read'), notificationId: z.string().min(1).max(64) }),
  z.object({ action: z.literal('mark_all_seen') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pong'), time: z.string() }),
  z.object({ type: z.literal('authenticated'), userId: z.string() }),
  z.object({ type: z.literal('error'), message: z.string() }),
  z.object({ type: z.literal('session_ended') }),
  z.object({ type: z.literal('notification'), notification: z.record(z.string(), z.unknown()) }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/**
 * Reconnect rule of the web client (spec 02 notifications): first retry after 1 000 ms,
 * doubling, capped at 30 000 ms, at most 5 attempts; the counter resets when a socket opens.
 */
export const WS_RECONNECT = { initialDelayMs: 1000, maxDelayMs: 30_000, maxAttempts: 5 } as const;
