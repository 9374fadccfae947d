import { describe, expect, it } from "vitest";
import { claimPeriod, isInPeriod } from "./claim-period";
import { claimableCents } from "./claimable-cents";
import { taxLineFor } from "./claimant";
import { estimateMedicalExpenseCredit } from "./medical-expense-credit";
import { say, type Said } from "../i18n/said";
import { translatorFor } from "../i18n/translators";
import { rulesForYear } from "./tax-year-rules";

const inEnglish = (words: Said | null | undefined) => (words ? say(words, translatorFor("en-CA")) : "");
const inFrench = (words: Said | null | undefined) => (words ? say(words, translatorFor("fr-CA")).replace(/[\u00a0\u202f]/g, " ") : "");


describe("tax year rules", () => {
  it("has docs/tax-rules.md's federal rates and fixed thresholds", () => {
    expect(rulesForYear(2023)).toMatchObject({ federalRateBp: 1500, fixedThresholdCents: 263_500, computed: null, exact: true });
    expect(rulesForYear(2024)).toMatchObject({ federalRateBp: 1500, fixedThresholdCents: 275_900, exact: true });
    expect(rulesForYear(2025)).toMatchObject({ federalRateBp: 1450, fixedThresholdCents: 283_400, exact: true });
    expect(rulesForYear(2026)).toMatchObject({ federalRateBp: 1400, exact: true });
  });

  it("works out 2026's fixed amount from 2025's and the published 2.0% indexation, and says it is computed", () => {
    // $2,834 × 1.020 = $2,890.68, rounded to the dollar as indexed amounts are.
    expect(rulesForYear(2026).fixedThresholdCents).toBe(289_100);
    expect(inEnglish(rulesForYear(2026).computed)).toBe("the 2025 amount ($2,834.00) indexed by the published 2% for 2026");
    expect(inFrench(rulesForYear(2026).computed)).toBe("le montant de 2025 (2 834,00 $) indexé du facteur publié de 2 % pour 2026");
  });

  it("borrows the nearest known year and says so", () => {
    expect(rulesForYear(2030)).toMatchObject({ year: 2030, federalRateBp: 1400, exact: false });
    expect(rulesForYear(2019)).toMatchObject({ year: 2019, federalRateBp: 1500, fixedThresholdCents: 263_500, exact: false });
  });
});

describe("estimateMedicalExpenseCredit", () => {
  it("uses 3% of net income when it is below the fixed amount", () => {
    const e = estimateMedicalExpenseCredit({ year: 2024, netIncomeCents: 4_000_000, gfExpensesCents: 150_000 });
    expect(e.thresholdCents).toBe(120_000);
    expect(e.eligibleCents).toBe(30_000);
    expect(e.federalCreditCents).toBe(4_500);
  });

  it("uses the fixed amount when 3% of income is more", () => {
    const e = estimateMedicalExpenseCredit({ year: 2025, netIncomeCents: 20_000_000, gfExpensesCents: 300_000 });
    expect(e.thresholdCents).toBe(283_400);
    expect(e.eligibleCents).toBe(16_600);
    expect(e.federalCreditCents).toBe(2_407);
  });

  it("counts other medical expenses toward the same threshold and never goes negative", () => {
    const none = estimateMedicalExpenseCredit({ year: 2024, netIncomeCents: 6_000_000, gfExpensesCents: 20_800 });
    expect(none.eligibleCents).toBe(0);
    expect(none.federalCreditCents).toBe(0);
    const withOther = estimateMedicalExpenseCredit({
      year: 2024,
      netIncomeCents: 6_000_000,
      gfExpensesCents: 20_800,
      otherExpensesCents: 200_000,
    });
    expect(withOther.eligibleCents).toBe(40_800);
    expect(withOther.federalCreditCents).toBe(6_120);
  });

  it("applies 14% in 2026, below 3% of income too, and caps the threshold at the indexed fixed amount", () => {
    const e = estimateMedicalExpenseCredit({ year: 2026, netIncomeCents: 9_000_000, gfExpensesCents: 300_000 });
    expect(e.thresholdCents).toBe(270_000);
    expect(e.federalCreditCents).toBe(4_200);
    // Net income $120,000: 3% is $3,600, so the fixed $2,891 applies: (3,000 − 2,891) × 14% = $15.26.
    const high = estimateMedicalExpenseCredit({ year: 2026, netIncomeCents: 12_000_000, gfExpensesCents: 300_000 });
    expect(high).toMatchObject({ thresholdCents: 289_100, eligibleCents: 10_900, federalCreditCents: 1_526 });
  });

  it("uses 2023's own fixed amount, not 2024's", () => {
    // Net income $100,000: 3% is $3,000, so the fixed $2,635 applies: (3,000 − 2,635) × 15% = $54.75.
    const e = estimateMedicalExpenseCredit({ year: 2023, netIncomeCents: 10_000_000, gfExpensesCents: 300_000 });
    expect(e).toMatchObject({ thresholdCents: 263_500, eligibleCents: 36_500, federalCreditCents: 5_475 });
  });
});

describe("claimPeriod", () => {
  it("is the calendar year by default", () => {
    expect(claimPeriod(2025)).toEqual({ start: "2025-01-01", end: "2025-12-31" });
  });

  it("is any 12-month period ending in the tax year", () => {
    expect(claimPeriod(2025, 3)).toEqual({ start: "2024-04-01", end: "2025-03-31" });
    expect(claimPeriod(2024, 2)).toEqual({ start: "2023-03-01", end: "2024-02-29" });
    expect(claimPeriod(2025, 1)).toEqual({ start: "2024-02-01", end: "2025-01-31" });
  });

  it("refuses a month outside 1-12", () => {
    expect(() => claimPeriod(2025, 13)).toThrow(RangeError);
    expect(() => claimPeriod(2025, 0)).toThrow(RangeError);
  });

  it("includes both ends", () => {
    const p = claimPeriod(2025, 6);
    expect(isInPeriod("2024-07-01", p)).toBe(true);
    expect(isInPeriod("2025-06-30", p)).toBe(true);
    expect(isInPeriod("2024-06-30", p)).toBe(false);
    expect(isInPeriod("2025-07-01", p)).toBe(false);
  });
});

describe("claimants and shares", () => {
  it("files the user, spouse and young children on 33099 and other dependants on 33199", () => {
    expect(taxLineFor("self")).toBe("33099");
    expect(taxLineFor("spouse-or-child")).toBe("33099");
    expect(taxLineFor("other-dependant")).toBe("33199");
  });

  it("claims only the share eaten by the person with celiac disease, rounded half up, never negative", () => {
    expect(claimableCents(400, 100)).toBe(400);
    expect(claimableCents(400, 50)).toBe(200);
    expect(claimableCents(333, 50)).toBe(167);
    expect(claimableCents(-50, 100)).toBe(0);
    expect(claimableCents(400, 150)).toBe(400);
  });
});
