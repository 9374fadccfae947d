import { readFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { ReceiptTruth } from "../../../../tests/fixtures/receipts/receipt-truth";
import { AppError } from "../../http/app-error";
import { createOcrReceiptExtractor, UNREADABLE_RECEIPT } from "./ocr-receipt-extractor";

const FIXTURES = new URL("../../../../tests/fixtures/receipts/", import.meta.url);
const load = (id: string) => ({
  image: readFileSync(new URL(`${id}.png`, FIXTURES)),
  truth: JSON.parse(readFileSync(new URL(`${id}.json`, FIXTURES), "utf8")) as ReceiptTruth,
});

// One worker for the file: starting it (loading the language model) is the slow part.
const extractor = createOcrReceiptExtractor({ workers: 1, threadsPerWorker: 2 });
afterAll(() => extractor.close());

describe("OCR receipt extractor (real tesseract)", () => {
  it("reads a clean generated receipt into the extractor's shape", { timeout: 60_000 }, async () => {
    const { image, truth } = load("r001-clean");
    const got = await extractor.extract([image], { referenceDate: "2026-01-31" });
    expect(extractor.engine).toBe("ocr");
    expect(got).toEqual({
      store: truth.store,
      address: truth.address,
      purchaseDate: truth.purchaseDate,
      subtotalCents: truth.subtotalCents,
      totalCents: truth.totalCents,
      taxes: truth.taxes,
      items: truth.items.map(({ name, priceCents, quantity, kind }) => ({ name, priceCents, quantity, kind })),
      balanced: true,
      warnings: [],
    });
  });

  it("refuses a photo with no receipt text in it with 422", { timeout: 60_000 }, async () => {
    const blank = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#ffffff" } }).png().toBuffer();
    const error = await extractor.extract([blank], { referenceDate: "2026-01-31" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 422, message: UNREADABLE_RECEIPT });
  });

  it("refuses bytes that are not an image with 415", async () => {
    const error = await extractor.extract([Buffer.from("not an image")], { referenceDate: "2026-01-31" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 415 });
  });
});
