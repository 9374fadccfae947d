import { describe, expect, it } from "vitest";
import { loadCatalogue, translatorFor } from "../../../lib/translators";
import { describeComparableSources } from "./comparable-sources";

await Promise.all([loadCatalogue("en-CA", ["receipts"]), loadCatalogue("fr-CA", ["receipts"])]);
const english = translatorFor("en-CA");
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
      ], english),
    ).toBe("2 proposed by the app, 1 a price you entered, 1 still needs one");
  });

  it("says them in French", () => {
    expect(describeComparableSources([itemView(), itemWithoutComparable()], translatorFor("fr-CA"))).toBe(
      "1 proposé par l’application, 1 n’en a pas encore",
    );
  });

  it("says nothing with nothing selected", () => {
    expect(describeComparableSources([itemView({ isSelected: false })], english)).toBeNull();
  });
});
