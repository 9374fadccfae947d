import { describe, expect, it } from "vitest";
import { loadCatalogue, translatorFor } from "../../../lib/translators";
import { said } from "#domain/i18n/said";
import { lineItem } from "../../../test-support/claim-summary-views";
import { claimedLineText, receiptCaptionLines } from "./receipt-caption";

await Promise.all([loadCatalogue("en-CA", ["app", "reports"]), loadCatalogue("fr-CA", ["app", "reports"])]);
const english = translatorFor("en-CA");
const french = translatorFor("fr-CA");

describe("a receipt's caption", () => {
  it("says a line's packs, what was paid, the comparable and its source, what is claimed and for whom", () => {
    const text = claimedLineText(
      lineItem({ quantity: 2, unitPrice: 4.99, price: 9.98, originalPrice: 3.98, claimable: 3, sharePct: 50, claimant: "spouse-or-child" }),
      english,
    );
    expect(text).toBe(
      "BARILLA GF SPAGHETTI: 2 × $4.99 paid $9.98; comparable regular price $3.98 (Barilla Spaghetti 450 g, " +
        "Chosen by you: Barilla Spaghetti 450 g (Walmart, 2024-12-02), scaled to 340 g); eligible expense $3.00 at 50% share (Spouse, partner or child under 18, line 33099)",
    );
  });

  it("leaves out a comparable product that has no name, keeping its source", () => {
    const typed = lineItem({ regularProductName: null, comparableSource: said("comparable.enteredByYou") });
    expect(claimedLineText(typed, english)).toContain("comparable regular price $1.99 (Entered by you)");
    expect(claimedLineText(typed, french).replaceAll("\u00a0", " ")).toContain("prix ordinaire comparable 1,99 $ (Saisi par vous)");
  });

  it("heads the lines with the store, the date and the photo files, and ends with the receipt's eligible expense", () => {
    const lines = receiptCaptionLines(
      2025,
      [lineItem({ claimable: 3 }), lineItem({ customProductName: "GF OATS", claimable: 1.25 })],
      ["a-1.jpg", "a-2.jpg"],
      english,
    );
    expect(lines.slice(0, 4)).toEqual([
      "CeliacClaim: lines claimed from this receipt",
      "Store: FreshCo",
      "Date: March 12, 2025",
      "Photos: a-1.jpg, a-2.jpg",
    ]);
    expect(lines).toContain("Claimed in tax year 2025:");
    expect(lines.filter((l) => /^\d+\. /.test(l))).toHaveLength(2);
    expect(lines.at(-1)).toBe("Eligible expense from this receipt: $4.25");
  });

  it("names an unknown store as such, and has nothing to say of a receipt without lines", () => {
    expect(receiptCaptionLines(2025, [lineItem({ storeLocation: null })], ["a.jpg"], english)).toContain("Store: Unknown store");
    expect(receiptCaptionLines(2025, [], [], english)).toEqual([]);
  });

  it("speaks French to a French reader: French money, dates and claimant, the same facts", () => {
    const line = lineItem({ quantity: 2, unitPrice: 4.99, price: 9.98, originalPrice: 3.98, claimable: 3, sharePct: 50 });
    // French puts a no-break space before "$" and "%": read as a space here.
    expect(claimedLineText(line, french).replaceAll("\u00a0", " ")).toBe(
      "BARILLA GF SPAGHETTI : 2 × 4,99 $, payé 9,98 $; prix ordinaire comparable 3,98 $ (Barilla Spaghetti 450 g, " +
        "Choisi par vous : Barilla Spaghetti 450 g (Walmart, 2024-12-02), ramené à 340 g); frais admissibles 3,00 $ à une part de 50 % (Moi, ligne 33099)",
    );
    const lines = receiptCaptionLines(2025, [line], ["a.jpg"], french);
    expect(lines.slice(0, 2)).toEqual(["CeliacClaim : lignes demandées à partir de ce reçu", "Magasin : FreshCo"]);
    expect(lines).toContain("Date : 12 mars 2025");
    expect(lines.at(-1)).toBe("Frais admissibles de ce reçu : 3,00\u00a0$");
  });
});
