import { describe, expect, it } from "vitest";
import { labelsOnTheirOwnRows } from "./side-by-side-labels";

describe("labelsOnTheirOwnRows", () => {
  it("puts each of two label–amount pairs printed side by side on its own row", () => {
    expect(labelsOnTheirOwnRows(["Exclusief BTW   € 82,64   Subtotaal   € 100,00"])).toEqual(["Exclusief BTW   € 82,64", "Subtotaal   € 100,00"]);
  });

  it("takes a label whose value is on the next row away from the amount of the label beside it", () => {
    expect(labelsOnTheirOwnRows(["Your delivery preference:   Order Total:   £12.40"])).toEqual(["Your delivery preference:", "Order Total:   £12.40"]);
  });

  it("keeps a label with its value, and an item row with its columns", () => {
    const rows = ["Date:   Mar 4, 2024", "GF Oats 1 kg   2   € 4,99   € 9,98", "Subtotal   $ 9.98"];
    expect(labelsOnTheirOwnRows(rows)).toEqual(rows);
  });
});
