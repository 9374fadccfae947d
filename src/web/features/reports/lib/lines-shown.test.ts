import { describe, expect, it } from "vitest";
import { loadCatalogue, translatorFor } from "../../../lib/translators";
import { linesShown } from "./lines-shown";

await loadCatalogue("en-CA", ["reports"]);
const english = translatorFor("en-CA");

describe("linesShown", () => {
  it("counts lines and the receipts they come from apart", () => {
    const oneReceipt = [{ receiptId: "r1" }, { receiptId: "r1" }, { receiptId: "r1" }, { receiptId: "r1" }];
    expect(linesShown(oneReceipt, 2025, english)).toBe("Showing 4 lines from 1 receipt for 2025.");
    expect(linesShown([{ receiptId: "r1" }, { receiptId: "r2" }], 2024, english)).toBe("Showing 2 lines from 2 receipts for 2024.");
  });

  it("names no receipt for lines whose receipt is gone", () => {
    expect(linesShown([{ receiptId: null }], 2025, english)).toBe("Showing 1 line for 2025.");
    expect(linesShown([{ receiptId: null }, { receiptId: "r1" }], 2025, english)).toBe("Showing 2 lines from 1 receipt for 2025.");
  });
});
