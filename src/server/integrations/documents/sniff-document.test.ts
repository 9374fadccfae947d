import { describe, expect, it } from "vitest";
import { sniffDocument } from "./sniff-document";

describe("sniffDocument", () => {
  it("tells a PDF, a page and a message from their first bytes, whatever the file is called", () => {
    expect(sniffDocument(Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj"))).toBe("pdf");
    expect(sniffDocument(Buffer.from("\uFEFF  <!DOCTYPE html><html><body>"))).toBe("html");
    expect(sniffDocument(Buffer.from("Received: from mx\r\nFrom: Shop <orders@shop.example>\r\nSubject: Your receipt\r\n\r\nHello"))).toBe("email");
  });

  it("refuses anything else", () => {
    expect(sniffDocument(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(sniffDocument(Buffer.from("Dear customer,\nthank you"))).toBeNull();
    expect(sniffDocument(Buffer.from("Subject: only one field\n\nbody"))).toBeNull();
  });
});
