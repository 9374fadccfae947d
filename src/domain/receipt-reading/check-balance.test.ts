import { describe, expect, it } from "vitest";
import { checkBalance } from "./check-balance";
import type { ParsedLine } from "./types";
import { say, type Said } from "../i18n/said";
import { translatorFor } from "../i18n/translators";

const inEnglish = (words: Said | null | undefined) => (words ? say(words, translatorFor("en-CA")) : "");
const checked = (...args: Parameters<typeof checkBalance>) => {
  const balance = checkBalance(...args);
  return { ...balance, warnings: balance.warnings.map(inEnglish) };
};

const lines = (...cents: number[]): ParsedLine[] =>
  cents.map((priceCents, i) => ({ name: `ITEM ${i}`, priceCents, discountCents: 0, appliesTo: null, quantity: 1, kind: "item", upc: null }));

describe("checkBalance", () => {
  it("is balanced when lines add up to the subtotal and the subtotal and taxes to the total", () => {
    expect(checked(lines(419, 829), 1248, [{ cents: 39 }], 1287)).toEqual({ balanced: true, warnings: [] });
  });

  it("allows a cent of rounding either way", () => {
    expect(checked(lines(419, 829), 1249, [{ cents: 39 }, { cents: 0 }], 1287).balanced).toBe(true);
  });

  it("says how far the items are from the subtotal", () => {
    expect(checked(lines(419, 829), 1348, [{ cents: 39 }], 1387)).toEqual({
      balanced: false,
      warnings: ["Items add up to $12.48 but the receipt subtotal is $13.48."],
    });
    const [french] = checkBalance(lines(419, 829), 1348, [{ cents: 39 }], 1387).warnings;
    expect(say(french!, translatorFor("fr-CA")).replace(/[\u00a0\u202f]/g, " ")).toBe("Les articles font 12,48 $, mais le sous-total du reçu est de 13,48 $.");
  });

  it("says how far the subtotal and taxes are from the total", () => {
    expect(checked(lines(419, 829), 1248, [{ cents: 39 }, { cents: 60 }], 1287)).toEqual({
      balanced: false,
      warnings: ["The subtotal $12.48 plus taxes $0.99 comes to $13.47 but the receipt total is $12.87."],
    });
  });

  it("is null, with a warning, when the total is missing, or when neither subtotal nor total is", () => {
    expect(checked(lines(419), 419, [], null)).toEqual({ balanced: null, warnings: ["No total was found on the receipt."] });
    expect(checked(lines(419), null, [], null)).toEqual({
      balanced: null,
      warnings: ["No subtotal was found on the receipt, so the items could not be checked against it.", "No total was found on the receipt."],
    });
  });

  it("checks the lines and taxes against the total when a till prints no subtotal", () => {
    expect(checked(lines(419, 829), null, [{ cents: 62 }], 1310)).toEqual({ balanced: true, warnings: [] });
    expect(checked(lines(419, 829), null, [{ cents: 62 }], 1410)).toEqual({
      balanced: false,
      warnings: ["No subtotal was printed; the items $12.48 plus taxes $0.62 come to $13.10 but the receipt total is $14.10."],
    });
  });

  it("counts discount lines as negative", () => {
    const withDiscount: ParsedLine[] = [...lines(1000), { name: "COUPON", priceCents: -200, discountCents: 0, appliesTo: null, quantity: 1, kind: "discount", upc: null }];
    expect(checked(withDiscount, 800, [], 800).balanced).toBe(true);
  });
});
