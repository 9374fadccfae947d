import { act } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// Taken before any test fakes the timers: `until` waits on the real event loop while the clock stands still.
const realSetTimeout = globalThis.setTimeout.bind(globalThis);
const realDateNow = Date.now.bind(Date);

declare global {
  // Testing Library recognises fake timers by a global `jest`; see `stillClock`.
  var jest: { advanceTimersByTime: (ms: number) => void } | undefined;
}

/**
 * Fake timers that stand still for every test of the file: time moves only when the test calls `advance`. Testing
 * Library's async helpers (user-event, findBy*, waitFor) finish with a zero-delay timer, so they are told of the fake
 * clock through a `jest` stand-in that runs only what is due now; a findBy or waitFor that would move the clock to poll
 * fails instead: wait for state with `until`.
 */
export function stillClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    globalThis.jest = {
      advanceTimersByTime(ms) {
        if (ms !== 0) throw new Error("The clock stands still in this test: wait for state with until(), move time with advance()");
        vi.advanceTimersByTime(0);
      },
    };
  });
  afterEach(() => {
    globalThis.jest = undefined;
    vi.useRealTimers();
  });
}

/** One turn of the real event loop: the promises the page is waiting on settle, whatever the fake clock says. */
const realTurn = () => new Promise((resolve) => realSetTimeout(resolve, 0));

/**
 * Moves the fake clock on by `ms`, running the timers that fall due, then lets the work they started run for a turn,
 * with React's updates applied. The timers run in one go, as the clock moves: a timer that the work of another one
 * sets (after a promise) starts from the new time, so move the clock in the steps the page takes.
 */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await realTurn();
  });
}

/**
 * Waits until `assertion` passes, turn by turn of the event loop, running only the timers due now (a fake clock stays
 * where it is): for answers of the fake network and other work that takes no time. Gives up after `timeoutMs` of real
 * time, a bound that only a failing test reaches.
 */
export async function until(assertion: () => void, { timeoutMs = 3000 } = {}): Promise<void> {
  const deadline = realDateNow() + timeoutMs;
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (realDateNow() > deadline) throw error;
    }
    await act(async () => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(0);
      await realTurn();
    });
  }
}
