import { readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { visionItem, visionReceipt } from "./support/vision-receipt";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";
import { say } from "#domain/i18n/said";
import { translatorFor } from "#domain/i18n/translators";

const LOBLAWS = visionReceipt(
  [
    visionItem("GF BREAD UDIS WHITE", 6.99),
    visionItem("GF PRETZEL TWISTS", 4.69),
    visionItem("BANANAS", 1.74),
    visionItem("GF POTATO CHIPS", 3.49),
    visionItem("MILK 2% 4L", 6.24),
  ],
  { store: "Loblaws", address: "60 Carlton St, Toronto ON", purchaseDate: "2025-03-14", subtotal: 23.15, total: 26.16, taxes: [{ label: "HST", amount: 3.01 }] },
);

async function receiptImage(seed = 0): Promise<string> {
  const png = await sharp({ create: { width: 400 + seed, height: 900, channels: 3, background: "#fdfdfd" } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** A few kilobytes that claim a 30,000 × 30,000 canvas: a small PNG whose header is rewritten, CRC and all. */
async function pixelBomb(): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#fff" } }).png().toBuffer();
  const ihdr = 8;
  png.writeUInt32BE(30_000, ihdr + 8);
  png.writeUInt32BE(30_000, ihdr + 12);
  png.writeUInt32BE(crc32(png.subarray(ihdr + 4, ihdr + 8 + 13)), ihdr + 8 + 13);
  return png;
}

describe.each(DATABASE_KINDS)("receipts on %s", (kind) => {
  let t: TestApp;
  const logs: string[] = [];
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: "debug", FREE_RECEIPTS_PER_MONTH: "1000" }, { logStream: { write: (line) => logs.push(line) } });
    const register = async (email: string) =>
      cookiesFrom(await t.app.inject({ method: "POST", url: "/api/register", payload: { email, password: "Gluten123" } }));
    alice = await register("alice@example.ca");
    bob = await register("bob@example.ca");
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    t.vision.willRead(LOBLAWS);
  });

  const upload = async (cookie: string, seed = 0) =>
    t.app.inject({ method: "POST", url: "/api/receipts", headers: { cookie }, payload: { base64Image: await receiptImage(seed) } });
  const put = (cookie: string, url: string, payload: object, locale = "en-CA") =>
    t.app.inject({ method: "PUT", url, headers: { cookie, "accept-language": locale }, payload });
  // The tests read the same printed receipt again and again, each standing for its own purchase: they save anyway.
  const confirm = (cookie: string, id: string, payload: object = {}) =>
    t.app.inject({ method: "POST", url: `/api/receipts/${id}/confirm`, headers: { cookie }, payload: { saveAnyway: true, ...payload } });

  it("reads a receipt, pre-selects GF substitutes and matches them to regular products", async () => {
    const res = await upload(alice);
    expect(res.statusCode).toBe(201);
    const r = res.json();
    expect(r).toMatchObject({ store: "Loblaws", purchaseDate: "2025-03-14", total: 26.16, balanced: true, status: "processed" });
    const byName = Object.fromEntries(r.items.map((i: { productName: string }) => [i.productName, i]));
    expect(byName["GF BREAD UDIS WHITE"]).toMatchObject({ isGlutenFree: true, isSubstitute: true, isSelected: true });
    expect(byName["GF BREAD UDIS WHITE"].matchedProduct?.category).toBe("Bread");
    expect(byName["GF PRETZEL TWISTS"].matchedProduct?.category).toBe("Crackers & Pretzels");
    expect(byName["GF POTATO CHIPS"]).toMatchObject({ isGlutenFree: true, isSubstitute: false, isSelected: false, eligibility: "natural" });
    expect(byName["BANANAS"]).toMatchObject({ isGlutenFree: false, isSelected: false, eligibility: "natural", needs: "ineligible" });
    expect(r.analysis).toMatchObject({ itemsProcessed: 5, glutenFreeDetected: 3 });
    for (const item of r.items.filter((i: { isSelected: boolean }) => i.isSelected)) {
      expect(item.needs).toBeNull();
      expect(item.difference).toBeGreaterThanOrEqual(0);
    }
  });

  it("never stores or logs the image", async () => {
    const before = new Set(readdirSync(tmpdir()));
    const image = await receiptImage(7);
    const res = await t.app.inject({ method: "POST", url: "/api/receipts", headers: { cookie: alice }, payload: { base64Image: image } });
    expect(res.statusCode).toBe(201);
    const fragment = image.slice(100, 160);
    expect(logs.join("\n")).not.toContain(fragment);
    for (const table of ["receipts", "receipt_items", "line_items", "products"] as const) {
      const rows = await t.database.db.selectFrom(table).selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(fragment);
    }
    // Other processes share the temp dir, so only what appeared during the request is read.
    const bytes = Buffer.from(image.split(",")[1] ?? "", "base64").subarray(40, 120);
    for (const name of readdirSync(tmpdir()).filter((n) => !before.has(n))) {
      const path = join(tmpdir(), name);
      if (statSync(path, { throwIfNoEntry: false })?.isFile()) expect(readFileSync(path).includes(bytes)).toBe(false);
    }
    expect(t.vision.received.at(-1)).toContain(image.slice("data:image/png;base64,".length, 200));
  });

  it("answers bad images and bad bodies clearly", async () => {
    const post = (payload: unknown, headers: Record<string, string> = { cookie: alice }) =>
      t.app.inject({ method: "POST", url: "/api/receipts", headers, payload: payload as object });
    expect((await post({})).json().message).toBe("Please select an image first");
    expect((await post({ base64Image: 42 })).statusCode).toBe(400);
    expect((await post({ base64Image: `data:text/plain;base64,${Buffer.from("hi").toString("base64")}` })).statusCode).toBe(415);
    expect((await post({ base64Image: Buffer.from("not an image at all").toString("base64") })).statusCode).toBe(415);
    expect((await post({ base64Image: await receiptImage() }, {})).statusCode).toBe(401);
    const huge = await t.app.inject({
      method: "POST",
      url: "/api/receipts",
      headers: { cookie: alice, "content-type": "application/json" },
      payload: JSON.stringify({ base64Image: "A".repeat(35 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);

    const png = Buffer.from((await receiptImage()).split(",")[1] ?? "", "base64");
    const cutOff = await post({ base64Image: png.subarray(0, Math.floor(png.length * 0.6)).toString("base64") });
    expect(cutOff.statusCode).toBe(422);
    expect(cutOff.json().message).toBe("This image is damaged or incomplete. Please take the photo again or choose another file.");

    const bomb = await post({ base64Image: (await pixelBomb()).toString("base64") });
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().message).toBe("The image has too many pixels to process. Please upload a smaller photo.");
  });

  it("reads two or three photos of one long receipt in one request, and refuses a fourth", async () => {
    const photos = [await receiptImage(11), await receiptImage(12)];
    const res = await t.app.inject({ method: "POST", url: "/api/receipts", headers: { cookie: alice }, payload: { base64Images: photos } });
    expect(res.statusCode).toBe(201);
    expect(res.json().items).toHaveLength(LOBLAWS.items.length);
    const sent = JSON.parse(t.vision.received.at(-1)!) as { messages: { content: unknown }[] };
    expect(JSON.stringify(sent.messages.at(-1)!.content).match(/"type":"image_url"/g)).toHaveLength(2);

    const four = await t.app.inject({
      method: "POST",
      url: "/api/receipts",
      headers: { cookie: alice },
      payload: { base64Images: [...photos, ...photos] },
    });
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toBe("Please send at most 3 photos of one receipt.");
    const none = await t.app.inject({ method: "POST", url: "/api/receipts", headers: { cookie: alice }, payload: { base64Images: [] } });
    expect(none.json().message).toBe("Please select an image first");
  });

  it("refuses to save a receipt whose date could not be read until the user gives one", async () => {
    t.vision.willRead({ ...LOBLAWS, purchaseDate: null });
    const r = (await upload(alice, 31)).json();
    expect(r.purchaseDate).toBe(null);
    const undated = await confirm(alice, r.id);
    expect(undated.statusCode).toBe(400);
    expect(undated.json().message).toBe("This receipt's date could not be read. Enter the purchase date before saving: it decides the tax year.");
    expect((await confirm(alice, r.id, { purchaseDate: "2999-01-01" })).json().message).toBe("The purchase date cannot be in the future.");
    expect((await confirm(alice, r.id, { purchaseDate: "14/03/2025" })).statusCode).toBe(400);

    const saved = await confirm(alice, r.id, { purchaseDate: "2025-12-30" });
    expect(saved.statusCode).toBe(200);
    const lines = await t.database.db.selectFrom("line_items").select("purchase_date").where("receipt_id", "=", r.id).execute();
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines.map((l) => l.purchase_date))).toEqual(new Set(["2025-12-30"]));
    expect((await t.app.inject({ method: "GET", url: `/api/receipts/${r.id}`, headers: { cookie: alice } })).json().purchaseDate).toBe("2025-12-30");
  });

  it("keeps deposit and fee lines as printed but never claims them", async () => {
    t.vision.willRead({
      ...LOBLAWS,
      subtotal: 25.36,
      total: 28.37,
      items: [...LOBLAWS.items, { name: "BOTTLE DEPOSIT", price: 0.1, quantity: 1, kind: "deposit" }, { name: "ECO FEE", price: 0.11, quantity: 1, kind: "fee" }],
    });
    const r = (await upload(alice, 21)).json();
    const deposit = r.items.find((i: { productName: string }) => i.productName === "BOTTLE DEPOSIT");
    expect(deposit).toMatchObject({ price: 0.1, isSelected: false, isGlutenFree: false });
    const selectDeposit = await put(alice, `/api/receipt-items/${deposit.id}/selection`, { isSelected: true });
    expect(selectDeposit.statusCode).toBe(400);
    expect(selectDeposit.json().message).toBe("Only a product can be claimed: discount, deposit and fee lines are not food.");
    expect((await put(alice, `/api/receipt-items/${deposit.id}/regular-price`, { customRegularPrice: 0.05 })).statusCode).toBe(400);
    const saved = (await confirm(alice, r.id)).json();
    expect(saved.logsCreated).toBe(r.items.filter((i: { isSelected: boolean }) => i.isSelected).length);
  });

  it("keeps each user's receipts and items to themselves", async () => {
    const r = (await upload(alice, 1)).json();
    const item = r.items[0];
    expect((await t.app.inject({ method: "GET", url: `/api/receipts/${r.id}`, headers: { cookie: bob } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/receipts/${r.id}`, headers: { cookie: alice } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/receipts/not-a-real-id", headers: { cookie: alice } })).statusCode).toBe(404);
    expect((await put(bob, `/api/receipt-items/${item.id}/selection`, { isSelected: false })).statusCode).toBe(404);
    expect((await put(bob, `/api/receipts/${r.id}/items/0/selection`, { isSelected: false })).statusCode).toBe(404);
    expect((await put(bob, `/api/receipt-items/${item.id}/details`, { productName: "x", price: 1 })).statusCode).toBe(404);
    expect((await put(bob, `/api/receipt-items/${item.id}/regular-price`, { customRegularPrice: 1 })).statusCode).toBe(404);
    expect((await confirm(bob, r.id)).statusCode).toBe(404);
  });

  it("updates items by id and by index, with the spec's rules", async () => {
    const r = (await upload(alice, 2)).json();
    const bread = r.items[0];
    const off = await put(alice, `/api/receipt-items/${bread.id}/selection`, { isSelected: false });
    expect(off.json().isSelected).toBe(false);
    const on = await put(alice, `/api/receipts/${r.id}/items/0/selection`, { isSelected: true, productName: bread.productName, price: 6.99 });
    expect(on.json().isSelected).toBe(true);

    const details = await put(alice, `/api/receipt-items/${bread.id}/details`, { productName: "GF White Bread", price: "7.49" });
    expect(details.json()).toMatchObject({ productName: "GF White Bread", price: 7.49 });

    const pretzels = r.items[1];
    const priced = await put(alice, `/api/receipts/${r.id}/items/1/regular-price`, { customRegularPrice: 2.5 });
    expect(priced.json()).toMatchObject({ id: pretzels.id, customRegularPrice: 2.5, regularPrice: 2.5, regularPriceSource: "custom", isSelected: true, difference: 2.19 });
    const cheaper = await put(alice, `/api/receipt-items/${pretzels.id}/regular-price`, { customRegularPrice: 9.99 });
    expect(cheaper.json().difference).toBe(0);
    // Naturally gluten-free chips: no price makes them claimable.
    const chips = await put(alice, `/api/receipts/${r.id}/items/3/regular-price`, { customRegularPrice: 2.5 });
    expect(chips.statusCode).toBe(400);
    expect(chips.json().message).toMatch(/^Naturally gluten-free foods/);

    const noSuchIndex = await put(alice, `/api/receipts/${r.id}/items/99/selection`, { isSelected: true });
    expect(noSuchIndex.statusCode).toBe(404);
    expect(noSuchIndex.json()).toEqual({ message: "Invalid item index", code: "ITEM_INDEX_INVALID" });
    // Out of range, the index finds no line either: the same code, which the review page reads to keep the change.
    const outOfRange = await put(alice, `/api/receipts/${r.id}/items/99999999999/selection`, { isSelected: true }, "fr-CA");
    expect(outOfRange.statusCode).toBe(404);
    expect(outOfRange.json()).toMatchObject({ message: "Numéro d’article invalide", code: "ITEM_INDEX_INVALID" });
    expect((await put(alice, `/api/receipt-items/${bread.id}/details`, { productName: "", price: -1 })).statusCode).toBe(400);
    expect((await put(alice, `/api/receipt-items/${bread.id}/regular-price`, { customRegularPrice: "abc" })).json().message).toBe(
      "Please enter a valid number",
    );
  });

  it("confirms once, however often it is asked, and then locks the receipt", async () => {
    const r = (await upload(alice, 3)).json();
    const selected = r.items.filter((i: { isSelected: boolean }) => i.isSelected).length;
    const results = await Promise.all([confirm(alice, r.id), confirm(alice, r.id), confirm(alice, r.id)]);
    expect(results.map((x) => x.statusCode)).toEqual([200, 200, 200]);
    expect(results.map((x) => x.json().logsCreated)).toEqual([selected, selected, selected]);
    expect(results.filter((x) => !x.json().alreadyConfirmed)).toHaveLength(1);
    const lines = await t.database.db.selectFrom("line_items").selectAll().where("receipt_id", "=", r.id).execute();
    expect(lines).toHaveLength(selected);
    for (const line of lines) {
      expect(line.difference_cents).toBe(Math.max(0, line.gf_price_cents - line.regular_price_cents));
      expect(line.purchase_date).toBe("2025-03-14");
    }
    expect((await put(alice, `/api/receipt-items/${r.items[0].id}/selection`, { isSelected: false })).statusCode).toBe(409);
  });

  it("prices the comparable for the GF package size and the purchase year, and carries it with its source into the claim line", async () => {
    t.vision.willRead({ ...LOBLAWS, items: [{ name: "GF CRACKERS 200G", price: 4.49, quantity: 1, kind: "item" }] });
    const r = (await upload(alice, 6)).json();
    const [item] = r.items;
    expect(item).toMatchObject({ packageSize: "200 g", packageSizeSource: "receipt", regularPriceSource: "catalog", needs: null });
    // Each listed product is scaled to 200 g and moved from 2024 to 2025 (×1.0248).
    const listed = item.closestProducts[0];
    const product = await t.database.db.selectFrom("products").selectAll().where("id", "=", listed.id).executeTakeFirstOrThrow();
    expect(product.size_unit).toBe("g");
    expect(Math.round(listed.perPack * 100)).toBe(Math.round(Math.round((product.price_cents * 200) / product.size_value!) * 1.0248));
    const inEnglish = say(item.regularPriceDetail, translatorFor("en-CA"));
    expect(inEnglish).toMatch(/closest regular products .*scaled to 200 g; 2024 prices adjusted to 2025/);
    expect(say(item.regularPriceDetail, translatorFor("fr-CA"))).toMatch(/produits ordinaires les plus proches .*ramené à 200 g; prix de 2024 ramenés à 2025/);

    expect((await confirm(alice, r.id)).json().logsCreated).toBe(1);
    const line = await t.database.db.selectFrom("line_items").selectAll().where("receipt_id", "=", r.id).executeTakeFirstOrThrow();
    const regular = Math.round(item.regularPrice * 100);
    expect(line).toMatchObject({
      gf_price_cents: 449,
      regular_price_cents: regular,
      difference_cents: Math.max(0, 449 - regular),
      regular_source: "catalog",
      // The record the reader says, and its English sentence beside it (migration 019).
      regular_source_words: JSON.stringify(item.regularPriceDetail),
      regular_source_detail: inEnglish,
    });
  });

  it("refuses to confirm nothing, and lets the user fix it and retry", async () => {
    const r = (await upload(alice, 4)).json();
    for (const item of r.items) await put(alice, `/api/receipt-items/${item.id}/selection`, { isSelected: false });
    const empty = await confirm(alice, r.id);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Please select at least one gluten-free item before saving.");
    const withVirtual = await confirm(alice, r.id, {
      virtualItems: [{ productName: "GF Crackers", price: 5.49, customRegularPrice: 2.99 }],
      receiptImage: null,
    });
    expect(withVirtual.json()).toMatchObject({ logsCreated: 1, alreadyConfirmed: false });
    const line = await t.database.db.selectFrom("line_items").selectAll().where("receipt_id", "=", r.id).executeTakeFirstOrThrow();
    expect(line).toMatchObject({
      product_name: "GF Crackers",
      gf_price_cents: 549,
      regular_price_cents: 299,
      difference_cents: 250,
      category: "Crackers & Pretzels",
      regular_source: "custom",
      regular_source_detail: "Entered by you",
    });
  });

  it("flags a receipt with the same store, date and total as one already saved", async () => {
    const first = (await upload(bob, 5)).json();
    expect(first.possibleDuplicate).toBeNull();
    await confirm(bob, first.id);
    const second = (await upload(bob, 6)).json();
    expect(second.possibleDuplicate).toMatchObject({ id: first.id, sameImage: false });
    expect((await confirm(bob, second.id, { saveAnyway: false })).statusCode).toBe(409);
    t.vision.willRead({ ...LOBLAWS, total: 99.99 });
    expect((await upload(bob, 8)).json().possibleDuplicate).toBeNull();
  });
});

describe("the Free plan's monthly limit", () => {
  let t: TestApp;
  let now = new Date("2025-03-20T12:00:00Z");
  beforeAll(async () => {
    t = await createTestApp("sqlite", { FREE_RECEIPTS_PER_MONTH: "5" }, { now: () => now });
    t.vision.willRead(LOBLAWS);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("allows 5 receipts a calendar month per user, then answers 402 with the upgrade", async () => {
    const register = async (email: string) =>
      cookiesFrom(await t.app.inject({ method: "POST", url: "/api/register", payload: { email, password: "Gluten123" } }));
    const carol = await register("carol@example.ca");
    const dave = await register("dave@example.ca");
    const upload = async (cookie: string, seed: number) =>
      t.app.inject({ method: "POST", url: "/api/receipts", headers: { cookie }, payload: { base64Image: await receiptImage(seed) } });
    for (let i = 0; i < 5; i++) expect((await upload(carol, i)).statusCode).toBe(201);
    const status = await t.app.inject({ method: "GET", url: "/api/subscription-status", headers: { cookie: carol } });
    expect(status.json()).toEqual({
      isPremium: false,
      subscription: null,
      plan: "free",
      receiptsThisMonth: 5,
      receiptsPerMonth: 5,
      limitResetsOn: "2025-04-01",
      paymentsAvailable: false,
    });
    const over = await upload(carol, 9);
    expect(over.statusCode).toBe(402);
    expect(over.json().message).toBe("You've used your 5 free receipts for this month. Discard a receipt you have not saved, or wait for the 1st of next month.");
    expect((await upload(dave, 0)).statusCode).toBe(201);
    now = new Date("2025-04-01T04:00:01Z"); // 00:00:01 in Toronto: the month is the user's, not UTC's
    expect((await upload(carol, 10)).statusCode).toBe(201);
  });
});
