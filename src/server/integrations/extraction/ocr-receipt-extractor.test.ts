import { existsSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { DomainError } from "#domain/errors";
import { linesAsPaid } from "#domain/receipt-reading/attach-discounts";
import { similarity } from "#domain/receipt-reading/normalise-text";
import type { ReceiptTruth } from "../../../../tests/fixtures/receipts/receipt-truth";
import { createOcrReceiptExtractor } from "./ocr-receipt-extractor";

const FIXTURES = new URL("../../../../tests/fixtures/receipts/", import.meta.url);
const load = (id: string) => ({
  image: readFileSync(new URL(`${id}.png`, FIXTURES)),
  truth: JSON.parse(readFileSync(new URL(`${id}.json`, FIXTURES), "utf8")) as ReceiptTruth,
});
// A real phone photo from the development set (MIT; tests/fixtures/receipt-photos/README.md).
const PHOTO = new URL("../../../../tests/fixtures/receipt-photos/costco_20260301_redact.jpg", import.meta.url);
const PHOTO_ITEMS = [
  ["KS ORG 2% 4L", 1029],
  ["2% FINE-FILT", 669],
  ["2% FINE-FILT", 669],
  ["CHAMP SHORT", 1799],
  ["KS BAGS 60", 1299],
  ["XL EGGS", 1938],
];

/**
 * The photo as if taken at an angle: its top end a fifth narrower and shifted, its right edge farther away, so that
 * the printed rows slope differently at the top and at the bottom (a perspective, not a rotation).
 */
async function atAnAngle(photo: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(photo).greyscale().raw().toBuffer({ resolveWithObject: true });
  const { width: W, height: H } = info;
  const out = Buffer.alloc(W * H, 255);
  for (let y = 0; y < H; y++) {
    const far = 1 - y / H;
    for (let x = 0; x < W; x++) {
      const sx = (x - W / 2) / (1 - 0.2 * far) + W / 2 + far * 0.06 * W;
      const sy = (y - H / 2) / (1 - 0.12 * (x / W)) + H / 2;
      if (sx >= 0 && sx < W && sy >= 0 && sy < H) out[y * W + x] = data[Math.floor(sy) * W + Math.floor(sx)]!;
    }
  }
  return sharp(out, { raw: { width: W, height: H, channels: 1 } }).jpeg({ quality: 90 }).toBuffer();
}

// One worker for the file: starting it (loading the models) is the slow part.
const extractor = createOcrReceiptExtractor({ workers: 1, threadsPerWorker: 2 });
afterAll(() => extractor.close());
/**
 * Each product line as [printed name, cents], the name taken as printed when it is within an OCR slip of it (a zero
 * for an O) or keeps a short till code before it ("430 XL EGGS").
 */
const items = (got: Awaited<ReturnType<typeof extractor.extract>>) =>
  got.items
    .filter((i) => i.kind === "item")
    .map((i, n) => {
      const name = i.name.replace(/^\d{3} (?=\p{L})/u, "");
      const printed = PHOTO_ITEMS[n]?.[0] as string | undefined;
      return [printed && similarity(name, printed) >= 0.8 ? printed : name, i.priceCents];
    });

describe("OCR receipt extractor (real PP-OCR)", () => {
  it("reads a clean generated receipt into the extractor's shape", { timeout: 60_000 }, async () => {
    const { image, truth } = load("r001-clean");
    const got = await extractor.extract([image], { referenceDate: "2026-01-31" });
    expect(extractor.engine).toBe("ocr");
    expect({ date: got.purchaseDate, subtotal: got.subtotalCents, total: got.totalCents, taxes: got.taxes, balanced: got.balanced }).toEqual({
      date: truth.purchaseDate,
      subtotal: truth.subtotalCents,
      total: truth.totalCents,
      taxes: truth.taxes,
      balanced: true,
    });
    const paid = linesAsPaid(got.items);
    expect(paid.map((l) => [l.priceCents, l.quantity, l.kind])).toEqual(truth.items.map((t) => [t.priceCents, t.quantity, t.kind]));
    // Names as the evaluation scores them (bench/support/score-receipt.ts): at least half alike.
    paid.forEach((line, i) => expect(similarity(line.name, truth.items[i]!.name)).toBeGreaterThanOrEqual(0.5));
  });

  describe.runIf(existsSync(PHOTO))("a real phone photo", () => {
    const photo = existsSync(PHOTO) ? readFileSync(PHOTO) : Buffer.alloc(0);

    it("reads its items, date and total, each line with its place on the photo", { timeout: 60_000 }, async () => {
      const got = await extractor.extract([photo], { referenceDate: "2026-11-23" });
      // Names are parsed from the tidied rows ("0RG" → "ORG"), and found again on those rows.
      expect(got.items.every((i) => i.photoBox !== null)).toBe(true);
      expect(items(got)).toEqual(PHOTO_ITEMS);
      expect(got.items.find((i) => i.kind === "discount")).toMatchObject({ name: "TPD/1944033", priceCents: -500 });
      expect({ date: got.purchaseDate, total: got.totalCents }).toEqual({ date: "2026-03-01", total: 7241 });
      for (const line of got.items) {
        expect(line.photoBox).toMatchObject({ photo: 0, quarterTurns: 0 });
        const { x, y, width, height } = line.photoBox!;
        expect(Math.min(x, y, width, height)).toBeGreaterThanOrEqual(0);
        expect(Math.max(x + width, y + height)).toBeLessThanOrEqual(1);
        expect(width).toBeGreaterThan(height / 10);
      }
    });

    it("turns a photo taken sideways or upside down upright", { timeout: 90_000 }, async () => {
      for (const angle of [90, 180]) {
        const turned = await sharp(photo).rotate(angle).jpeg({ quality: 92 }).toBuffer();
        const got = await extractor.extract([turned], { referenceDate: "2026-11-23" });
        expect(items(got)).toEqual(PHOTO_ITEMS);
        // The strip cut from the photo as the user took it reads upright after these quarter turns clockwise.
        expect(got.items[0]!.photoBox!.quarterTurns).toBe((4 - angle / 90) % 4);
      }
    });

    it("reads a photo taken at an angle, its rows converging towards the far edge", { timeout: 60_000 }, async () => {
      const got = await extractor.extract([await atAnAngle(photo)], { referenceDate: "2026-11-23" });
      expect(items(got)).toEqual(PHOTO_ITEMS);
      expect({ date: got.purchaseDate, total: got.totalCents }).toEqual({ date: "2026-03-01", total: 7241 });
    });

    it("reads two overlapping photos of one long receipt as one, overlap counted once", { timeout: 90_000 }, async () => {
      const { width, height } = await sharp(photo).metadata();
      const cut = (top: number, rows: number) => sharp(photo).extract({ left: 0, top, width: width!, height: rows }).jpeg().toBuffer();
      const upper = await cut(0, Math.round(height! * 0.6));
      const lower = await cut(Math.round(height! * 0.4), height! - Math.round(height! * 0.4));
      const got = await extractor.extract([upper, lower], { referenceDate: "2026-11-23" });
      expect(items(got)).toEqual(PHOTO_ITEMS);
      expect(got.totalCents).toBe(7241);
      expect(got.items.every((i) => i.photoBox !== null && i.photoBox.photo <= 1)).toBe(true);
    });
  });

  it("refuses a photo with no receipt text in it as unreadable", { timeout: 60_000 }, async () => {
    const blank = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#ffffff" } }).png().toBuffer();
    const error = await extractor.extract([blank], { referenceDate: "2026-01-31" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: "RECEIPT_UNREADABLE" });
  });

  it("refuses bytes that are not an image as unreadable, and keeps working after", { timeout: 60_000 }, async () => {
    const error = await extractor.extract([Buffer.from("not an image")], { referenceDate: "2026-01-31" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "RECEIPT_UNREADABLE" });
    const { image } = load("r001-clean");
    expect((await extractor.extract([image], { referenceDate: "2026-01-31" })).items.length).toBeGreaterThan(0);
  });
});
