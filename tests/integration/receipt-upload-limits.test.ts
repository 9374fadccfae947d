import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DomainError } from "#domain/errors";
import type { ReceiptExtractor } from "#server/integrations/extraction/receipt-extractor";
import { ONE_LINE_RECEIPT } from "./support/one-line-receipt";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";


/** Reads one receipt at a time, each only when the test lets it; counts how many it was ever reading at once. */
function heldExtractor() {
  const held: (() => void)[] = [];
  let reading = 0;
  let peak = 0;
  let failing = 0;
  return {
    engine: "openai",
    concurrency: 1,
    async extract() {
      reading++;
      peak = Math.max(peak, reading);
      await new Promise<void>((resolve) => held.push(resolve));
      reading--;
      if (failing > 0 && failing--) throw new DomainError("RECEIPT_UNREADABLE");
      return ONE_LINE_RECEIPT;
    },
    async close() {},
    get held() {
      return held.length;
    },
    get peak() {
      return peak;
    },
    failNext(n: number) {
      failing = n;
    },
    releaseAll() {
      for (const resolve of held.splice(0)) resolve();
    },
  } satisfies ReceiptExtractor & Record<string, unknown>;
}

// Waits for state; the ceiling only ends a wait for something that never happens.
const until = (condition: () => boolean) => vi.waitFor(() => expect(condition()).toBe(true), { timeout: 30_000, interval: 10 });

/**
 * Issue 11, point 1: receipt work is bounded. One reading at a time plus one waiting (RECEIPT_QUEUE_DEPTH=1), four
 * upload attempts an account an hour, three receipts a month; everything that refuses an upload does so before its body is read.
 */
describe.each(DATABASE_KINDS)("bounded receipt uploads on %s", (kind) => {
  let t: TestApp;
  let base: string;
  let image: string;
  let users = 0;
  const extractor = heldExtractor();

  beforeAll(async () => {
    t = await createTestApp(
      kind,
      { FREE_RECEIPTS_PER_MONTH: "3", RECEIPT_QUEUE_DEPTH: "1", UPLOAD_RATE_LIMIT_MAX: "4" },
      { now: () => new Date("2026-11-10T15:00:00Z"), extractor },
    );
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const png = await sharp({ create: { width: 400, height: 900, channels: 3, background: "#fdfdfd" } }).png().toBuffer();
    image = `data:image/png;base64,${png.toString("base64")}`;
  });
  afterAll(async () => {
    extractor.releaseAll();
    await t?.close();
  });

  const register = async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/register", payload: { email: `limits${++users}@example.ca`, password: "Gluten123" } });
    return { cookie: cookiesFrom(res), id: res.json().user.id as string };
  };
  const upload = (cookie: string) => t.app.inject({ method: "POST", url: "/api/receipts", headers: { cookie }, payload: { base64Image: image } });
  const countReceipts = async (userId: string) =>
    (await t.database.db.selectFrom("receipts").select("id").where("user_id", "=", userId).execute()).length;

  /**
   * Declares a 15 MB body, sends its first kilobyte and waits: an answer that arrives now was given without the
   * body. The connection is then dropped, so the rest is never sent at all.
   */
  const answerBeforeBody = (headers: Record<string, string>) =>
    new Promise<{ status: number; retryAfter?: string; message: string }>((resolve, reject) => {
      const req = httpRequest(`${base}/api/receipts`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "content-length": String(15 * 1024 * 1024) },
      });
      req.on("response", (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => {
          resolve({ status: res.statusCode!, retryAfter: res.headers["retry-after"] as string | undefined, message: JSON.parse(text).message });
          req.destroy();
        });
      });
      req.on("error", reject);
      req.write(`{"base64Image":"data:image/jpeg;base64,${"A".repeat(1000)}`);
    });

  it("refuses an upload without a session before reading its body", async () => {
    const answer = await answerBeforeBody({});
    expect(answer.status).toBe(401);
  });

  it("reads one receipt at a time, queues one more, and refuses the rest with 503 and Retry-After", async () => {
    const a = await register();
    const b = await register();
    const c = await register();
    const first = upload(a.cookie);
    await until(() => extractor.held === 1);
    const second = upload(b.cookie);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const refused = await answerBeforeBody({ cookie: c.cookie });
    expect(refused.status).toBe(503);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(5);
    expect(refused.message).toBe("Lots of receipts are being read right now. Please try again in a moment.");
    expect(extractor.peak).toBe(1);

    extractor.releaseAll();
    await until(() => extractor.held === 1);
    extractor.releaseAll();
    expect((await first).statusCode).toBe(201);
    expect((await second).statusCode).toBe(201);
    expect(extractor.peak).toBe(1);

    // The refused upload held no slot of its month: all three are still C's.
    for (let i = 0; i < 3; i++) {
      const accepted = upload(c.cookie);
      await until(() => extractor.held === 1);
      extractor.releaseAll();
      expect((await accepted).statusCode).toBe(201);
    }
    expect(await countReceipts(c.id)).toBe(3);
  });

  it("limits each account's upload attempts, failed reads included, without touching anyone else's", async () => {
    const a = await register();
    extractor.failNext(4);
    for (let i = 0; i < 4; i++) {
      const attempt = upload(a.cookie);
      await until(() => extractor.held === 1);
      extractor.releaseAll();
      expect((await attempt).statusCode).toBe(422);
    }
    const limited = await answerBeforeBody({ cookie: a.cookie });
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(limited.message).toMatch(/uploaded many receipts in a short time/);
    expect(await countReceipts(a.id)).toBe(0);

    const b = await register();
    const other = upload(b.cookie);
    await until(() => extractor.held === 1);
    extractor.releaseAll();
    expect((await other).statusCode).toBe(201);
  });

  it("tells an account at its monthly limit so before reading the body", async () => {
    const a = await register();
    // Three uploads still being read elsewhere hold the month's three slots.
    for (let slot = 1; slot <= 3; slot++) {
      await t.database.db
        .insertInto("receipt_quota_slots")
        .values({ user_id: a.id, month: "2026-11", slot, reservation_id: `held-${slot}`, receipt_id: null, reserved_at: "2026-11-10T14:59:00.000Z" })
        .execute();
    }
    const refused = await answerBeforeBody({ cookie: a.cookie });
    expect(refused.status).toBe(402);
    expect(refused.message).toMatch(/3 free receipts for this month/);
  });
});
