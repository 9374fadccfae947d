import { describe, expect, it } from "vitest";
import { withoutSectionSubtotals } from "./section-subtotals";

describe("withoutSectionSubtotals", () => {
  it("leaves out the subtotals of an invoice's groups when the last subtotal sums them", () => {
    const rows = ["--- Pantry ---", "Rice Flour   $ 8.00", "Subtotal $ 8.00", "--- Snacks ---", "Crackers   $ 3.50", "Subtotal $ 3.50", "Subtotal   $ 11.50", "Total   $ 12.08"];
    expect(withoutSectionSubtotals(rows)).toEqual(["--- Pantry ---", "Rice Flour   $ 8.00", "--- Snacks ---", "Crackers   $ 3.50", "Subtotal   $ 11.50", "Total   $ 12.08"]);
  });

  it("keeps subtotals that do not sum to the last", () => {
    const rows = ["Rice Flour   $ 8.00", "Subtotal $ 8.00", "Crackers   $ 3.50", "Subtotal $ 3.50", "Subtotal   $ 12.00"];
    expect(withoutSectionSubtotals(rows)).toEqual(rows);
  });
});
