import { describe, expect, it } from "vitest";
import { parseReceiptText } from "./parse-receipt-text";
import { say, type Said } from "../i18n/said";
import { translatorFor } from "../i18n/translators";

const inEnglish = (words: Said | null | undefined) => (words ? say(words, translatorFor("en-CA")) : "");


const receipt = (summaryLine: string) =>
  parseReceiptText(
    ["LOBLAWS", "123 MAIN ST TORONTO ON", "2025-06-10", "GF BREAD 6.99", "MILK 2% 4L 7.49", summaryLine, "HST 1.93", "TOTAL 16.41", "VISA 16.41"].join("\n"),
    { referenceDate: "2025-06-20" },
  );

describe("a line far above the receipt's total is not a purchase", () => {
  it("leaves out a subtotal misread as an item, says so, and takes the subtotal as printed but unreadable", () => {
    const r = receipt("SUBTOTAL ITEMS PURCHASED 26114.59");
    expect(r.lines.map((l) => l.name)).toEqual(["GF BREAD", "MILK 2% 4L"]);
    expect(r.totalCents).toBe(1641);
    expect(r.subtotalCents).toBe(1448);
    expect(inEnglish(r.warnings[0])).toBe(
      '"SUBTOTAL ITEMS PURCHASED" was read as $26,114.59, far more than the receipt\'s $16.41: it is not a purchase and was left out.',
    );
    expect(r.warnings.map(inEnglish).join(" ")).not.toMatch(/No subtotal was (found|printed)/);
  });

  it("leaves out any other outsized line, and keeps lines up to ten times the total", () => {
    expect(receipt("SPECIALS 9999.99").lines.map((l) => l.name)).toEqual(["GF BREAD", "MILK 2% 4L"]);
    expect(receipt("TV STAND 150.00").lines.map((l) => l.name)).toContain("TV STAND");
  });
});
