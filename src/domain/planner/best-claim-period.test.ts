import { describe, expect, it } from "vitest";
import { bestClaimPeriod } from "./best-claim-period";
import { translatorFor } from "../i18n/translators";

const english = translatorFor("en-CA");

describe("bestClaimPeriod", () => {
  it("takes the calendar year when nothing beats it", () => {
    const choice = bestClaimPeriod({ year: 2025, months: [{ month: "2025-03", cents: 10_000 }], printed: [] }, english);
    expect(choice?.endMonth).toBe(12);
    expect(choice?.period).toEqual({ start: "2025-01-01", end: "2025-12-31" });
  });

  it("reaches back into the previous year when its late months weigh more than this year's last ones", () => {
    // Feb–Dec 2024 are not on last year's return; $900 in Nov 2024 + $300 in May 2025 (12 months to Oct 2025: $1,200)
    // beat the calendar year's $300 + $200 in Dec 2025 = $500.
    const months = [
      { month: "2024-11", cents: 90_000 },
      { month: "2025-05", cents: 30_000 },
      { month: "2025-12", cents: 20_000 },
    ];
    const choice = bestClaimPeriod({ year: 2025, months, printed: [] }, english);
    expect(choice?.endMonth).toBe(10);
    expect(choice?.totalCents).toBe(120_000);
    expect(choice?.rule).toContain("October 31, 2025");
  });

  it("never overlaps a period printed for another year's return", () => {
    // The 2024 calendar year was printed: a period reaching into 2024 would claim its months twice.
    const months = [{ month: "2024-11", cents: 90_000 }, { month: "2025-05", cents: 30_000 }];
    const choice = bestClaimPeriod({ year: 2025, months, printed: [{ start: "2024-01-01", end: "2024-12-31" }] }, english);
    expect(choice?.endMonth).toBe(12);
    expect(choice?.totalCents).toBe(30_000);
    expect(choice?.blockedEndMonths).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it("may overlap a period printed for the same year: that is a reprint, not a second claim", () => {
    const choice = bestClaimPeriod({ year: 2025, months: [], printed: [{ start: "2024-07-01", end: "2025-06-30" }] }, english);
    expect(choice?.blockedEndMonths).toEqual([]);
  });
});
