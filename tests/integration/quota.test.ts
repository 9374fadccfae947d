import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "#domain/errors";
import type { ReceiptExtractor } from "#server/integrations/extraction/receipt-extractor";
import { ONE_LINE_RECEIPT } from "./support/one-line-receipt";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";


/** Reads every photo as ONE_LINE_RECEIPT after a pause (the OCR's seconds, shortened), or fails as an unreadable receipt. */
function slowExtractor() {
  let failing = 0;
  const extractor: ReceiptExtractor & { failNext(n: number): void } = {
    engine: "openai",
    concurrency: 4,
    async extract() {
      await new Promise((resolve) => setTimeout(resolve, 40));
      if (failing > 0) {
        failing--;
        throw new DomainError("RECEIPT_UNREADABLE");
      }
      return ONE_LINE_RECEIPT;
    },
    async close() {},
    failNext(n: number) {
      failing = n;
    },
  };
  return extractor;
}

describe.each(DATABASE_KINDS)("the Free plan's monthly quota on %s", (kind) => {
  let t: TestApp;
  let now = new Date("2026-11-10T15:00:00Z");
  const extractor = slowExtractor();
  let image: string;
  let users = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { FREE_RECEIPTS_PER_MONTH: "5" }, { now: () => now, extractor });
    const png = await sharp({ create: { width: 400, height: 900, channels: 3, background: "#fdfdfd" } }).png().toBuffer();
    image = `data:image/png;base64,${png.toString("base64")}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const register = async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/register", payload: { email: `quota${++users}@example.ca`, password: "Gluten123" } });
    return { cookie: cookiesFrom(res), id: res.json().user.id as string };
  };
  const upload = (cookie: string, base64Image = image) =>
    t.app.inject({ method: "POST", url: "/api/receipts", headers: { cookie }, payload: { base64Image } });
  const countReceipts = async (userId: string) =>
    (await t.database.db.selectFrom("receipts").select("id").where("user_id", "=", userId).execute()).length;
  const slots = (userId: string) =>
    t.database.db.selectFrom("receipt_quota_slots").selectAll().where("user_id", "=", userId).orderBy("slot").execute();

  it("accepts exactly 5 of 30 concurrent uploads and answers 402 to the rest", async () => {
    now = new Date("2026-11-10T15:00:00Z");
    const user = await register();
    const results = await Promise.all(Array.from({ length: 30 }, () => upload(user.cookie)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 402)).toHaveLength(25);
    expect(results.find((r) => r.statusCode === 402)!.json().message).toMatch(/5 free receipts for this month/);
    expect(await countReceipts(user.id)).toBe(5);
    const held = await slots(user.id);
    expect(held.map((s) => s.slot)).toEqual([1, 2, 3, 4, 5]);
    expect(held.every((s) => s.receipt_id !== null && s.month === "2026-11")).toBe(true);
    const status = await t.app.inject({ method: "GET", url: "/api/subscription-status", headers: { cookie: user.cookie } });
    expect(status.json()).toMatchObject({ receiptsThisMonth: 5, receiptsPerMonth: 5 });
  });

  it("does not count a photo that could not be read, nor one that is not an image", async () => {
    now = new Date("2026-11-12T15:00:00Z");
    const user = await register();
    extractor.failNext(3);
    const unreadable = await Promise.all([upload(user.cookie), upload(user.cookie), upload(user.cookie)]);
    expect(unreadable.map((r) => r.statusCode)).toEqual([422, 422, 422]);
    expect((await upload(user.cookie, Buffer.from("not an image at all").toString("base64"))).statusCode).toBe(415);
    expect(await slots(user.id)).toEqual([]);
    for (let i = 0; i < 5; i++) expect((await upload(user.cookie)).statusCode).toBe(201);
    expect((await upload(user.cookie)).statusCode).toBe(402);
  });

  it("counts by the month in Toronto: 23:30 on November 30 there is still November", async () => {
    const user = await register();
    now = new Date("2026-11-01T04:30:00Z"); // 00:30 on November 1 in Toronto
    for (let i = 0; i < 4; i++) expect((await upload(user.cookie)).statusCode).toBe(201);
    now = new Date("2026-12-01T04:30:00Z"); // 23:30 on November 30 in Toronto
    const last = await upload(user.cookie);
    expect(last.statusCode).toBe(201);
    const row = await t.database.db.selectFrom("receipt_quota_slots").selectAll().where("receipt_id", "=", last.json().id).executeTakeFirstOrThrow();
    expect(row.month).toBe("2026-11");
    const status = await t.app.inject({ method: "GET", url: "/api/subscription-status", headers: { cookie: user.cookie } });
    expect(status.json().receiptsThisMonth).toBe(5);
    now = new Date("2026-12-01T04:59:00Z"); // 23:59 in Toronto
    expect((await upload(user.cookie)).statusCode).toBe(402);
    now = new Date("2026-12-01T05:00:00Z"); // midnight on December 1 in Toronto
    expect((await upload(user.cookie)).statusCode).toBe(201);
    expect((await slots(user.id)).filter((s) => s.month === "2026-12")).toHaveLength(1);
  });

  it("does not let a crashed request hold a slot for ever", async () => {
    now = new Date("2026-11-20T15:00:00Z");
    const user = await register();
    const reservation = (slot: number, minutesAgo: number) => ({
      user_id: user.id,
      month: "2026-11",
      slot,
      reservation_id: `crashed-${slot}`,
      receipt_id: null,
      reserved_at: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
    });
    // Five reservations of requests that never finished: four fresh ones still count, one from 20 minutes ago not.
    await t.database.db
      .insertInto("receipt_quota_slots")
      .values([reservation(1, 1), reservation(2, 2), reservation(3, 3), reservation(4, 4), reservation(5, 20)])
      .execute();
    expect((await upload(user.cookie)).statusCode).toBe(201);
    expect((await upload(user.cookie)).statusCode).toBe(402);
    const held = await slots(user.id);
    expect(held.find((s) => s.slot === 5)?.receipt_id).not.toBeNull();
    now = new Date("2026-11-20T15:30:00Z");
    // Half an hour later the four are stale too.
    for (let i = 0; i < 4; i++) expect((await upload(user.cookie)).statusCode).toBe(201);
    expect((await upload(user.cookie)).statusCode).toBe(402);
    expect(await countReceipts(user.id)).toBe(5);
  });
});
