import { describe, expect, it } from "vitest";
import { creditOutlook } from "./credit-outlook";

describe("creditOutlook", () => {
  it("estimates the credit at the income given: 3% of $52,000 is $1,560, under 2025's $2,834", () => {
    expect(creditOutlook({ year: 2025, expensesCents: 200_000, netIncomeCents: 5_200_000, province: null })).toEqual({
      kind: "estimate",
      year: 2025,
      expensesCents: 200_000,
      netIncomeCents: 5_200_000,
      thresholdCents: 156_000,
      federalRateBp: 1450,
      // 14.5% of ($2,000 − $1,560) = $63.80
      creditCents: 6_380,
      provincial: null,
    });
  });

  it("gives $0 at a real income when the expenses are small: no figure that cannot happen", () => {
    expect(creditOutlook({ year: 2025, expensesCents: 1_367, netIncomeCents: 5_200_000, province: null })).toMatchObject({ creditCents: 0 });
  });

  it("without an income, says under which income small expenses give a credit, and nothing at any income", () => {
    expect(creditOutlook({ year: 2025, expensesCents: 1_367, netIncomeCents: null, province: null })).toEqual({
      kind: "range",
      year: 2025,
      expensesCents: 1_367,
      fixedThresholdCents: 283_400,
      incomeRateBp: 300,
      federalRateBp: 1450,
      creditAtAnyIncomeCents: 0,
      // $2,834 is 3% of $94,466.67
      fixedThresholdFromIncomeCents: 9_446_667,
      // $13.67 is 3% of $455.67
      creditOnlyBelowIncomeCents: 45_567,
    });
  });

  it("without an income, gives the credit at any income once the expenses pass the fixed amount", () => {
    const outlook = creditOutlook({ year: 2024, expensesCents: 300_000, netIncomeCents: null, province: null });
    // 15% of ($3,000 − $2,759) = $36.15
    expect(outlook).toMatchObject({ kind: "range", creditAtAnyIncomeCents: 3_615, creditOnlyBelowIncomeCents: null });
  });

  it("gives the province's credit beside the federal one once the province is known", () => {
    // Ontario 2025 (docs/tax-rules.md): ($2,000 − the lesser of 3% × $52,000 = $1,560 and $2,885) × 5.05% = $22.22.
    const outlook = creditOutlook({ year: 2025, expensesCents: 200_000, netIncomeCents: 5_200_000, province: "ON" });
    expect(outlook.kind === "estimate" && outlook.provincial).toMatchObject({ province: "ON", creditCents: 2_222 });
  });
});
