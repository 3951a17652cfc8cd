/**
 * A client-side cache of query results with the timings spec 2 §7 gives quick search's product
 * search and suggestions: fresh for 5 minutes (answered without a request), kept 10 minutes
 * (shown while a new request runs), and a failed request retried once after 1 second.
 */
export type CacheTimes = { freshMs: number; keptMs: number; retryDelayMs: number };

export const QUICK_SEARCH_CACHE: CacheTimes = { freshMs: 5 * 60_000, keptMs: 10 * 60_000, retryDelayMs: 1_000 };

/** How many results a cache keeps at most: the oldest go first. */
const MAX_ENTRIES = 50;

export type CachedValue<T> = { data: T; fresh: boolean };

export class QueryCache<T> {
  private readonly entries = new Map<string, { data: T; at: number }>();

  constructor(
    private readonly times: CacheTimes,
    private readonly now: () => number = Date.now,
  ) {}

  /** The result kept for the key, and whether it is still fresh; undefined once it is older than `keptMs`. */
  peek(key: string): CachedValue<T> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = this.now() - entry.at;
    if (age >= this.times.keptMs) {
      this.entries.delete(key);
      return undefined;
    }
    return { data: entry.data, fresh: age < this.times.freshMs };
  }

  /**
   * The fresh result for the key, or `load`'s (retried once after `retryDelayMs` if it fails),
   * which is kept. An abort stops the wait for the retry and rejects with the signal's reason.
   */
  async get(key: string, load: (signal: AbortSignal) => Promise<T>, signal: AbortSignal): Promise<T> {
    const cached = this.peek(key);
    if (cached?.fresh) return cached.data;
    let data: T;
    try {
      data = await load(signal);
    } catch (error) {
      if (signal.aborted) throw error;
      await delay(this.times.retryDelayMs, signal);
      data = await load(signal);
    }
    this.entries.delete(key);
    this.entries.set(key, { data, at: this.now() });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return data;
  }
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}
