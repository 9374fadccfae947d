import { describe, expect, it } from "vitest";
import { restoreMisreadFlags } from "./misread-flags";

// A loyalty supermarket's rows, every amount flagged B, as the OCR read them.
const rows = [
  "PINEAPPLE                2.79 B",
  "STO APPLESAUCE           3.79B",
  "TWIN TEA                 8.49 B",
  "HLTHADE KOMBUCHA         3.798",
  "LACROIX SPRKL 8PK -$     3.99 8",
  "HAAS AVOCADO             4768",
];

describe("restoreMisreadFlags", () => {
  it("reads the receipt's own flag back where the OCR read it as its look-alike digit", () => {
    expect(restoreMisreadFlags(rows).slice(3)).toEqual(["HLTHADE KOMBUCHA         3.79 B", "LACROIX SPRKL 8PK -$     3.99 B", "HAAS AVOCADO             476B"]);
  });

  it("leaves rows alone on a receipt without that flag column, and rows that already read", () => {
    const unflagged = rows.map((row) => row.replace(/ ?B$/, ""));
    expect(restoreMisreadFlags(unflagged)).toEqual(unflagged);
    expect(restoreMisreadFlags([...rows, "MILK 2L   4.98"]).at(-1)).toBe("MILK 2L   4.98");
  });
});
