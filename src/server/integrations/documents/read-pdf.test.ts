import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { writePdf } from "../../../../scripts/receipts/write-pdf";
import { readPdf } from "./read-pdf";

describe("readPdf", () => {
  it("places a text page's words in the rows and columns they are printed in, page after page", async () => {
    const page = (texts: { x: number; y: number; text: string; alignRight?: boolean }[]) => ({ kind: "text" as const, width: 612, height: 792, texts });
    const pdf = writePdf([
      page([
        { x: 40, y: 50, text: "Green Grocer Online" },
        { x: 40, y: 90, text: "GF Penne 454 g" },
        { x: 560, y: 90, text: "$4.99", alignRight: true },
      ]),
      page([
        { x: 40, y: 50, text: "Subtotal" },
        { x: 560, y: 50, text: "$4.99", alignRight: true },
      ]),
    ], "Receipt", "Green Grocer Online Inc.");
    expect(await readPdf(pdf)).toEqual({
      pages: [{ rows: ["Green Grocer Online", "GF Penne 454 g   $4.99"] }, { rows: ["Subtotal   $4.99"] }],
      title: "Receipt",
      author: "Green Grocer Online Inc.",
    });
  });

  it("hands a scanned page's image on for the OCR", async () => {
    const jpeg = await sharp({ create: { width: 120, height: 200, channels: 3, background: "#ffffff" } }).jpeg().toBuffer();
    const { pages } = await readPdf(writePdf([{ kind: "scan", width: 120, height: 200, jpeg, pixelWidth: 120, pixelHeight: 200, grey: false }]));
    expect(pages).toHaveLength(1);
    const scan = "scan" in pages[0]! ? pages[0].scan : null;
    expect(await sharp(scan!).metadata()).toMatchObject({ width: 120, height: 200, format: "png" });
  });

  it("refuses what is not a PDF it can open", async () => {
    await expect(readPdf(Buffer.from("%PDF-1.4 broken"))).rejects.toMatchObject({ code: "DOCUMENT_UNREADABLE" });
  });
});
