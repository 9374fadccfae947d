import { DomainError } from "#domain/errors";

export interface LoginGuardOptions {
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

interface ClientBucket {
  count: number;
  resetAt: number;
}

interface AccountState {
  failures: number[];
  lockedUntil: number;
  locks: number;
  lastSeen: number;
}

// Bounds memory: beyond this many entries the oldest are forgotten (an attacker cycling addresses gains nothing).
const MAX_ENTRIES = 50_000;

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const plural = (n: number) => `${n} minute${n === 1 ? "" : "s"}`;

/**
 * Sign-in limits kept in this process's memory (a restart forgets them; several instances each keep their own):
 * one bucket per client shared by /api/login, better-auth's /api/auth/sign-in/* and the magic-link request, and a
 * per-email lock with an increasing length after repeated wrong passwords. Unknown emails are counted the same as
 * known ones, so a lock says nothing about whether an account exists.
 */
export function createLoginGuard(options: LoginGuardOptions) {
  const {
    clientMax,
    windowMs,
    accountFailures = 5,
    failureWindowMs = 15 * 60_000,
    baseLockMs = 5 * 60_000,
    maxLockMs = 24 * 60 * 60_000,
    now = Date.now,
  } = options;
  const clients = new Map<string, ClientBucket>();
  const accounts = new Map<string, AccountState>();

  const trim = <V>(map: Map<string, V>) => {
    while (map.size > MAX_ENTRIES) {
      const oldest = map.keys().next().value;
      if (oldest === undefined) break;
      map.delete(oldest);
    }
  };

  return {
    /** Counts one sign-in attempt from `client`; refuses it with 429 once the shared bucket is full. */
    hitClient(client: string) {
      const t = now();
      let bucket = clients.get(client);
      if (!bucket || bucket.resetAt <= t) {
        bucket = { count: 0, resetAt: t + windowMs };
        clients.delete(client);
        clients.set(client, bucket);
        trim(clients);
      }
      bucket.count += 1;
      if (bucket.count > clientMax) {
        throw new DomainError("RATE_LIMITED", {
          detail: `Too many attempts. Please wait ${plural(minutes(bucket.resetAt - t))} and try again.`,
        });
      }
    },

    /** Refuses with 429 while this email is locked after too many wrong passwords. */
    checkAccount(email: string) {
      const state = accounts.get(email.trim().toLowerCase());
      const t = now();
      if (state && state.lockedUntil > t) {
        throw new DomainError("ACCOUNT_LOCKED", {
          detail:
            `Too many failed sign-in attempts for this email. Please wait ${plural(minutes(state.lockedUntil - t))} ` +
            "and try again, or reset your password.",
        });
      }
    },

    /** A wrong password (or an unknown email): after `accountFailures` of them the email is locked, longer each time. */
    recordFailure(email: string) {
      const key = email.trim().toLowerCase();
      const t = now();
      const state = accounts.get(key) ?? { failures: [], lockedUntil: 0, locks: 0, lastSeen: t };
      // A long-quiet email starts over; its past locks are forgiven after a day without failures.
      if (t - state.lastSeen > maxLockMs) state.locks = 0;
      state.lastSeen = t;
      state.failures = state.failures.filter((at) => t - at < failureWindowMs);
      state.failures.push(t);
      if (state.failures.length >= accountFailures) {
        state.lockedUntil = t + Math.min(maxLockMs, baseLockMs * 2 ** state.locks);
        state.locks += 1;
        state.failures = [];
      }
      accounts.delete(key);
      accounts.set(key, state);
      trim(accounts);
    },

    /** A correct password clears the count of failures (not a lock already running). */
    recordSuccess(email: string) {
      const key = email.trim().toLowerCase();
      const state = accounts.get(key);
      if (state && state.lockedUntil <= now()) accounts.delete(key);
    },
  };
}

