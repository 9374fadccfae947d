import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsvRecords } from "#domain/csv";
import { say, type Said } from "#domain/i18n/said";
import { translatorFor } from "#domain/i18n/translators";
import { visionItem as item, visionReceipt as receipt, type VisionReceipt } from "./support/vision-receipt";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";
import { DATABASE_KINDS } from "./support/test-database";

/**
 * Issue 9: a claim that stands up to an audit, driven through the API with scripted receipts (the loopback vision
 * server reads what each test says the photo shows).
 */

const inEnglish = (words: Said | null | undefined) => (words ? say(words, translatorFor("en-CA")) : "");

interface Item {
  id: string;
  productName: string;
  eligibility: string;
  isSelected: boolean;
  needs: string | null;
  regularPrice: number | null;
  regularPricePerPack: number | null;
  regularPriceSource: string | null;
  regularPriceDetail: Said | null;
  packageSize: string | null;
  closestProducts: { id: string; productName: string; perPack: number | null; vendor: string | null; observedOn: string | null; size: string | null }[];
  categoryReference: { perPack: number; detail: Said } | null;
  proposal: { perPack: number } | null;
  difference: number | null;
  eligibilityNote: Said | null;
}

describe.each(DATABASE_KINDS)("claims that stand up to an audit (%s)", (kind) => {
  let t: TestApp;
  let cookie: string;
  let seed = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { FREE_RECEIPTS_PER_MONTH: "1000" });
    cookie = cookiesFrom(await t.app.inject({ method: "POST", url: "/api/register", payload: { email: "audit@example.ca", password: "Gluten123" } }));
  });
  afterAll(() => t?.close());

  async function upload(scripted: VisionReceipt) {
    t.vision.willRead(scripted);
    seed += 1;
    const png = await sharp({ create: { width: 300 + seed, height: 700, channels: 3, background: "#fafafa" } }).png().toBuffer();
    const res = await t.app.inject({ method: "POST", url: "/api/receipts", headers: { cookie }, payload: { base64Image: `data:image/png;base64,${png.toString("base64")}` } });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { id: string; items: Item[] };
    const byName = (name: string) => body.items.find((i) => i.productName === name)!;
    return { id: body.id, items: body.items, byName };
  }
  const put = (url: string, payload: object) => t.app.inject({ method: "PUT", url, headers: { cookie }, payload });
  const confirm = (id: string, payload: object = {}) =>
    t.app.inject({ method: "POST", url: `/api/receipts/${id}/confirm`, headers: { cookie }, payload });
  const linesOf = (receiptId: string) =>
    t.database.db.selectFrom("line_items").selectAll().where("receipt_id", "=", receiptId).orderBy("product_name").execute();

  it("never invents a comparable price: a line without one cannot be saved until the user picks one", async () => {
    // A cake: its closest products (angel food, snack cakes) disagree too much to propose a price.
    const r = await upload(receipt([item("GF CAKE 200G", 9.49)]));
    const pasta = r.byName("GF CAKE 200G");
    expect(pasta).toMatchObject({ isSelected: true, needs: "comparable_price", regularPrice: null, difference: null, proposal: null });

    const refused = await confirm(r.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Choose a comparable regular price for "GF CAKE 200G": pick a similar product, accept the category reference, or enter the price of one regular pack.',
    );
    expect(await linesOf(r.id)).toHaveLength(0);

    // One tap on a listed product, shown with its store, size and date.
    const pick = pasta.closestProducts.find((p) => p.perPack !== null)!;
    expect(pick.vendor).toBeTruthy();
    expect(pick.size).toMatch(/ g$/);
    expect(pick.observedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const chosen = (await put(`/api/receipt-items/${pasta.id}/comparable`, { choice: "product", productId: pick.id })).json() as Item;
    expect(chosen).toMatchObject({ regularPriceSource: "product", regularPricePerPack: pick.perPack, needs: null });
    expect((await put(`/api/receipt-items/${pasta.id}/comparable`, { choice: "product", productId: "not-listed" })).statusCode).toBe(400);

    expect((await confirm(r.id)).json().logsCreated).toBe(1);
    const [line] = await linesOf(r.id);
    expect(line).toMatchObject({
      regular_price_cents: Math.round(pick.perPack! * 100),
      difference_cents: 949 - Math.round(pick.perPack! * 100),
      regular_source: "catalog",
      regular_product_id: pick.id,
    });
    expect(line!.regular_source_detail).toContain(`Chosen by you: ${pick.productName}`);
  });

  it("lets the user accept the category reference, whose source is shown", async () => {
    const r = await upload(receipt([item("SCHAR CIABATTA", 7.49)]));
    const ciabatta = (await put(`/api/receipt-items/${r.byName("SCHAR CIABATTA").id}/package-size`, { size: "200 g" })).json() as Item;
    expect(inEnglish(ciabatta.categoryReference?.detail)).toMatch(/^Median price per 100 g of \d+ regular Bread \(baguettes and garlic bread\) products in the catalog, scaled to 200 g/);
    const accepted = (await put(`/api/receipt-items/${ciabatta.id}/comparable`, { choice: "category" })).json() as Item;
    expect(accepted).toMatchObject({ regularPriceSource: "category", regularPrice: ciabatta.categoryReference!.perPack, needs: null });
    await confirm(r.id);
    expect((await linesOf(r.id))[0]).toMatchObject({ regular_source: "category" });
  });

  it("offers no category reference where the closest products show the category is not comparable (cakes)", async () => {
    const r = await upload(receipt([item("GF CAKE 200G", 9.49)]));
    const pasta = r.byName("GF CAKE 200G");
    expect(pasta.categoryReference).toBeNull();
    expect((await put(`/api/receipt-items/${pasta.id}/comparable`, { choice: "category" })).json().message).toBe(
      "There is no category reference for this line: add its package size if it has none, or choose a listed product or enter the price of one regular pack.",
    );
  });

  it("decides eligibility on the server, whatever the client sends", async () => {
    const r = await upload(
      receipt([
        item("GF WHITE BREAD 450G", 6.99),
        item("BANANAS", 1.99),
        item("MILK 2% 4L", 6.24),
        item("GF CORN TORTILLAS", 4.99),
        item("GF RICE CAKES", 3.49),
        item("GF DOG BISCUITS", 8.99),
        item("GF HAMBURGER PATTIES", 12.99),
      ]),
    );
    expect(r.items.filter((i) => i.isSelected).map((i) => i.productName)).toEqual(["GF WHITE BREAD 450G"]);
    const eligibility = Object.fromEntries(r.items.map((i) => [i.productName, i.eligibility]));
    expect(eligibility).toEqual({
      "GF WHITE BREAD 450G": "substitute",
      BANANAS: "natural",
      "MILK 2% 4L": "natural",
      "GF CORN TORTILLAS": "natural",
      "GF RICE CAKES": "natural",
      "GF DOG BISCUITS": "not_food",
      "GF HAMBURGER PATTIES": "natural",
    });
    for (const name of ["BANANAS", "GF DOG BISCUITS", "GF HAMBURGER PATTIES"]) {
      const line = r.byName(name);
      for (const attempt of [
        put(`/api/receipt-items/${line.id}/selection`, { isSelected: true }),
        put(`/api/receipt-items/${line.id}/regular-price`, { customRegularPrice: 0.5 }),
        put(`/api/receipt-items/${line.id}/gluten-free-confirmation`, { confirmed: true }),
      ]) {
        const res = await attempt;
        expect(res.statusCode).toBe(400);
        // The refusal says the line's note in the request's language (English here).
        expect(res.json().message).toBe(inEnglish(line.eligibilityNote));
      }
    }
    // An added item the client itself calls not gluten-free, or pet food, is refused and nothing is saved.
    for (const virtual of [
      { productName: "Regular bread", price: 3.49, customRegularPrice: 1, isGlutenFree: false },
      { productName: "GF dog treats", price: 9.99, customRegularPrice: 1 },
    ]) {
      const res = await confirm(r.id, { virtualItems: [virtual] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/cannot be claimed/);
    }
    expect(await linesOf(r.id)).toHaveLength(0);
    expect((await confirm(r.id)).json().logsCreated).toBe(1);
  });

  it("claims an unknown line only once the user vouches for it and gives a comparable price", async () => {
    const r = await upload(receipt([item("WHITE LOAF 450G", 7.99)]));
    const loaf = r.byName("WHITE LOAF 450G");
    expect(loaf).toMatchObject({ eligibility: "unknown", isSelected: false });
    await put(`/api/receipt-items/${loaf.id}/selection`, { isSelected: true });
    expect((await confirm(r.id)).json().message).toBe(
      'Confirm that "WHITE LOAF 450G" is a gluten-free product bought for the person with celiac disease, and give a comparable regular price, or unselect it.',
    );
    const vouched = (await put(`/api/receipt-items/${loaf.id}/gluten-free-confirmation`, { confirmed: true })).json() as Item;
    // The app's proposal is not used for a product it could not name.
    expect(vouched).toMatchObject({ needs: "comparable_price", regularPrice: null });
    await put(`/api/receipt-items/${loaf.id}/regular-price`, { customRegularPrice: 3.25 });
    expect((await confirm(r.id)).json().logsCreated).toBe(1);
    expect((await linesOf(r.id))[0]).toMatchObject({ regular_price_cents: 325, difference_cents: 474, regular_source: "custom", regular_source_detail: "Entered by you" });
  });

  it("scales a comparable to the package size, takes the kind's commonest size until the user gives one, and multiplies a per-pack price by the quantity", async () => {
    const r = await upload(receipt([item("SCHAR CIABATTA", 7.49), item("GF WHITE BREAD 450G", 8.08, 2)]));
    const ciabatta = r.byName("SCHAR CIABATTA");
    expect(ciabatta).toMatchObject({ packageSizeSource: "kind", proposal: null, needs: "comparable_price" });
    expect(inEnglish(ciabatta.categoryReference?.detail)).toContain(`scaled to ${ciabatta.packageSize}, the most common size of regular baguettes and garlic bread`);
    const bad = await put(`/api/receipt-items/${ciabatta.id}/package-size`, { size: "large" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Enter the package size like 450 g, 1 kg, 500 ml or 6 pk.");
    const sized = (await put(`/api/receipt-items/${ciabatta.id}/package-size`, { size: "200 g" })).json() as Item;
    expect(sized.packageSize).toBe("200 g");
    const bigger = (await put(`/api/receipt-items/${ciabatta.id}/package-size`, { size: "400 g" })).json() as Item;
    // The category reference is per 100 g: twice the size, twice the price (to the cent's rounding).
    expect(Math.abs(bigger.categoryReference!.perPack - 2 * sized.categoryReference!.perPack)).toBeLessThanOrEqual(0.02);

    // "2 @ $4.04": the $3.09 typed for one regular pack counts twice: 8.08 − 6.18 = 1.90, not 8.08 − 3.09.
    const bread = r.byName("GF WHITE BREAD 450G");
    const typed = (await put(`/api/receipt-items/${bread.id}/regular-price`, { customRegularPrice: 3.09 })).json() as Item;
    expect(typed).toMatchObject({ regularPricePerPack: 3.09, regularPrice: 6.18, difference: 1.9 });
    const three = (await put(`/api/receipt-items/${bread.id}/details`, { productName: bread.productName, price: 12.12, quantity: 3 })).json() as Item;
    expect(three).toMatchObject({ regularPrice: 9.27, difference: 2.85 });
    expect((await put(`/api/receipt-items/${bread.id}/details`, { productName: bread.productName, price: 12.12, quantity: 0 })).statusCode).toBe(400);

    await put(`/api/receipt-items/${ciabatta.id}/selection`, { isSelected: false });
    await confirm(r.id);
    expect((await linesOf(r.id))[0]).toMatchObject({ quantity: 3, gf_price_cents: 1212, regular_price_cents: 927, difference_cents: 285 });
  });

  it("prices the same purchase in its own year with Statistics Canada's index", async () => {
    const in2023 = await upload(receipt([item("GF CRACKERS 200G", 4.49)], { purchaseDate: "2023-05-01" }));
    const in2024 = await upload(receipt([item("GF CRACKERS 200G", 4.49)], { purchaseDate: "2024-05-01" }));
    const [a, b] = [in2023.items[0]!, in2024.items[0]!];
    // 2024 is the catalog's year; 2023's index is 1.0819 of it.
    expect(Math.round(a.regularPricePerPack! * 100)).toBe(Math.round(Math.round(b.regularPricePerPack! * 100) * 1.0819));
    expect(inEnglish(a.regularPriceDetail)).toContain("2024 prices adjusted to 2023 ×1.082");
    expect(inEnglish(b.regularPriceDetail)).not.toContain("adjusted");
  });

  it("refuses an undated receipt until the user gives the date", async () => {
    const r = await upload(receipt([item("GF CRACKERS 200G", 4.49)], { purchaseDate: null }));
    expect((await confirm(r.id)).statusCode).toBe(400);
    expect((await confirm(r.id, { purchaseDate: "2025-02-03" })).statusCode).toBe(200);
    expect((await linesOf(r.id))[0]?.purchase_date).toBe("2025-02-03");
  });

  it("sets the claimant and share at capture, defaulting to the user's settings", async () => {
    const given = await upload(receipt([item("GF CRACKERS 200G", 4.49)]));
    await confirm(given.id, { claimant: "other-dependant", sharePct: 50 });
    expect((await linesOf(given.id))[0]).toMatchObject({ claimant: "other-dependant", share_pct: 50 });
    expect((await confirm((await upload(receipt([item("GF CRACKERS 200G", 4.49)]))).id, { sharePct: 0 })).statusCode).toBe(400);

    await put("/api/settings/claim-defaults", { claimant: "spouse-or-child", sharePct: 40 });
    const defaulted = await upload(receipt([item("GF CRACKERS 200G", 4.49)]));
    await confirm(defaulted.id);
    expect((await linesOf(defaulted.id))[0]).toMatchObject({ claimant: "spouse-or-child", share_pct: 40 });
    await put("/api/settings/claim-defaults", { claimant: "self", sharePct: 100 });
  });

  it("writes a CSV and a summary that reconcile on paper: (average GF − average regular) × quantity × share", async () => {
    const r = await upload(receipt([item("GF PRETZEL TWISTS", 9.38, 2), item("GF CRACKERS 200G", 4.49)], { purchaseDate: "2022-08-01" }));
    const pretzels = r.byName("GF PRETZEL TWISTS");
    await put(`/api/receipt-items/${pretzels.id}/regular-price`, { customRegularPrice: 3.1 });
    await confirm(r.id, { sharePct: 50 });

    const csv = await t.app.inject({ method: "GET", url: "/api/tax-report/download?year=2022", headers: { cookie } });
    const rows = parseCsvRecords(csv.body.replace(/^\uFEFF/, ""));
    const row = rows.find((x) => x.Product === "GF PRETZEL TWISTS")!;
    expect(row).toMatchObject({
      Quantity: "2",
      "GF Price per Pack": "4.69",
      "Regular Price per Pack": "3.10",
      "Comparable Price Source": "Entered by you",
      "Share %": "50",
    });
    const crackers = rows.find((x) => x.Product === "GF CRACKERS 200G")!;
    expect(crackers["Comparable Price Source"]).toMatch(/closest regular products .*2024 prices adjusted to 2022/);

    const summary = (await t.app.inject({ method: "GET", url: "/api/tax-report/claim-summary?year=2022", headers: { cookie } })).json();
    for (const p of summary.products as { count: number; averageGfPriceCents: number; averageRegularPriceCents: number; sharePct: number; incrementalCostCents: number }[]) {
      const onPaper = ((p.averageGfPriceCents - p.averageRegularPriceCents) * p.count * p.sharePct) / 100;
      expect(Math.abs(p.incrementalCostCents - onPaper)).toBeLessThanOrEqual(1);
    }
    // 2 × (4.69 − 3.10) × 50% = 1.59.
    expect(summary.products.find((p: { product: string }) => p.product === "GF PRETZEL TWISTS").incrementalCostCents).toBe(159);
  });
});
