import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ExtractedReceipt, ReceiptExtractor } from "#server/integrations/extraction/receipt-extractor";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";

const line = (name: string, cents: number) =>
  ({ name, priceCents: cents, discountCents: 0, appliesTo: null, quantity: 1, kind: "item", photoBox: null }) as const;

const READ: ExtractedReceipt = {
  store: "Metro",
  address: null,
  purchaseDate: "2026-10-02",
  orderNumber: null,
  subtotalCents: null,
  totalCents: 1168,
  taxes: [],
  balanced: null,
  warnings: [],
  items: [line("GF BREAD UDIS WHITE", 699), line("GF PRETZEL TWISTS", 469)],
};

const extractor: ReceiptExtractor = { engine: "openai", concurrency: 4, extract: async () => READ, close: async () => {} };

// Every receipt here is the same reading saved again, so each save says "save anyway".
const SAVE_ANYWAY = { saveAnyway: true };

describe.each(DATABASE_KINDS)("an item edit racing the receipt's confirm on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  let image: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { FREE_RECEIPTS_PER_MONTH: "1000" }, { now: () => new Date("2026-11-10T15:00:00Z"), extractor });
    cookie = cookiesFrom(await t.app.inject({ method: "POST", url: "/api/register", payload: { email: "race@example.ca", password: "Gluten123" } }));
    const png = await sharp({ create: { width: 400, height: 900, channels: 3, background: "#fdfdfd" } }).png().toBuffer();
    image = `data:image/png;base64,${png.toString("base64")}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("claims every acknowledged edit and answers 409 to every edit that lost", async () => {
    const receipts: { id: string; items: { id: string; productName: string; isSelected: boolean }[] }[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await t.app.inject({ method: "POST", url: "/api/receipts", headers: { cookie }, payload: { base64Image: image } });
      expect(res.statusCode).toBe(201);
      receipts.push(res.json());
    }
    for (const r of receipts) expect(r.items.every((item) => item.isSelected)).toBe(true);

    // Each receipt: its bread's price edited (by id, or by index on every other one) while the receipt is confirmed,
    // the edit sent from a little before the confirm to a little after it, so that some land in the confirm's midst.
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const races = receipts.map(async (r, i) => {
      const bread = r.items[0]!;
      const offset = i - 4; // ms the edit starts after the confirm (negative: before)
      const edit = async () => {
        await pause(Math.max(0, offset));
        return t.app.inject({
          method: "PUT",
          url: i % 2 === 0 ? `/api/receipt-items/${bread.id}/details` : `/api/receipts/${r.id}/items/0/regular-price`,
          headers: { cookie },
          payload: i % 2 === 0 ? { productName: bread.productName, price: 5.55 } : { customRegularPrice: 2.22 },
        });
      };
      const confirm = async () => {
        await pause(Math.max(0, -offset));
        return t.app.inject({ method: "POST", url: `/api/receipts/${r.id}/confirm`, headers: { cookie }, payload: SAVE_ANYWAY });
      };
      const [edited, confirmed] = await Promise.all([edit(), confirm()]);
      return { r, i, bread, edited, confirmed };
    });

    const outcomes = { acknowledged: 0, refused: 0 };
    for (const { r, i, bread, edited, confirmed } of await Promise.all(races)) {
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ logsCreated: 2, alreadyConfirmed: false });
      const claimed = await t.database.db
        .selectFrom("line_items")
        .selectAll()
        .where("receipt_item_id", "=", bread.id)
        .executeTakeFirstOrThrow();
      if (edited.statusCode === 200) {
        outcomes.acknowledged++;
        if (i % 2 === 0) expect(claimed.gf_price_cents).toBe(555);
        else expect(claimed.regular_source).toBe("custom");
      } else {
        outcomes.refused++;
        expect(edited.statusCode).toBe(409);
        expect(edited.json().message).toBe("This receipt is already saved. Edit its lines on the Reports page.");
        if (i % 2 === 0) expect(claimed.gf_price_cents).toBe(699);
        else expect(claimed.regular_source).not.toBe("custom");
      }
      const stored = await t.database.db.selectFrom("receipt_items").selectAll().where("id", "=", bread.id).executeTakeFirstOrThrow();
      // What the receipt keeps is what was claimed: no edit landed after the claim was written.
      expect(stored.price_cents).toBe(claimed.gf_price_cents);
      expect(stored.custom_regular_price_cents !== null).toBe(claimed.regular_source === "custom");
      expect((await t.database.db.selectFrom("receipts").select("status").where("id", "=", r.id).executeTakeFirstOrThrow()).status).toBe(
        "confirmed",
      );
    }
    expect(outcomes.acknowledged + outcomes.refused).toBe(16);
  });

  // The interleaving that lost edits, staged: the edit is held just before it writes the line (another transaction
  // holds the line's row lock), and the confirm is sent meanwhile. It must wait for the edit, not claim without it.
  it.runIf(kind === "postgres")("makes a confirm wait for an edit already under way", async () => {
    const uploaded = await t.app.inject({ method: "POST", url: "/api/receipts", headers: { cookie }, payload: { base64Image: image } });
    const r = uploaded.json() as { id: string; items: { id: string; productName: string }[] };
    const bread = r.items[0]!;
    const db = t.database.db;
    const waiting = async () =>
      Number(
        (
          await sql<{ n: string }>`select count(*) as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`.execute(db)
        ).rows[0]!.n,
      );
    // Waits for state; the ceiling only ends a wait for something that never happens.
    const until = (done: () => Promise<boolean>) => vi.waitFor(async () => expect(await done()).toBe(true), { timeout: 30_000, interval: 10 });

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = db.transaction().execute(async (trx) => {
      await sql`select id from receipt_items where id = ${bread.id} for update`.execute(trx);
      holding();
      await released;
    });
    await held;

    const edit = t.app.inject({
      method: "PUT",
      url: `/api/receipt-items/${bread.id}/details`,
      headers: { cookie },
      payload: { productName: bread.productName, price: 5.55 },
    });
    await until(async () => (await waiting()) >= 1);
    let confirmDone = false;
    const confirm = t.app
      .inject({ method: "POST", url: `/api/receipts/${r.id}/confirm`, headers: { cookie }, payload: SAVE_ANYWAY })
      .finally(() => (confirmDone = true));
    await until(async () => confirmDone || (await waiting()) >= 2);
    expect(confirmDone).toBe(false);
    release();
    await holder;

    const [edited, confirmed] = await Promise.all([edit, confirm]);
    expect(edited.statusCode).toBe(200);
    expect(confirmed.statusCode).toBe(200);
    const claimed = await db.selectFrom("line_items").selectAll().where("receipt_item_id", "=", bread.id).executeTakeFirstOrThrow();
    expect(claimed.gf_price_cents).toBe(555);
  });
});
