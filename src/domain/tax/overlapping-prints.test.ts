import { describe, expect, it } from "vitest";
import { claimPeriod, periodsOverlap } from "./claim-period";
import { overlappingPrints, type PrintedClaim } from "./overlapping-prints";

const printed = (year: number, endMonth: number, claimant: PrintedClaim["claimant"], printedAt: string): PrintedClaim => ({
  period: claimPeriod(year, endMonth),
  claimant,
  printedAt,
});

describe("periodsOverlap", () => {
  it("is true when the periods share a day, ends included", () => {
    expect(periodsOverlap(claimPeriod(2025), claimPeriod(2026, 3))).toBe(true); // Apr–Dec 2025 shared
    expect(periodsOverlap(claimPeriod(2025), claimPeriod(2026, 1))).toBe(true); // Feb 2025 – Jan 2026
    expect(periodsOverlap({ start: "2025-01-01", end: "2025-12-31" }, { start: "2025-12-31", end: "2026-12-30" })).toBe(true);
    expect(periodsOverlap(claimPeriod(2025), claimPeriod(2026))).toBe(false);
    expect(periodsOverlap(claimPeriod(2024, 6), claimPeriod(2025, 6))).toBe(false); // Jul 2023–Jun 2024 vs Jul 2024–Jun 2025
  });
});

describe("overlappingPrints", () => {
  const calendar2025 = printed(2025, 12, null, "2026-03-02T15:00:00.000Z");

  it("finds an earlier printed period that overlaps the asked one", () => {
    expect(overlappingPrints(claimPeriod(2026, 3), null, [calendar2025])).toEqual([calendar2025]);
  });

  it("does not warn about reprinting the same period, nor about periods that do not touch", () => {
    expect(overlappingPrints(claimPeriod(2025), null, [calendar2025])).toEqual([]);
    expect(overlappingPrints(claimPeriod(2025), "self", [calendar2025])).toEqual([]);
    expect(overlappingPrints(claimPeriod(2026), null, [calendar2025])).toEqual([]);
  });

  it("matches claimants that can hold the same purchase: the same one, or everyone on either side", () => {
    const forSelf = printed(2025, 12, "self", "2026-03-01T00:00:00.000Z");
    const forDependant = printed(2025, 12, "other-dependant", "2026-03-03T00:00:00.000Z");
    const asked = claimPeriod(2026, 6);
    expect(overlappingPrints(asked, "self", [forDependant, forSelf])).toEqual([forSelf]);
    expect(overlappingPrints(asked, null, [forDependant, forSelf])).toEqual([forSelf, forDependant]);
    expect(overlappingPrints(asked, "spouse-or-child", [forDependant, forSelf, calendar2025])).toEqual([calendar2025]);
  });

  it("counts a summary printed several times once, at its first printing", () => {
    const again = { ...calendar2025, printedAt: "2026-04-10T09:00:00.000Z" };
    expect(overlappingPrints(claimPeriod(2026, 3), null, [again, calendar2025])).toEqual([calendar2025]);
  });
});
