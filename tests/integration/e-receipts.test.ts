import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import type { ReceiptExtractor } from "#server/integrations/extraction/receipt-extractor";
import { orderEml, orderHtml, orderPdf, type Order } from "../../scripts/receipts/compose-e-receipt";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";

/** Issue 27: a PDF, a saved e-mail and an HTML page are uploaded like a photo and read into the same review. */
const ORDER: Order = {
  store: "Green Grocer Online",
  orderNumber: "GG-104233",
  date: "2026-03-14",
  lines: [
    { name: "Schar Gluten Free Ciabatta Rolls 200 g", quantity: 2, cents: 1198 },
    { name: "Udi's Gluten Free Whole Grain Bread 680 g", quantity: 1, cents: 749 },
    { name: "Bananas", quantity: 1, cents: 174 },
  ],
  taxes: [{ label: "HST 13%", cents: 97 }],
};

// Text documents never reach the extractor: a call would be a photo path taken by mistake.
const extractor: ReceiptExtractor = {
  engine: "ocr",
  concurrency: 2,
  extract: async () => {
    throw new Error("a text document was sent to the OCR");
  },
  close: async () => {},
};

describe.each(DATABASE_KINDS)("e-receipts uploaded on %s", (kind) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { FREE_RECEIPTS_PER_MONTH: "1000" }, { now: () => new Date("2026-11-10T15:00:00Z"), extractor });
    cookie = cookiesFrom(await t.app.inject({ method: "POST", url: "/api/register", payload: { email: "orders@example.ca", password: "Gluten123" } }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (bytes: Buffer, type: string) =>
    t.app.inject({ method: "POST", url: "/api/receipts", headers: { cookie }, payload: { base64Document: `data:${type};base64,${bytes.toString("base64")}` } });
  const names = (view: ReceiptView) => view.items.map((i) => [i.productName, i.price]);

  it("reads a text PDF's rows exactly, with its date, taxes, total and order number", async () => {
    const res = await upload(orderPdf(ORDER), "application/pdf");
    expect(res.statusCode).toBe(201);
    const view: ReceiptView = res.json();
    expect(names(view)).toEqual([
      ["Schar Gluten Free Ciabatta Rolls 200 g", 11.98],
      ["Udi's Gluten Free Whole Grain Bread 680 g", 7.49],
      ["Bananas", 1.74],
    ]);
    expect(view).toMatchObject({ purchaseDate: "2026-03-14", subtotal: 21.21, total: 22.18, balanced: true, engine: "text" });
  });

  it("reads a saved e-mail, the store its page names over the sender's name; the same order again is a possible duplicate", async () => {
    // The sender's display name only stands in where the document names no store: this page's heading and title do.
    const eml = await orderEml(ORDER, { from: "Green Grocer <orders@greengrocer.example>", to: "me@example.ca", htmlBody: true, attachPdf: false });
    const first: ReceiptView = (await upload(eml, "message/rfc822")).json();
    expect(first).toMatchObject({ store: "Green Grocer Online", purchaseDate: "2026-03-14", total: 22.18, engine: "text" });
    expect(names(first).map(([name]) => name)).toContain("Udi's Gluten Free Whole Grain Bread 680 g");
    const saved = await t.app.inject({ method: "POST", url: `/api/receipts/${first.id}/confirm`, headers: { cookie }, payload: { saveAnyway: true } });
    expect(saved.statusCode).toBe(200);

    // The order's web page, saved: no store is printed as the sender was, but the order number is the same.
    const again: ReceiptView = (await upload(Buffer.from(orderHtml(ORDER)), "text/html")).json();
    expect(again.possibleDuplicate?.id).toBe(first.id);
  });

  it("refuses a file that is none of these, and a document without a receipt", async () => {
    expect((await upload(Buffer.from("just some words"), "text/plain")).json().message).toMatch(/not one we can read/);
    const letter = await upload(Buffer.from("<html><body><p>Thank you for subscribing to our newsletter.</p></body></html>"), "text/html");
    expect(letter.statusCode).toBe(422);
    expect(letter.json().message).toMatch(/couldn't find a receipt/);
  });
});
