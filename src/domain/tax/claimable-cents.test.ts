import { describe, expect, it } from "vitest";
import { claimableByTaxLine } from "./claimable-by-tax-line";
import { claimableCents, claimableTotalCents, fullClaimTotalCents } from "./claimable-cents";

const times = <T>(n: number, value: T) => Array.from({ length: n }, () => value);

describe("claimableTotalCents: totals are rounded once, from the unrounded shares", () => {
  it("three 1¢ differences at 50%: 1.5¢ → 2¢ (rounding each line first would give 3¢)", () => {
    const lines = times(3, { differenceCents: 1, sharePct: 50 });
    expect(lines.reduce((n, l) => n + claimableCents(l.differenceCents, l.sharePct), 0)).toBe(3);
    expect(claimableTotalCents(lines)).toBe(2);
  });

  it("three 5¢ differences at 33%: 3 × 1.65¢ = 4.95¢ → 5¢ (each line alone rounds 1.65¢ up to 2¢, 6¢ in all)", () => {
    const lines = times(3, { differenceCents: 5, sharePct: 33 });
    expect(claimableCents(5, 33)).toBe(2);
    expect(claimableTotalCents(lines)).toBe(5);
  });

  it("four 1¢ differences at 10%: 0.4¢ → 0¢, where per-line rounding also gives 0¢; ten of them make 1¢", () => {
    expect(claimableTotalCents(times(4, { differenceCents: 1, sharePct: 10 }))).toBe(0);
    expect(claimableTotalCents(times(10, { differenceCents: 1, sharePct: 10 }))).toBe(1);
  });

  it("rounds half up at exactly half a cent, counts no negative difference and caps the share at 100%", () => {
    expect(claimableTotalCents([{ differenceCents: 1, sharePct: 50 }])).toBe(1);
    expect(claimableTotalCents([{ differenceCents: 400, sharePct: 100 }, { differenceCents: -300, sharePct: 100 }])).toBe(400);
    expect(claimableTotalCents([{ differenceCents: 400, sharePct: 150 }])).toBe(400);
    expect(claimableTotalCents([])).toBe(0);
  });
});

describe("fullClaimTotalCents", () => {
  it("adds the differences of lines claimed in full, counting none below zero", () => {
    expect(fullClaimTotalCents([400, 250, -300])).toBe(650);
    expect(fullClaimTotalCents([])).toBe(0);
  });
});

describe("claimableByTaxLine", () => {
  it("pools the user, spouse and children on 33099 and rounds that pool once", () => {
    // 0.5¢ + 0.5¢ on 33099 = 1¢ (each claimant rounded on its own would make 2¢); 5¢ × 33% = 1.65¢ → 2¢ on 33199.
    expect(
      claimableByTaxLine([
        { claimant: "self", differenceCents: 1, sharePct: 50 },
        { claimant: "spouse-or-child", differenceCents: 1, sharePct: 50 },
        { claimant: "other-dependant", differenceCents: 5, sharePct: 33 },
      ]),
    ).toEqual([
      { taxLine: "33099", claimableCents: 1 },
      { taxLine: "33199", claimableCents: 2 },
    ]);
  });

  it("leaves out a line of the return with nothing on it", () => {
    expect(claimableByTaxLine([{ claimant: "other-dependant", differenceCents: 400, sharePct: 100 }])).toEqual([
      { taxLine: "33199", claimableCents: 400 },
    ]);
  });
});
