import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import type { ExtractedReceipt, ExtractedLine, ReceiptExtractor } from "#server/integrations/extraction/receipt-extractor";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 23: deleting a misread discount line gives the item above it its price back. The reading is the OCR reader's
 * own shape: a discount printed under an item stays its own line and is recorded on the item (attach-discounts.ts).
 */
const line = (name: string, priceCents: number, extra: Partial<ExtractedLine> = {}): ExtractedLine => ({
  name,
  priceCents,
  discountCents: 0,
  appliesTo: null,
  quantity: 1,
  kind: "item",
  photoBox: null,
  ...extra,
});

const READ: ExtractedReceipt = {
  store: "Metro",
  address: null,
  purchaseDate: "2026-10-02",
  orderNumber: null,
  subtotalCents: null,
  totalCents: 1000,
  taxes: [],
  balanced: null,
  warnings: [],
  items: [
    line("GF BREAD UDIS WHITE", 699, { discountCents: 150 }),
    line("INSTANT SAVINGS", -150, { kind: "discount", appliesTo: 0 }),
    line("BANANAS", 174),
    // More than the bananas cost: it reduced nothing.
    line("COUPON", -500, { kind: "discount" }),
  ],
};

const extractor: ReceiptExtractor = { engine: "ocr", concurrency: 2, extract: async () => READ, close: async () => {} };

describe.each(DATABASE_KINDS)("deleting a discount line on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  let image: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { FREE_RECEIPTS_PER_MONTH: "1000" }, { now: () => new Date("2026-11-10T15:00:00Z"), extractor });
    cookie = cookiesFrom(await t.app.inject({ method: "POST", url: "/api/register", payload: { email: "coupon@example.ca", password: "Gluten123" } }));
    const png = await sharp({ create: { width: 400, height: 900, channels: 3, background: "#fdfdfd" } }).png().toBuffer();
    image = `data:image/png;base64,${png.toString("base64")}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = async (): Promise<ReceiptView> => {
    const res = await t.app.inject({ method: "POST", url: "/api/receipts", headers: { cookie }, payload: { base64Image: image } });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const remove = async (itemId: string): Promise<ReceiptView> => {
    const res = await t.app.inject({ method: "DELETE", url: `/api/receipt-items/${itemId}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const named = (view: ReceiptView, name: string) => view.items.find((i) => i.productName === name)!;

  it("gives the item above its price back, and claims the full price once saved", async () => {
    const read = await upload();
    expect(named(read, "GF BREAD UDIS WHITE").discount).toBe(1.5);

    const after = await remove(named(read, "INSTANT SAVINGS").id);
    const bread = named(after, "GF BREAD UDIS WHITE");
    expect(bread.discount).toBe(0);
    expect(after.items.map((i) => i.productName)).toEqual(["GF BREAD UDIS WHITE", "BANANAS", "COUPON"]);

    expect((await t.app.inject({ method: "PUT", url: `/api/receipt-items/${bread.id}/regular-price`, headers: { cookie }, payload: { customRegularPrice: 3 } })).statusCode).toBe(200);
    const saved = await t.app.inject({ method: "POST", url: `/api/receipts/${read.id}/confirm`, headers: { cookie }, payload: { saveAnyway: true } });
    expect(saved.statusCode).toBe(200);
    const claimed = await t.database.db.selectFrom("line_items").select(["gf_price_cents", "difference_cents"]).where("receipt_id", "=", read.id).execute();
    expect(claimed).toEqual([{ gf_price_cents: 699, difference_cents: 399 }]);
  });

  it("changes no item when the discount deleted reduced none", async () => {
    const read = await upload();
    const after = await remove(named(read, "COUPON").id);
    expect(after.items.map((i) => [i.productName, i.discount])).toEqual([
      ["GF BREAD UDIS WHITE", 1.5],
      ["INSTANT SAVINGS", 0],
      ["BANANAS", 0],
    ]);
  });
});
