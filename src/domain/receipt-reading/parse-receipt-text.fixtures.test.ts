/**
 * The parser over OCR text saved from generated fixture receipts (tests/fixtures/receipts; text from ocrReceiptText
 * with the production settings), checked against their ground truth. Chosen to vary: clean English, French with
 * accents, French with decimal commas and noise, noisy UPC/PLU lines, a rotated receipt, a phone photo with an
 * unreadable tax, and a price the OCR garbled.
 */
import { describe, expect, it } from "vitest";
import type { ReceiptTruth } from "../../../tests/fixtures/receipts/receipt-truth";
import { similarity } from "./normalise-text";
import { linesAsPaid } from "./attach-discounts";
import { parseReceiptText } from "./parse-receipt-text";
import { say, type Said } from "../i18n/said";
import { translatorFor } from "../i18n/translators";

const inEnglish = (words: Said | null | undefined) => (words ? say(words, translatorFor("en-CA")) : "");


// Vite's glob import keeps this domain test free of file-system imports.
const texts = import.meta.glob<string>("./__fixtures__/*.txt", { query: "?raw", import: "default", eager: true });
const truths = import.meta.glob<ReceiptTruth>("../../../tests/fixtures/receipts/r0*.json", { import: "default", eager: true });

const fixtures = Object.entries(texts).map(([path, text]) => {
  const id = path.replace(/^.*\/|\.txt$/g, "");
  const truth = truths[`../../../tests/fixtures/receipts/${id}.json`];
  if (!truth) throw new Error(`No ground truth for ${id}`);
  return { id, text, truth };
});

const normalise = (name: string) => name.toUpperCase().replace(/\s+/g, " ").trim();
/** As the benchmark scores names: equal, or within OCR slips ("KRAFT DINNER 2006G" for "KRAFT DINNER 200G"). */
const sameName = (a: string, b: string) => normalise(a) === normalise(b) || similarity(normalise(a), normalise(b)) >= 0.85;

describe("parseReceiptText on saved OCR text of fixture receipts", () => {
  it("has the fixtures", () => {
    expect(fixtures.map((f) => f.id)).toEqual([
      "r001-clean",
      "r002-clean",
      "r005-noise",
      "r007-noise",
      "r008-rotate",
      "r012-noise",
      "r018-photo",
      "r039-clean",
    ]);
  });

  describe.each(fixtures)("$id", ({ text, truth }) => {
    const parsed = parseReceiptText(text, { referenceDate: "2026-01-31" });

    it("reads store, date, subtotal, taxes and total", () => {
      expect({
        store: parsed.store,
        purchaseDate: parsed.purchaseDate,
        subtotalCents: parsed.subtotalCents,
        taxes: parsed.taxes,
        totalCents: parsed.totalCents,
      }).toEqual({
        store: truth.store,
        purchaseDate: truth.purchaseDate,
        subtotalCents: truth.subtotalCents,
        taxes: truth.taxes,
        totalCents: truth.totalCents,
      });
    });

    // The generator's truth gives each item's amount after its own discount (README there).
    it("reads every line, with its amount as paid, quantity and kind", () => {
      const paid = linesAsPaid(parsed.lines);
      expect(paid).toHaveLength(truth.items.length);
      paid.forEach((line, i) => {
        const want = truth.items[i]!;
        const { name, priceCents, quantity, kind } = line;
        expect({ name: sameName(name, want.name) ? want.name : name, priceCents, quantity, kind }).toEqual({
          name: want.name,
          priceCents: want.priceCents,
          quantity: want.quantity,
          kind: want.kind,
        });
      });
    });

    it("balances", () => {
      expect(parsed.balanced).toBe(true);
    });
  });

  it("reads the address, repairing the postal code", () => {
    const noisy = fixtures.find((f) => f.id === "r005-noise")!;
    expect(parseReceiptText(noisy.text, { referenceDate: "2026-01-31" }).address).toBe(noisy.truth.address);
  });

  it("says which amounts it had to work out", () => {
    const photo = fixtures.find((f) => f.id === "r018-photo")!;
    expect(parseReceiptText(photo.text, { referenceDate: "2026-01-31" }).warnings.map(inEnglish)).toEqual([
      "The HST amount was unreadable; it was taken as $1.35 from the total.",
    ]);
    const garbled = fixtures.find((f) => f.id === "r039-clean")!;
    expect(parseReceiptText(garbled.text, { referenceDate: "2026-01-31" }).warnings.map(inEnglish)).toEqual([
      'The amount of "PEANUT BUTTER 1KG" was unreadable; it was taken as $5.59 from the subtotal.',
    ]);
  });
});
