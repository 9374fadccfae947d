import { describe, expect, it } from "vitest";
import { indexAmount } from "./indexation";

describe("indexAmount", () => {
  it("indexes to the dollar, half up", () => {
    // Ontario 2025: $2,806 × 1.028 = $2,884.57 → $2,885.
    expect(indexAmount(280_600, 280)).toBe(288_500);
    // $2,834 × 1.020 = $2,890.68 → $2,891 (the federal 2026 amount, docs/tax-rules.md).
    expect(indexAmount(283_400, 200)).toBe(289_100);
    // $100 × 1.005 = $100.50 → $101: a half rounds up.
    expect(indexAmount(10_000, 50)).toBe(10_100);
  });

  it("rounds to $5 where Revenu Québec does", () => {
    // $3,470 × 1.0508 = $3,646.28 → $3,645, Revenu Québec's 2024 work-income floor.
    expect(indexAmount(347_000, 508, 500)).toBe(364_500);
  });

  it("leaves an amount with no indexation as it is", () => {
    expect(indexAmount(172_800, 0)).toBe(172_800);
  });
});
