/**
 * Batch fit scores (issue 19): every product card asks for its own fit score through its own
 * query (so the product dialog and a card share one cached score), but the requests of one
 * render are gathered here and sent as ONE `POST /api/products/fit-scores` {productIds ≤ 50}
 * — a page of 24 cards makes one request instead of 24 (the old N+1).
 *
 * Ids asked for within `windowMs` of the first (the cards of a commit all subscribe in the same
 * task) share a request; more than `max` ids are split into several. Ids the server leaves out
 * (products gone from the catalogue) and a failed request resolve to `fallback` (the spec's
 * default result), like the single route's 404 did. Pure: the sender is injected (tests).
 */
export interface FitScoreBatcherOptions<R> {
  send: (productIds: string[]) => Promise<Record<string, R>>;
  fallback: R;
  max: number;
  windowMs?: number;
}

interface Waiter<R> {
  resolve: (value: R) => void;
}

export class FitScoreBatcher<R> {
  private pending = new Map<string, Waiter<R>[]>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: FitScoreBatcherOptions<R>) {}

  /** The score of `productId`, sent with the other ids asked for in the same window. */
  load(productId: string): Promise<R> {
    return new Promise<R>((resolve) => {
      const waiters = this.pending.get(productId);
      if (waiters) waiters.push({ resolve });
      else this.pending.set(productId, [{ resolve }]);
      this.timer ??= setTimeout(() => this.flush(), this.options.windowMs ?? 10);
    });
  }

  /** Send what is waiting now (chunks of `max` ids). */
  flush(): void {
    this.timer = null;
    const batch = this.pending;
    this.pending = new Map();
    for (const ids of chunk([...batch.keys()], this.options.max)) {
      const settle = (scores: Record<string, R>) => {
        for (const id of ids) for (const waiter of batch.get(id) ?? []) waiter.resolve(scores[id] ?? this.options.fallback);
      };
      this.options.send(ids).then(settle, () => settle({}));
    }
  }
}

/** `items` in runs of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
