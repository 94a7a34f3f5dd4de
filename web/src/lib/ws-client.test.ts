import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectWs, reconnectDelay, wsUrlFor, type WebSocketLike } from './ws-client';

class FakeSocket implements WebSocketLike {
  readyState = 0;
  onopen: WebSocketLike['onopen'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  sent: string[] = [];
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  serverOpen() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverClose() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

let sockets: FakeSocket[];
const createSocket = (url: string) => {
  const socket = new FakeSocket(url);
  sockets.push(socket);
  return socket;
};
const last = () => sockets[sockets.length - 1]!;

/** Delays (ms) between each close and the next socket, until no reconnect comes. */
function reconnectSchedule(): number[] {
  const delays: number[] = [];
  for (;;) {
    const before = sockets.length;
    last().serverClose();
    const pending = vi.getTimerCount();
    if (pending === 0) return delays;
    const start = Date.now();
    vi.advanceTimersToNextTimer();
    expect(sockets.length).toBe(before + 1);
    delays.push(Date.now() - start);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ws client reconnect rule (1 s doubling, cap 30 s, 5 attempts, reset on open)', () => {
  it('computes the delays 1, 2, 4, 8, 16 s and caps them at 30 s', () => {
    expect([0, 1, 2, 3, 4].map((n) => reconnectDelay(n))).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(reconnectDelay(5)).toBe(30_000);
    expect(reconnectDelay(12)).toBe(30_000);
  });

  it('reconnects after 1, 2, 4, 8 and 16 s, then stops after 5 attempts', () => {
    connectWs({ url: 'ws://x/ws', createSocket });
    expect(sockets).toHaveLength(1);
    expect(reconnectSchedule()).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(sockets).toHaveLength(6);
  });

  it('caps the delay at maxDelayMs when more attempts are allowed', () => {
    connectWs({ url: 'ws://x/ws', createSocket, reconnect: { initialDelayMs: 1000, maxDelayMs: 30_000, maxAttempts: 7 } });
    expect(reconnectSchedule()).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('resets the attempt counter when a socket opens', () => {
    connectWs({ url: 'ws://x/ws', createSocket });
    last().serverClose();
    vi.advanceTimersByTime(1000);
    last().serverClose();
    vi.advanceTimersByTime(2000);
    last().serverOpen();
    expect(reconnectSchedule()).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('sends authenticate on open, reports status and parses typed server frames', () => {
    const statuses: string[] = [];
    const messages: unknown[] = [];
    const client = connectWs({
      url: 'ws://x/ws',
      createSocket,
      onStatus: (s) => statuses.push(s),
      onMessage: (m) => messages.push(m),
    });
    last().serverOpen();
    expect(last().sent).toEqual([JSON.stringify({ action: 'authenticate' })]);
    expect(client.send({ action: 'mark_all_seen' })).toBe(true);
    last().onmessage?.({ data: '{"type":"authenticated","userId":"u1"}' });
    last().onmessage?.({ data: 'not json' });
    last().onmessage?.({ data: '{"type":"unknown_frame"}' });
    expect(messages).toEqual([{ type: 'authenticated', userId: 'u1' }]);
    last().serverClose();
    expect(statuses).toEqual(['connecting', 'connected', 'disconnected']);
    expect(client.send({ action: 'ping' })).toBe(false);
  });

  it('sends the user id in authenticate and tells a reopened connection apart (for the REST resync)', () => {
    const opens: boolean[] = [];
    connectWs({ url: 'ws://x/ws', createSocket, userId: 'u1', onOpen: (reconnected) => opens.push(reconnected) });
    last().serverOpen();
    expect(last().sent).toEqual([JSON.stringify({ action: 'authenticate', userId: 'u1' })]);
    last().serverClose();
    vi.advanceTimersByTime(1000);
    last().serverOpen();
    expect(opens).toEqual([false, true]);
  });

  it('reconnect() starts again after the 5 tries were used up, and does nothing while connected or waiting', () => {
    const client = connectWs({ url: 'ws://x/ws', createSocket });
    reconnectSchedule();
    expect(sockets).toHaveLength(6);
    client.reconnect();
    expect(sockets).toHaveLength(7);
    client.reconnect();
    expect(sockets).toHaveLength(7);
    last().serverClose();
    client.reconnect();
    expect(sockets).toHaveLength(7);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('does not reconnect after close()', () => {
    const client = connectWs({ url: 'ws://x/ws', createSocket });
    last().serverOpen();
    client.close();
    last().serverClose();
    expect(vi.getTimerCount()).toBe(0);
    expect(sockets).toHaveLength(1);
  });

  it('builds the socket URL from the page origin', () => {
    expect(wsUrlFor({ protocol: 'https:', host: 'app.seamline.test' })).toBe('wss://app.seamline.test/ws');
    expect(wsUrlFor({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
  });
});
