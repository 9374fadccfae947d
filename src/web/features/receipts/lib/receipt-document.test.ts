import { describe, expect, it } from "vitest";
import { isReceiptDocument } from "./receipt-document";

const file = (name: string, type: string) => new File(["x"], name, { type });

describe("isReceiptDocument", () => {
  it("takes PDFs, saved e-mails and web pages by their type or their name", () => {
    expect(isReceiptDocument(file("receipt.pdf", "application/pdf"))).toBe(true);
    expect(isReceiptDocument(file("Order 1234.EML", ""))).toBe(true);
    expect(isReceiptDocument(file("order.eml", "message/rfc822"))).toBe(true);
    expect(isReceiptDocument(file("order.htm", ""))).toBe(true);
    expect(isReceiptDocument(file("page", "text/html"))).toBe(true);
  });

  it("leaves photos and other files out", () => {
    expect(isReceiptDocument(file("receipt.jpg", "image/jpeg"))).toBe(false);
    expect(isReceiptDocument(file("notes.txt", "text/plain"))).toBe(false);
    expect(isReceiptDocument(file("receipt.pdf.docx", ""))).toBe(false);
  });
});
