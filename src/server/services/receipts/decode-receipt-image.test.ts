import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeReceiptImage } from "./decode-receipt-image";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#fff" } }).png().toBuffer();

async function statusOf(input: string): Promise<number | undefined> {
  try {
    await decodeReceiptImage(input);
    return undefined;
  } catch (e) {
    return (e as { statusCode?: number }).statusCode;
  }
}

describe("decodeReceiptImage", () => {
  it("accepts a data URL and bare base64, hashing the bytes", async () => {
    const bytes = await png(200, 300);
    const a = await decodeReceiptImage(`data:image/png;base64,${bytes.toString("base64")}`);
    const b = await decodeReceiptImage(bytes.toString("base64"));
    expect(a).toMatchObject({ width: 200, height: 300, format: "png" });
    expect(a.sha256).toBe(b.sha256);
  });

  it("refuses what is not an image", async () => {
    expect(await statusOf(`data:application/pdf;base64,${Buffer.from("%PDF-1.4").toString("base64")}`)).toBe(415);
    expect(await statusOf(Buffer.from("hello, I am text").toString("base64"))).toBe(415);
    expect(await statusOf("")).toBe(400);
    expect(await statusOf("data:image/png;base64,***")).toBe(400);
  });

  it("refuses a corrupt image", async () => {
    const bytes = await png(200, 300);
    const broken = Buffer.concat([bytes.subarray(0, 16), Buffer.alloc(64, 7)]);
    expect(await statusOf(broken.toString("base64"))).toBe(415);
  });

  it("refuses an image over 10 MB", async () => {
    expect(await statusOf("A".repeat(14 * 1024 * 1024))).toBe(413);
  });

  it("refuses a decompression bomb before decoding it", async () => {
    // 10,000 × 10,000 of one colour compresses to a few hundred KB but would be 300 MB decoded.
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: "#fff" },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(await statusOf(bomb.toString("base64"))).toBe(413);
  });

  it("refuses a tiny image as unreadable", async () => {
    expect(await statusOf((await png(20, 20)).toString("base64"))).toBe(422);
  });
});
