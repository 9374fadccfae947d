import { describe, expect, it } from "vitest";
import { describeComparableSources } from "./comparable-sources";
import { itemView, itemWithoutComparable } from "./item-view.fixture";

describe("describeComparableSources", () => {
  it("counts where the selected lines' comparables come from, and those still without one", () => {
    expect(
      describeComparableSources([
        itemView(),
        itemView({ regularPriceSource: "custom" }),
        itemView(),
        itemView({ regularPriceSource: "product", isSelected: false }),
        itemWithoutComparable(),
      ]),
    ).toBe("2 proposed by the app, 1 a price you entered, 1 still needs one");
  });

  it("says nothing with nothing selected", () => {
    expect(describeComparableSources([itemView({ isSelected: false })])).toBeNull();
  });
});
