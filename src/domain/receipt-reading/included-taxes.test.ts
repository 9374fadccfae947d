import { describe, expect, it } from "vitest";
import { taxesChargedOnTop } from "./included-taxes";
import { parseReceiptText } from "./parse-receipt-text";

describe("taxesChargedOnTop", () => {
  const vat = [{ label: "VAT", cents: 250 }];

  it("keeps taxes the subtotal needs to make the total", () => {
    expect(taxesChargedOnTop(1250, 1250, vat, 1500)).toEqual(vat);
  });

  it("leaves out taxes the prices include: the subtotal, or with none printed the items, already make the total", () => {
    expect(taxesChargedOnTop(1500, 1500, vat, 1500)).toEqual([]);
    expect(taxesChargedOnTop(1500, null, vat, 1500)).toEqual([]);
  });

  it("keeps them when neither reading adds up, for the review to warn about", () => {
    expect(taxesChargedOnTop(1500, 1500, vat, 1620)).toEqual(vat);
    // A subtotal the items do not make is not evidence that the tax was included.
    expect(taxesChargedOnTop(1400, 1500, vat, 1500)).toEqual(vat);
  });

  it("reads a European invoice whose VAT summary stands beside prices that include it as adding up", () => {
    // An online shop's invoice: prices with VAT, then the amount before VAT, the VAT and the total the items make.
    const text = [
      "Invoice date: 12 March 2024",
      "Gluten-free pasta 6 x 500 g   € 17,94",
      "Rice flour 1 kg   € 3,49",
      "Excluding VAT   € 19,66",
      "Subtotal   € 21,43",
      "VAT 9%   € 1,77",
      "Total   € 21,43",
    ].join("\n");
    const receipt = parseReceiptText(text, { referenceDate: "2024-06-01" });
    expect(receipt).toMatchObject({ subtotalCents: 2143, totalCents: 2143, taxes: [{ label: "VAT", cents: 177, included: true }], balanced: true });
    expect(receipt.lines.map((l) => l.priceCents)).toEqual([1794, 349]);
  });

  it("keeps a tax the receipt says its prices include out of the sums, and shows it as included", () => {
    // An online grocer's order: the fees make the total with the subtotal; the HST is in the prices.
    const text = ["Order placed May 5, 2024", "GF Bread   $6.13", "Oat Milk   $5.48", "Subtotal   $11.61", "Delivery fee   $3.99", "Includes HST 13%   $0.68", "Order total   $15.60"];
    const receipt = parseReceiptText(text.join("\n"), { referenceDate: "2024-06-01" });
    expect(receipt).toMatchObject({ subtotalCents: 1161, totalCents: 1560, balanced: true });
    expect(receipt.taxes).toEqual([
      { label: "Delivery", cents: 399 },
      { label: "HST", cents: 68, included: true },
    ]);
  });

  it("shows a prefixed tax the prices include beside the charges the total adds", () => {
    const text = ["GF Bread   $6.13", "Oat Milk   $5.48", "Item Subtotal   $11.61", "Small order fee   $4.95", "Item HST (included)   $0.68", "Order total   $16.56"];
    const receipt = parseReceiptText(text.join("\n"), { referenceDate: "2024-06-01" });
    expect(receipt.balanced).toBe(true);
    expect(receipt.taxes).toEqual([
      { label: "Small order", cents: 495 },
      { label: "Item HST (included)", cents: 68, included: true },
    ]);
  });
});
