import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { estimateSkewDegrees } from "./estimate-skew";
import { OCR_WIDTH, preprocessReceiptImage } from "./preprocess-receipt-image";

const clean = readFileSync(new URL("../../../../tests/fixtures/receipts/r001-clean.png", import.meta.url));

async function grey(image: Buffer) {
  const { data, info } = await sharp(image).toColourspace("b-w").raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The pixels of a binary PGM (sharp does not read PGM). */
function parsePgm(pgm: Buffer) {
  const header = /^P5\n(\d+) (\d+)\n255\n/.exec(pgm.subarray(0, 32).toString("latin1"));
  if (!header) throw new Error("not a binary PGM");
  return { data: pgm.subarray(header[0].length), width: Number(header[1]), height: Number(header[2]) };
}

describe("preprocessReceiptImage", () => {
  it("returns a greyscale PGM scaled to the OCR width", async () => {
    const pgm = parsePgm(await preprocessReceiptImage(clean));
    expect(pgm.width).toBe(OCR_WIDTH);
    expect(pgm.data.length).toBe(pgm.width * pgm.height);
  });

  it("rejects bytes that are not an image with a clear 415", async () => {
    const error = await preprocessReceiptImage(Buffer.from("%PDF-1.7 not a photo")).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 415, message: expect.stringMatching(/not an image/) });
  });

  // Faded print is also what the contrast stretch is for: without it no pixel is dark enough to measure the tilt.
  it("straightens a tilted, faded print", async () => {
    const faded = readFileSync(new URL("../../../../tests/fixtures/receipts/r002-lowcontrast.png", import.meta.url));
    const tilted = await sharp(faded).rotate(3, { background: "#eee8da" }).png().toBuffer();
    const straightened = await preprocessReceiptImage(tilted);
    expect(Math.abs(estimateSkewDegrees(parsePgm(straightened)))).toBeLessThan(0.5);
  });
});

describe("estimateSkewDegrees", () => {
  it("measures a clockwise tilt and finds none in a straight receipt", async () => {
    expect(estimateSkewDegrees(await grey(clean))).toBe(0);
    const tilted = await sharp(clean).rotate(-2.5, { background: "#ffffff" }).toBuffer();
    expect(estimateSkewDegrees(await grey(tilted))).toBeCloseTo(-2.5, 0);
  });
});
