import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { ocrReceiptText } from "./ocr-receipt-text";
import { createTesseractPool } from "./tesseract-pool";

interface GroundTruth {
  image: string;
  store: string;
  totalCents: number;
  items: { name: string; priceCents: number }[];
}

const FIXTURES = new URL("../../../../tests/fixtures/receipts/", import.meta.url);
const load = (id: string) => {
  const truth = JSON.parse(readFileSync(new URL(`${id}.json`, FIXTURES), "utf8")) as GroundTruth;
  return { truth, image: readFileSync(new URL(truth.image, FIXTURES)) };
};
const oneLine = (text: string) => text.replace(/[ \t]+/g, " ");
const amount = (cents: number) => new RegExp(`${Math.floor(cents / 100)}[.,]${String(cents % 100).padStart(2, "0")}`);

// One pool for the file: starting a worker (loading the language model) is the slow part.
const pool = createTesseractPool();
afterAll(() => pool.close());

describe("ocrReceiptText", () => {
  // A clean French receipt with accents and a phone photo (tilted, blurred, unevenly lit JPEG), both generated.
  it.each(["r002-clean", "r005-photo"])("reads the store, total and items of %s", async (id) => {
    const { truth, image } = load(id);
    const { text, confidence, ms } = await ocrReceiptText(image, pool);
    const lines = oneLine(text).split("\n");

    expect(text).toContain(truth.store.toUpperCase());
    expect(lines.find((line) => /^TOTAL\b/.test(line))).toMatch(amount(truth.totalCents));
    const itemLines = truth.items.filter((item) => lines.some((line) => line.includes(item.name)));
    expect(itemLines.length).toBeGreaterThanOrEqual(Math.ceil(truth.items.length * 0.8));
    expect(confidence).toBeGreaterThan(60);
    expect(ms).toBeGreaterThan(0);
  });

  it("queues requests beyond the pool size and answers each", async () => {
    const { image } = load("r003-clean");
    const results = await Promise.all(Array.from({ length: pool.size + 1 }, () => ocrReceiptText(image, pool)));
    expect(new Set(results.map((r) => r.text)).size).toBe(1);
  });

  it("refuses work once closed", async () => {
    await pool.close();
    await expect(pool.recognize(Buffer.from("P5\n1 1\n255\n\xff", "latin1"))).rejects.toThrow(/closed/);
  });
});
