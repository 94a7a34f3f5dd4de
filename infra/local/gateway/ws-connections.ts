/**
 * The WebSocket API's connection registry: open sockets by connection id, with the facts
 * `GetConnection` reports and the authorizer context every route event carries.
 */
import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';

export interface WsConnection {
  connectionId: string;
  socket: WebSocket;
  /** Epoch ms. */
  connectedAt: number;
  /** Epoch ms of the last frame in or out. */
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
  /** `requestContext.authorizer` of every event: `{ principalId, ...context }`. */
  authorizer: Record<string, unknown>;
  /** Route invocations run one after another per connection. */
  queue: Promise<void>;
}

/** A connection id shaped like API Gateway's (`L0SM9cOFvHcCIhw=`, base64 of 10 bytes). */
export const newConnectionId = () => randomBytes(10).toString('base64');

export class ConnectionRegistry {
  readonly #open = new Map<string, WsConnection>();

  add(connection: WsConnection): void {
    this.#open.set(connection.connectionId, connection);
  }

  /** The connection if it is still open, else undefined (the management API answers 410). */
  get(connectionId: string): WsConnection | undefined {
    const c = this.#open.get(connectionId);
    return c && c.socket.readyState === c.socket.OPEN ? c : undefined;
  }

  delete(connectionId: string): void {
    this.#open.delete(connectionId);
  }

  get size(): number {
    return this.#open.size;
  }

  /**
   * Drop every socket (runtime stop) and wait, at most `timeoutMs`, until each connection's
   * queued route invocations, `$disconnect` included, have finished.
   */
  async closeAll(timeoutMs = 3000): Promise<void> {
    const all = [...this.#open.values()];
    const closed = all.map((c) =>
      new Promise<void>((resolve) => {
        if (c.socket.readyState === c.socket.CLOSED) return resolve();
        c.socket.once('close', () => resolve());
        c.socket.terminate();
      }).then(() => c.queue),
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([Promise.all(closed), timeout]).finally(() => clearTimeout(timer));
    this.#open.clear();
  }
}
