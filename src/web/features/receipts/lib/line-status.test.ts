import { describe, expect, it } from "vitest";
import { itemView, itemWithoutComparable } from "./item-view.fixture";
import { blockedItems, canBeClaimed, claimedAtShareCents, readyToSave, totalSelectedDifferenceCents } from "./line-status";

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

  it("is ready to save with a selected line, none blocked, a share and the date when it was missing", () => {
    const ready = [itemView({ index: 0 }), itemView({ index: 1, isSelected: false })];
    expect(readyToSave(ready, 100, false)).toBe(true);
    expect(readyToSave(lines, 100, false)).toBe(false);
    expect(readyToSave([itemView({ index: 0, isSelected: false })], 100, false)).toBe(false);
    expect(readyToSave(ready, null, false)).toBe(false);
    expect(readyToSave(ready, 100, true)).toBe(false);
  });

  it("totals only the selected lines that will be saved", () => {
    expect(totalSelectedDifferenceCents(lines)).toBe(425);
  });

  it("claims the share eaten by the person with celiac disease, rounded once", () => {
    expect(claimedAtShareCents(lines, 100)).toBe(425);
    expect(claimedAtShareCents(lines, 50)).toBe(213);
  });
});
