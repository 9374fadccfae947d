import { describe, expect, it } from "vitest";
import { estimateFromTypedAmounts, readTypedAmount } from "./typed-credit-estimate";

const expensesByTaxLine = [
  { taxLine: "33099", cents: 150_000 },
  { taxLine: "33199", cents: 40_000 },
] as const;

describe("readTypedAmount", () => {
  it("reads amounts as typed, grouped or not, and waits on an empty field", () => {
    expect(readTypedAmount("52,000")).toEqual({ cents: 5_200_000 });
    expect(readTypedAmount("52 000,50")).toEqual({ cents: 5_200_050 });
    expect(readTypedAmount(" ")).toEqual({ cents: null });
  });

  it("says why an amount is refused", () => {
    expect(readTypedAmount("-5")).toEqual({ cents: null, error: "validation.amountNegative" });
    expect(readTypedAmount("lots")).toEqual({ cents: null, error: "validation.amountFormat" });
    expect(readTypedAmount("52.000")).toEqual({ cents: null, error: "validation.amountFormat" });
  });
});

describe("estimateFromTypedAmounts", () => {
  it("estimates the user's own line when the report covers everyone", () => {
    const typed = estimateFromTypedAmounts({ year: 2024, claimant: null, expensesByTaxLine, netIncome: "40,000", otherExpenses: "" });
    expect(typed).toMatchObject({ taxLine: "33099", gfExpensesCents: 150_000, otherExpenses: { cents: null } });
    // 3% of $40,000 is $1,200, below 2024's fixed $2,759: ($1,500 − $1,200) × 15% = $45.
    expect(typed.estimate).toMatchObject({ incomeThresholdCents: 120_000, thresholdCents: 120_000, eligibleCents: 30_000, federalCreditCents: 4_500 });
  });

  it("estimates a dependant's line 33199 with the other expenses typed", () => {
    const typed = estimateFromTypedAmounts({
      year: 2024,
      claimant: "other-dependant",
      expensesByTaxLine,
      netIncome: "10000",
      otherExpenses: "$100",
    });
    expect(typed).toMatchObject({ taxLine: "33199", gfExpensesCents: 40_000 });
    // 3% of $10,000 is $300: ($400 + $100 − $300) × 15% = $30.
    expect(typed.estimate).toMatchObject({ thresholdCents: 30_000, eligibleCents: 20_000, federalCreditCents: 3_000 });
  });

  it("waits for a net income, and shows no estimate while it is refused", () => {
    expect(estimateFromTypedAmounts({ year: 2024, claimant: "self", expensesByTaxLine: [], netIncome: "", otherExpenses: "" })).toMatchObject({
      gfExpensesCents: 0,
      estimate: null,
    });
    const refused = estimateFromTypedAmounts({ year: 2024, claimant: "self", expensesByTaxLine, netIncome: "-1", otherExpenses: "x" });
    expect(refused).toMatchObject({ estimate: null, netIncome: { error: "validation.amountNegative" } });
    expect(refused.otherExpenses.error).toBe("validation.amountFormat");
  });
});
