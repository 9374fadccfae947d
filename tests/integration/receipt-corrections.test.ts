import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReceiptItemView, ReceiptView } from "#domain/receipts/receipt-view-types";
import { EARLIEST_PURCHASE_DATE } from "#domain/receipts/purchase-date";
import { visionItem, visionReceipt } from "./support/vision-receipt";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 23, point 2: everything read is correctable. Each endpoint that corrects a receipt under review (its date and
 * store, a line added, deleted or put in another category) and a saved line's date in Reports: the happy path with
 * the server's rules run again, an unknown id, another user's id, bad input, and the same call sent twice at once.
 */
const NOW = new Date("2026-01-15T15:00:00Z");

const READING = visionReceipt(
  [visionItem("GF BREAD UDIS WHITE", 6.99), visionItem("GF PRETZEL TWISTS", 4.69), visionItem("BANANAS", 1.74)],
  { store: "Lobalws", purchaseDate: "2025-03-19", total: 13.42 },
);

describe.each(DATABASE_KINDS)("receipt corrections on %s", (kind) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let photos = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { FREE_RECEIPTS_PER_MONTH: "1000" }, { now: () => NOW });
    const register = async (email: string) =>
      cookiesFrom(await t.app.inject({ method: "POST", url: "/api/register", payload: { email, password: "Gluten123" } }));
    alice = await register("alice@example.ca");
    bob = await register("bob@example.ca");
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A new reading, each of its own photo, so only the store, date and total can make it look like another. */
  const upload = async (reading = READING): Promise<ReceiptView> => {
    t.vision.willRead(reading);
    const png = await sharp({ create: { width: 400 + photos++, height: 900, channels: 3, background: "#fdfdfd" } }).png().toBuffer();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/receipts",
      headers: { cookie: alice },
      payload: { base64Image: `data:image/png;base64,${png.toString("base64")}` },
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const call = (method: "PUT" | "POST" | "DELETE", url: string, payload?: object, cookie = alice) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const confirm = (id: string, payload: object = {}) => call("POST", `/api/receipts/${id}/confirm`, payload);
  const named = (view: ReceiptView, name: string) => view.items.find((i) => i.productName === name);
  const UNKNOWN = "00000000-0000-4000-8000-000000000000";

  describe("PUT /api/receipts/:id/facts", () => {
    it("changes the date and the store, prices every line in the new year and checks for a saved copy again", async () => {
      const first = await upload();
      const fixed = await call("PUT", `/api/receipts/${first.id}/facts`, { purchaseDate: "2025-03-14", store: "Loblaws" });
      expect(fixed.statusCode).toBe(200);
      expect(fixed.json()).toMatchObject({ id: first.id, purchaseDate: "2025-03-14", store: "Loblaws", possibleDuplicate: null });
      expect((await confirm(first.id)).statusCode).toBe(200);

      // The same purchase read again with the date misread: no copy is found until the date is corrected.
      const second = await upload();
      expect(second.possibleDuplicate).toBeNull();
      const corrected = (await call("PUT", `/api/receipts/${second.id}/facts`, { purchaseDate: "2025-03-14", store: "Loblaws" })).json();
      expect(corrected.possibleDuplicate).toMatchObject({ id: first.id, sameImage: false });

      // A year earlier, the proposal is priced in that year's money: the catalog's prices are moved back.
      const bread = named(second, "GF BREAD UDIS WHITE")!;
      const earlier = (await call("PUT", `/api/receipts/${second.id}/facts`, { purchaseDate: "2022-03-14" })).json() as ReceiptView;
      expect(earlier.purchaseDate).toBe("2022-03-14");
      expect(earlier.store).toBe("Loblaws");
      expect(named(earlier, "GF BREAD UDIS WHITE")!.regularPricePerPack).not.toBe(bread.regularPricePerPack);
    });

    it("refuses the future, dates before the earliest claim period, bad dates and an empty change", async () => {
      const r = await upload();
      const cases: [object, string][] = [
        [{ purchaseDate: "2026-01-16" }, "The purchase date cannot be in the future."],
        [{ purchaseDate: "2021-12-31" }, `on or after ${EARLIEST_PURCHASE_DATE}`],
        [{ purchaseDate: "2025-02-30" }, "YYYY-MM-DD"],
        [{ purchaseDate: "14/03/2025" }, "YYYY-MM-DD"],
        [{ store: "" }, "Enter the store's name"],
        [{ store: "x".repeat(121) }, "at most 120 characters"],
        [{}, "Nothing to change"],
      ];
      for (const [body, message] of cases) {
        const res = await call("PUT", `/api/receipts/${r.id}/facts`, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message, JSON.stringify(body)).toContain(message);
      }
      expect((await call("PUT", `/api/receipts/${r.id}/facts`, { purchaseDate: "2026-01-15" })).statusCode).toBe(200);
      expect((await call("PUT", `/api/receipts/${r.id}/facts`, { purchaseDate: EARLIEST_PURCHASE_DATE })).statusCode).toBe(200);
    });

    it("answers 404 for an unknown id and for another user's, and 409 once the receipt is saved", async () => {
      const r = await upload();
      const body = { purchaseDate: "2025-03-14" };
      expect((await call("PUT", `/api/receipts/${UNKNOWN}/facts`, body)).statusCode).toBe(404);
      expect((await call("PUT", `/api/receipts/${r.id}/facts`, body, bob)).statusCode).toBe(404);
      expect((await confirm(r.id, { saveAnyway: true })).statusCode).toBe(200);
      const late = await call("PUT", `/api/receipts/${r.id}/facts`, body);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toContain("Reports");
    });

    it("gives the same answer to the same change sent twice at once", async () => {
      const r = await upload();
      const body = { purchaseDate: "2024-11-02", store: "Metro" };
      const [a, b] = await Promise.all([1, 2].map(() => call("PUT", `/api/receipts/${r.id}/facts`, body)));
      expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
      expect(a!.json()).toMatchObject(body);
      expect(b!.json()).toMatchObject(body);
    });
  });

  describe("POST /api/receipts/:id/items", () => {
    it("reads an added line like a printed one: a GF substitute is selected with a proposal, other food is not", async () => {
      const r = await upload();
      const res = await call("POST", `/api/receipts/${r.id}/items`, { productName: "GF CRACKERS 200G", price: "4.49", quantity: 2 });
      expect(res.statusCode).toBe(200);
      const view = res.json() as ReceiptView;
      const added = named(view, "GF CRACKERS 200G")!;
      expect(added).toMatchObject({ price: 4.49, quantity: 2, eligibility: "substitute", isSelected: true, index: 3 });
      expect(added.proposal).not.toBeNull();
      expect(view.analysis.itemsProcessed).toBe(4);
      const banana = named((await call("POST", `/api/receipts/${r.id}/items`, { productName: "APPLES", price: 3 })).json(), "APPLES")!;
      expect(banana).toMatchObject({ isSelected: false, isGlutenFree: false, index: 4 });
    });

    it("refuses bad lines with a clear message", async () => {
      const r = await upload();
      const cases: [object, string][] = [
        [{ productName: "", price: "1" }, "Product name is required"],
        [{ productName: "GF Bread", price: "abc" }, "Please enter a valid number"],
        [{ productName: "GF Bread", price: "-1" }, "Price cannot be negative"],
        [{ productName: "GF Bread", price: "1", quantity: 0 }, "more than 0"],
        [{ productName: "x".repeat(201), price: "1" }, "at most 200 characters"],
      ];
      for (const [body, message] of cases) {
        const res = await call("POST", `/api/receipts/${r.id}/items`, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message, JSON.stringify(body)).toContain(message);
      }
      expect((await t.app.inject({ method: "GET", url: `/api/receipts/${r.id}`, headers: { cookie: alice } })).json().items).toHaveLength(3);
    });

    it("answers 404 for an unknown id and for another user's, and 409 once the receipt is saved", async () => {
      const r = await upload();
      const body = { productName: "GF Bread", price: "6.49" };
      expect((await call("POST", `/api/receipts/${UNKNOWN}/items`, body)).statusCode).toBe(404);
      expect((await call("POST", `/api/receipts/${r.id}/items`, body, bob)).statusCode).toBe(404);
      expect((await confirm(r.id, { saveAnyway: true })).statusCode).toBe(200);
      expect((await call("POST", `/api/receipts/${r.id}/items`, body)).statusCode).toBe(409);
    });

    it("keeps both of two lines added at once, each in its own place", async () => {
      const r = await upload();
      const body = { productName: "GF Bread", price: "6.49" };
      const answers = await Promise.all([1, 2].map(() => call("POST", `/api/receipts/${r.id}/items`, body)));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const stored = (await t.app.inject({ method: "GET", url: `/api/receipts/${r.id}`, headers: { cookie: alice } })).json() as ReceiptView;
      expect(stored.items.filter((i) => i.productName === "GF Bread").map((i) => i.index).sort()).toEqual([3, 4]);
    });
  });

  describe("DELETE /api/receipt-items/:itemId", () => {
    it("removes a misread line and answers the receipt without it", async () => {
      const r = await upload();
      const banana = named(r, "BANANAS")!;
      const res = await call("DELETE", `/api/receipt-items/${banana.id}`);
      expect(res.statusCode).toBe(200);
      const view = res.json() as ReceiptView;
      expect(named(view, "BANANAS")).toBeUndefined();
      expect(view.items.map((i) => i.index)).toEqual([0, 1]);
      expect(view.analysis.itemsProcessed).toBe(2);
    });

    it("refuses an id that is not one, and deletes nothing", async () => {
      const r = await upload();
      const res = await call("DELETE", "/api/receipt-items/a%01b");
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("not allowed");
      expect((await t.app.inject({ method: "GET", url: `/api/receipts/${r.id}`, headers: { cookie: alice } })).json().items).toHaveLength(3);
    });

    it("answers 404 for an unknown id and for another user's, and 409 once the receipt is saved", async () => {
      const r = await upload();
      const banana = named(r, "BANANAS")!;
      expect((await call("DELETE", `/api/receipt-items/${UNKNOWN}`)).statusCode).toBe(404);
      expect((await call("DELETE", `/api/receipt-items/${banana.id}`, undefined, bob)).statusCode).toBe(404);
      expect((await confirm(r.id, { saveAnyway: true })).statusCode).toBe(200);
      expect((await call("DELETE", `/api/receipt-items/${banana.id}`)).statusCode).toBe(409);
    });

    it("deletes once when sent twice at once: the second finds nothing", async () => {
      const r = await upload();
      const banana = named(r, "BANANAS")!;
      const answers = await Promise.all([1, 2].map(() => call("DELETE", `/api/receipt-items/${banana.id}`)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    });
  });

  describe("PUT /api/receipt-items/:itemId/category", () => {
    it("finds the comparison again in the new category and drops a choice made in the old one", async () => {
      const r = await upload();
      const pretzels = named(r, "GF PRETZEL TWISTS")!;
      expect((await call("PUT", `/api/receipt-items/${pretzels.id}/comparable`, { choice: "category" })).statusCode).toBe(200);
      const res = await call("PUT", `/api/receipt-items/${pretzels.id}/category`, { category: "Bread" });
      expect(res.statusCode).toBe(200);
      const item = res.json() as ReceiptItemView;
      expect(item.category).toBe("Bread");
      expect(item.regularPriceSource).not.toBe("category");
      expect(item.categoryReference?.perPack).not.toBe(pretzels.categoryReference?.perPack);
    });

    it("refuses a category that is not one of the catalog's", async () => {
      const r = await upload();
      const res = await call("PUT", `/api/receipt-items/${r.items[0]!.id}/category`, { category: "Candy" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("Choose one of the categories");
    });

    it("answers 404 for an unknown id and for another user's, and 409 once the receipt is saved", async () => {
      const r = await upload();
      const id = r.items[0]!.id;
      expect((await call("PUT", `/api/receipt-items/${UNKNOWN}/category`, { category: "Bread" })).statusCode).toBe(404);
      expect((await call("PUT", `/api/receipt-items/${id}/category`, { category: "Bread" }, bob)).statusCode).toBe(404);
      expect((await confirm(r.id, { saveAnyway: true })).statusCode).toBe(200);
      expect((await call("PUT", `/api/receipt-items/${id}/category`, { category: "Bread" })).statusCode).toBe(409);
    });

    it("gives the same answer to the same change sent twice at once", async () => {
      const r = await upload();
      const id = r.items[1]!.id;
      const answers = await Promise.all([1, 2].map(() => call("PUT", `/api/receipt-items/${id}/category`, { category: "Bread" })));
      expect(answers.map((a) => [a.statusCode, a.json().category])).toEqual([
        [200, "Bread"],
        [200, "Bread"],
      ]);
    });
  });

  it("saves what was corrected: the date, the store, the line added and not the line deleted", async () => {
    const r = await upload(visionReceipt([visionItem("GF BREAD UDIS WHITE", 6.99), visionItem("GF PRETZL TWSTS XX", 4.69)], { purchaseDate: "2025-09-19" }));
    await call("PUT", `/api/receipts/${r.id}/facts`, { purchaseDate: "2024-09-19", store: "Sobeys" });
    await call("DELETE", `/api/receipt-items/${named(r, "GF PRETZL TWSTS XX")!.id}`);
    await call("POST", `/api/receipts/${r.id}/items`, { productName: "GF PRETZEL TWISTS", price: "4.69" });
    expect((await confirm(r.id, { saveAnyway: true })).json()).toEqual({ logsCreated: 2, alreadyConfirmed: false });
    const lines = (await t.app.inject({ method: "GET", url: "/api/tax-report/gf-receipts", headers: { cookie: alice } })).json().receipts as {
      receiptId: string;
      customProductName: string;
      purchaseDate: string;
      storeLocation: string;
    }[];
    const saved = lines.filter((l) => l.receiptId === r.id);
    expect(saved.map((l) => l.customProductName).sort()).toEqual(["GF BREAD UDIS WHITE", "GF PRETZEL TWISTS"]);
    for (const line of saved) expect(line).toMatchObject({ purchaseDate: "2024-09-19", storeLocation: "Sobeys" });
  });

  describe("PUT /api/tax-report/line-items/:id with purchase_date or category", () => {
    const savedLine = async () => {
      const r = await upload(visionReceipt([visionItem("GF BREAD UDIS WHITE", 6.99)], { purchaseDate: "2025-01-05", store: "Metro" }));
      expect((await confirm(r.id, { saveAnyway: true })).statusCode).toBe(200);
      const lines = (await t.app.inject({ method: "GET", url: "/api/tax-report/gf-receipts", headers: { cookie: alice } })).json().receipts;
      return lines.find((l: { receiptId: string }) => l.receiptId === r.id) as { id: string; priceDifference: number };
    };
    const inYear = async (year: number, id: string) => {
      const res = await t.app.inject({ method: "GET", url: `/api/tax-report/gf-receipts?year=${year}`, headers: { cookie: alice } });
      return (res.json().receipts as { id: string }[]).some((l) => l.id === id);
    };

    it("moves the line to the tax year of its new date", async () => {
      const line = await savedLine();
      expect(await inYear(2025, line.id)).toBe(true);
      const res = await call("PUT", `/api/tax-report/line-items/${line.id}`, { purchase_date: "2024-12-30" });
      expect(res.statusCode).toBe(200);
      expect(res.json().item).toMatchObject({ purchaseDate: "2024-12-30", priceDifference: line.priceDifference });
      expect(await inYear(2025, line.id)).toBe(false);
      expect(await inYear(2024, line.id)).toBe(true);
      const years = (await t.app.inject({ method: "GET", url: "/api/tax-report/years", headers: { cookie: alice } })).json().years;
      expect(years).toContain(2024);
      // A claim period ending in June 2025 takes it in; the calendar year 2025 does not.
      const summary = await t.app.inject({ method: "GET", url: "/api/tax-report/summary?year=2025&endMonth=6", headers: { cookie: alice } });
      expect(summary.json().grandTotals.itemsLogged).toBeGreaterThan(0);
    });

    it("files the line under a new category in the summary, its prices as saved, and refuses one not in the catalog", async () => {
      const line = await savedLine();
      const res = await call("PUT", `/api/tax-report/line-items/${line.id}`, { category: "Buns & Bagels" });
      expect(res.statusCode).toBe(200);
      expect(res.json().item).toMatchObject({ category: "Buns & Bagels", priceDifference: line.priceDifference });
      const summary = await t.app.inject({ method: "GET", url: "/api/tax-report/summary?year=2025", headers: { cookie: alice } });
      expect(summary.json().categories.map((c: { category: string }) => c.category)).toContain("Buns & Bagels");
      const refused = await call("PUT", `/api/tax-report/line-items/${line.id}`, { category: "Candy" });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain("Choose one of the categories");
    });

    it("refuses the future, dates before the earliest claim period and bad dates", async () => {
      const line = await savedLine();
      const cases: [object, string][] = [
        [{ purchase_date: "2026-01-16" }, "The purchase date cannot be in the future."],
        [{ purchase_date: "2021-06-01" }, `on or after ${EARLIEST_PURCHASE_DATE}`],
        [{ purchase_date: "2025-13-01" }, "YYYY-MM-DD"],
        [{ purchase_date: 20250101 }, "YYYY-MM-DD"],
      ];
      for (const [body, message] of cases) {
        const res = await call("PUT", `/api/tax-report/line-items/${line.id}`, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message, JSON.stringify(body)).toContain(message);
      }
      expect(await inYear(2025, line.id)).toBe(true);
    });

    it("answers 404 for an unknown id and for another user's", async () => {
      const line = await savedLine();
      expect((await call("PUT", `/api/tax-report/line-items/${UNKNOWN}`, { purchase_date: "2025-01-01" })).statusCode).toBe(404);
      expect((await call("PUT", `/api/tax-report/line-items/${line.id}`, { purchase_date: "2025-01-01" }, bob)).statusCode).toBe(404);
      expect(await inYear(2025, line.id)).toBe(true);
    });

    it("gives the same answer to the same date sent twice at once", async () => {
      const line = await savedLine();
      const answers = await Promise.all([1, 2].map(() => call("PUT", `/api/tax-report/line-items/${line.id}`, { purchase_date: "2023-05-05" })));
      expect(answers.map((a) => [a.statusCode, a.json().item.purchaseDate])).toEqual([
        [200, "2023-05-05"],
        [200, "2023-05-05"],
      ]);
    });
  });
});
