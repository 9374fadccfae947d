import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeReceiptImage } from "./decode-receipt-image";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#fff" } }).png().toBuffer();

async function codeOf(input: string): Promise<string | undefined> {
  try {
    await decodeReceiptImage(input);
    return undefined;
  } catch (e) {
    return (e as { code?: string }).code;
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
    expect(await codeOf(`data:application/pdf;base64,${Buffer.from("%PDF-1.4").toString("base64")}`)).toBe("NOT_AN_IMAGE");
    expect(await codeOf(Buffer.from("hello, I am text").toString("base64"))).toBe("IMAGE_FORMAT_UNREADABLE");
    expect(await codeOf("")).toBe("IMAGE_EMPTY");
    expect(await codeOf("data:image/png;base64,***")).toBe("IMAGE_NOT_BASE64");
  });

  it("refuses a corrupt image", async () => {
    const bytes = await png(200, 300);
    const broken = Buffer.concat([bytes.subarray(0, 16), Buffer.alloc(64, 7)]);
    expect(await codeOf(broken.toString("base64"))).toBe("IMAGE_FORMAT_UNREADABLE");
  });

  it("refuses an image over 10 MB", async () => {
    expect(await codeOf("A".repeat(14 * 1024 * 1024))).toBe("IMAGE_TOO_LARGE");
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
    expect(await codeOf(bomb.toString("base64"))).toBe("IMAGE_TOO_MANY_PIXELS");
  });

  it("refuses a tiny image as unreadable", async () => {
    expect(await codeOf((await png(20, 20)).toString("base64"))).toBe("IMAGE_TOO_SMALL");
  });
});
