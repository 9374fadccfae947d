/** A count within a window, and when the window ends (epoch milliseconds). */
export interface LimitCounter {
  count: number;
  resetAt: number;
}

/**
 * Where the counters that decide a refusal live: this process's memory, or a store every instance shares
 * (PostgreSQL's `limit_counters`, or Redis). Each operation is atomic on its own; a counter past its `resetAt` is gone.
 */
export interface LimitStore {
  /** Adds one to `key`, starting a window of `windowMs` when it had none, and answers the count after it. */
  hit(key: string, windowMs: number): Promise<LimitCounter>;
  /** The counter as it stands, or null when it has none. */
  peek(key: string): Promise<LimitCounter | null>;
  /** Sets `key` to `count` for `ttlMs` from now, whatever it held. */
  put(key: string, count: number, ttlMs: number): Promise<void>;
  forget(key: string): Promise<void>;
}
