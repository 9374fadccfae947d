import type { LimitCounter, LimitStore } from "./limit-store";

// Bounds memory: beyond this many counters the oldest are forgotten (an attacker cycling addresses gains nothing).
const MAX_ENTRIES = 50_000;

/** Counters in this process's memory: a restart forgets them, and another instance keeps its own. */
export function createMemoryLimitStore(now: () => number = Date.now): LimitStore {
  const counters = new Map<string, LimitCounter>();
  const live = (key: string) => {
    const counter = counters.get(key);
    if (counter && counter.resetAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return counter;
  };
  const set = (key: string, counter: LimitCounter) => {
    // Re-inserted, so the Map's order is the order of last change and the first key the stalest.
    counters.delete(key);
    counters.set(key, counter);
    while (counters.size > MAX_ENTRIES) {
      const oldest = counters.keys().next().value;
      if (oldest === undefined) break;
      counters.delete(oldest);
    }
  };
  return {
    async hit(key, windowMs) {
      const counter = live(key) ?? { count: 0, resetAt: now() + windowMs };
      const next = { count: counter.count + 1, resetAt: counter.resetAt };
      set(key, next);
      return { ...next };
    },
    async peek(key) {
      const counter = live(key);
      return counter ? { ...counter } : null;
    },
    async put(key, count, ttlMs) {
      set(key, { count, resetAt: now() + ttlMs });
    },
    async forget(key) {
      counters.delete(key);
    },
  };
}
