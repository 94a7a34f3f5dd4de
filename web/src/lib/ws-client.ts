/**
 * WebSocket client for `/ws` (ARCHITECTURE §7, spec 02 "Notifications socket").
 * States: connecting → connected (sends `authenticate` {userId}) → disconnected. After an
 * unexpected close it reconnects after 1 s, doubling, capped at 30 s, at most 5 attempts; the
 * attempt counter resets whenever a socket opens. `onOpen(true)` tells a reopened connection
 * (frames may have been missed while it was down: the caller resyncs over REST). Frames are
 * parsed with the shared zod schemas.
 */
import {
  WS_PATH,
  WS_RECONNECT,
  serverMessageSchema,
  type ClientMessage,
  type ServerMessage,
} from '@seamline/shared/contracts/realtime';

export type WsStatus = 'connecting' | 'connected' | 'disconnected';

/** The part of the browser WebSocket the client uses (tests pass a fake). */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface ReconnectRule {
  initialDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
}

export interface WsClientOptions {
  url: string;
  /** Sent in `authenticate` (spec 02 §7); the server checks it against the session. */
  userId?: string;
  /** A socket opened (after `authenticate` was sent); `reconnected` for every open after the first. */
  onOpen?: (reconnected: boolean) => void;
  onMessage?: (message: ServerMessage) => void;
  onStatus?: (status: WsStatus) => void;
  reconnect?: ReconnectRule;
  createSocket?: (url: string) => WebSocketLike;
}

export interface WsClient {
  /** Send a typed client frame; false when the socket is not open. */
  send(message: ClientMessage): boolean;
  /** Close for good: no reconnect. */
  close(): void;
  /** Connect again now when disconnected and not retrying (e.g. the browser is back online after the 5 tries). */
  reconnect(): void;
  readonly status: WsStatus;
}

const OPEN = 1;

/** Delay before reconnect attempt number `attempt` (0-based): 1 s, 2 s, 4 s … capped. */
export function reconnectDelay(attempt: number, rule: ReconnectRule = WS_RECONNECT): number {
  return Math.min(rule.initialDelayMs * 2 ** attempt, rule.maxDelayMs);
}

/** `ws://host/ws` or `wss://host/ws` for the page's own origin. */
export function wsUrlFor(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WS_PATH}`;
}

/** Open a socket now and keep it open under the reconnect rule until `close()`. */
export function connectWs(options: WsClientOptions): WsClient {
  const rule: ReconnectRule = options.reconnect ?? WS_RECONNECT;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as WebSocketLike);
  let socket: WebSocketLike | null = null;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closedByUser = false;
  let opened = false;
  let status: WsStatus = 'disconnected';

  const setStatus = (next: WsStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  };

  const scheduleReconnect = () => {
    if (closedByUser || attempts >= rule.maxAttempts) return;
    const delay = reconnectDelay(attempts, rule);
    attempts += 1;
    timer = setTimeout(open, delay);
  };

  function open() {
    timer = undefined;
    setStatus('connecting');
    const ws = createSocket(options.url);
    socket = ws;
    ws.onopen = () => {
      attempts = 0;
      setStatus('connected');
      const authenticate: ClientMessage = options.userId ? { action: 'authenticate', userId: options.userId } : { action: 'authenticate' };
      ws.send(JSON.stringify(authenticate));
      const reconnected = opened;
      opened = true;
      options.onOpen?.(reconnected);
    };
    ws.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let raw: unknown;
      try {
        raw = JSON.parse(event.data);
      } catch {
        return; // spec 02 §8: parse errors are only logged
      }
      const parsed = serverMessageSchema.safeParse(raw);
      if (parsed.success) options.onMessage?.(parsed.data);
    };
    ws.onerror = () => {
      // a close event always follows; reconnecting is handled there
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      setStatus('disconnected');
      scheduleReconnect();
    };
  }

  open();

  return {
    send(message) {
      if (!socket || socket.readyState !== OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close() {
      closedByUser = true;
      if (timer !== undefined) clearTimeout(timer);
      const ws = socket;
      socket = null;
      ws?.close(1000, 'client closed');
      setStatus('disconnected');
    },
    reconnect() {
      if (closedByUser || socket || timer !== undefined) return;
      attempts = 0;
      open();
    },
    get status() {
      return status;
    },
  };
}
