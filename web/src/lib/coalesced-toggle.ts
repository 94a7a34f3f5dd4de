/**
 * The rule behind every on/off control that saves at once (issue 17 §3 "Nothing happens
 * twice"), without React so it can be tested on its own; `useToggleMutation` binds it to a
 * component.
 *
 * - A press shows its value at once (optimistic) and, when no request is running, sends it.
 * - While a request is in flight further presses only change the shown (desired) value.
 * - When that request succeeds and the shown value differs from what the server now holds,
 *   exactly one more request carries the shown value; if they agree, nothing more is sent.
 *   So on→off→on while the first request runs sends one request in all, and a burst of any
 *   length sends at most two.
 * - When a request fails the shown value returns to the server's (presses made meanwhile are
 *   dropped with it) and `onError` runs.
 */

export interface CoalescedToggleOptions<T> {
  /** Send one request that makes the server hold `next`; resolves once the cache holds the answer. */
  send: (next: T) => Promise<unknown>;
  /** Equality of two values (default `Object.is`). */
  equals?: (a: T, b: T) => boolean;
  /** The shown value changed (a press or a rollback): apply optimistic side effects, e.g. patch other caches. */
  onShow?: (next: T, previous: T) => void;
  /** The last request of a burst succeeded: the server holds what is shown. */
  onSuccess?: (value: T) => void;
  /** A request failed; the shown value is already back to `server`. */
  onError?: (error: unknown, attempted: T, server: T) => void;
  /** No request is running any more (after success or failure). */
  onSettled?: () => void;
}

export interface ToggleSnapshot<T> {
  /** What the control shows: the desired value while busy, else the server's. */
  shown: T;
  /** The value the server holds as far as this control knows. */
  server: T;
  /** The value of the request in flight, or null when idle. */
  sending: { value: T } | null;
}

export class CoalescedToggle<T> {
  private snapshot: ToggleSnapshot<T>;
  private readonly listeners = new Set<() => void>();

  constructor(
    initial: T,
    private options: CoalescedToggleOptions<T>,
  ) {
    this.snapshot = { shown: initial, server: initial, sending: null };
  }

  /** Replace the callbacks (a component passes its latest ones). */
  configure(options: CoalescedToggleOptions<T>): void {
    this.options = options;
  }

  getSnapshot = (): ToggleSnapshot<T> => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A request is in flight. */
  get pending(): boolean {
    return this.snapshot.sending !== null;
  }

  /**
   * The server's value as the cache now reads it (a refetch, another screen). Adopted only when
   * idle: while a burst runs the control's own record of the server wins.
   */
  sync(server: T): void {
    if (this.pending || this.equals(server, this.snapshot.server)) return;
    this.update({ shown: server, server });
  }

  /** The user asks for `next`. */
  set(next: T): void {
    const previous = this.snapshot.shown;
    if (this.equals(next, previous)) return;
    this.update({ shown: next });
    this.options.onShow?.(next, previous);
    if (!this.pending) this.flush();
  }

  private equals(a: T, b: T): boolean {
    return (this.options.equals ?? Object.is)(a, b);
  }

  private update(change: Partial<ToggleSnapshot<T>>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Send the shown value if the server does not hold it yet; else finish the burst. */
  private flush(): void {
    const { shown, server } = this.snapshot;
    if (this.equals(shown, server)) {
      if (!this.pending) return;
      this.update({ sending: null });
      this.options.onSuccess?.(server);
      this.options.onSettled?.();
      return;
    }
    this.update({ sending: { value: shown } });
    let request: Promise<unknown>;
    try {
      request = this.options.send(shown);
    } catch (error) {
      request = Promise.reject(error);
    }
    request.then(
      () => {
        this.update({ server: shown });
        this.flush();
      },
      (error: unknown) => {
        const { shown: previous, server: held } = this.snapshot;
        this.update({ shown: held, sending: null });
        if (!this.equals(previous, held)) this.options.onShow?.(held, previous);
        this.options.onError?.(error, shown, held);
        this.options.onSettled?.();
      },
    );
  }
}
