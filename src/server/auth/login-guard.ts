import { DomainError } from "#domain/errors";
import type { LimitStore } from "../limits/limit-store";
import { waitDetail } from "../limits/wait-message";

export interface LoginGuardOptions {
  /** Where the counts live: this process's memory, or a store every instance shares (decision 036). */
  store: LimitStore;
  /** Sign-in attempts one client may make in `windowMs`, across every way of signing in. */
  clientMax: number;
  windowMs: number;
  /** Failed passwords for one email within `failureWindowMs` before that email is locked. */
  accountFailures?: number;
  failureWindowMs?: number;
  /** The first lock's length; each further lock of the same email doubles it, up to `maxLockMs`. */
  baseLockMs?: number;
  maxLockMs?: number;
  now?: () => number;
}

const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * Sign-in limits: one bucket per client shared by /api/login, better-auth's /api/auth/sign-in/* and the magic-link
 * request, and a per-email lock with an increasing length after repeated wrong passwords. Unknown emails are counted
 * the same as known ones, so a lock says nothing about whether an account exists. Per email the store holds three
 * counters: the failures of the current window, the lock while it runs, and how many locks there have been (kept a
 * day past the last failure, then forgiven).
 */
export function createLoginGuard(options: LoginGuardOptions) {
  const {
    store,
    clientMax,
    windowMs,
    accountFailures = 5,
    failureWindowMs = 15 * 60_000,
    baseLockMs = 5 * 60_000,
    maxLockMs = 24 * 60 * 60_000,
    now = Date.now,
  } = options;
  const keys = (email: string) => {
    const key = emailKey(email);
    return { failures: `sign-in-failures:${key}`, lock: `sign-in-lock:${key}`, locks: `sign-in-locks:${key}` };
  };

  return {
    /** Counts one sign-in attempt from `client`; refuses it with 429 once the shared bucket is full. */
    async hitClient(client: string) {
      const bucket = await store.hit(`sign-in-client:${client}`, windowMs);
      if (bucket.count > clientMax) {
        throw new DomainError("RATE_LIMITED", { detail: waitDetail("error.wait.tooManyAttempts", bucket.resetAt - now()) });
      }
    },

    /** Refuses with 429 while this email is locked after too many wrong passwords. */
    async checkAccount(email: string) {
      const lock = await store.peek(keys(email).lock);
      if (lock) {
        throw new DomainError("ACCOUNT_LOCKED", { detail: waitDetail("error.wait.accountLocked", lock.resetAt - now()) });
      }
    },

    /** A wrong password (or an unknown email): after `accountFailures` of them the email is locked, longer each time. */
    async recordFailure(email: string) {
      const key = keys(email);
      const failures = await store.hit(key.failures, failureWindowMs);
      const locks = (await store.peek(key.locks))?.count ?? 0;
      if (failures.count >= accountFailures) {
        await store.put(key.lock, 1, Math.min(maxLockMs, baseLockMs * 2 ** locks));
        await store.forget(key.failures);
        await store.put(key.locks, locks + 1, maxLockMs);
      } else if (locks > 0) {
        // A long-quiet email starts over: its past locks are forgiven a day after its last failure.
        await store.put(key.locks, locks, maxLockMs);
      }
    },

    /** A correct password clears the count of failures (not a lock already running). */
    async recordSuccess(email: string) {
      const key = keys(email);
      if (await store.peek(key.lock)) return;
      await store.forget(key.failures);
      await store.forget(key.locks);
    },
  };
}
