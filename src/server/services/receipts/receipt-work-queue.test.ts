import { describe, expect, it } from "vitest";
import { DomainError } from "#domain/errors";
import { createReceiptWorkQueue } from "./receipt-work-queue";

/** A piece of work that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { done, open };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the receipt work queue", () => {
  it("runs no more than `workers` at once and starts a waiter as soon as one ends", async () => {
    const queue = createReceiptWorkQueue({ workers: 2, depth: 3, secondsPerReceipt: 3 });
    const gates = Array.from({ length: 5 }, gate);
    let peak = 0;
    let running = 0;
    const runs = gates.map((g) =>
      queue.admit().run(async () => {
        running++;
        peak = Math.max(peak, running);
        await g.done;
        running--;
      }),
    );
    await tick();
    expect(running).toBe(2);
    gates[0]!.open();
    await tick();
    await tick();
    expect(running).toBe(2);
    for (const g of gates) g.open();
    await Promise.all(runs);
    expect(peak).toBe(2);
  });

  it("refuses beyond workers + depth with RECEIPTS_BUSY and a wait that grows with the load", () => {
    const queue = createReceiptWorkQueue({ workers: 1, depth: 2, secondsPerReceipt: 4 });
    for (let i = 0; i < 3; i++) queue.admit();
    let refusal: unknown;
    try {
      queue.admit();
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).code).toBe("RECEIPTS_BUSY");
    expect((refusal as DomainError).retryAfterSeconds).toBe(12);
  });

  it("keeps a released place taken until its running work ends, and frees it once however often released", async () => {
    const queue = createReceiptWorkQueue({ workers: 1, depth: 0, secondsPerReceipt: 3 });
    const ticket = queue.admit();
    const g = gate();
    const run = ticket.run(() => g.done);
    await tick();
    ticket.release();
    expect(() => queue.admit()).toThrow(DomainError);
    g.open();
    await run;
    ticket.release();
    expect(queue.load).toEqual({ admitted: 0, running: 0 });
    queue.admit();
    expect(queue.load.admitted).toBe(1);
  });

  it("frees the worker when the work fails", async () => {
    const queue = createReceiptWorkQueue({ workers: 1, depth: 1, secondsPerReceipt: 3 });
    const failing = queue.admit();
    await expect(failing.run(() => Promise.reject(new Error("unreadable")))).rejects.toThrow("unreadable");
    failing.release();
    await expect(queue.admit().run(async () => "read")).resolves.toBe("read");
    expect(queue.load.running).toBe(0);
  });
});
