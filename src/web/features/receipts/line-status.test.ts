import { describe, expect, it } from "vitest";
import { itemView, itemWithoutComparable } from "./item-view.fixture";
import { blockedItems, canBeClaimed, claimedAtShareCents, totalSelectedDifferenceCents } from "./line-status";

const lines = [
  itemView({ index: 0, difference: 3 }),
  itemView({ index: 1, difference: 1.25 }),
  itemView({ index: 2, difference: 9, isSelected: false }),
  itemWithoutComparable({ index: 3 }),
  itemView({ index: 4, eligibility: "unknown", needs: "confirm_gluten_free", difference: 2 }),
];

describe("line status", () => {
  it("only a substitute or an unknown line can be claimed", () => {
    expect(["substitute", "unknown", "natural", "not_gluten_free", "not_food"].map((eligibility) => canBeClaimed({ eligibility } as never))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it("the selected lines that still need something block saving, in receipt order", () => {
    expect(blockedItems(lines).map((i) => [i.index, i.needs])).toEqual([
      [3, "comparable_price"],
      [4, "confirm_gluten_free"],
    ]);
  });

  it("totals only the selected lines that will be saved", () => {
    expect(totalSelectedDifferenceCents(lines)).toBe(425);
  });

  it("claims the share eaten by the person with celiac disease, rounded once", () => {
    expect(claimedAtShareCents(lines, 100)).toBe(425);
    expect(claimedAtShareCents(lines, 50)).toBe(213);
  });
});
