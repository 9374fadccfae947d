import { describe, expect, it } from "vitest";
import { adjustToYear, CATALOG_PRICE_YEAR } from "#domain/claims/grain-price-index";
import { groupWords, perUnitWords } from "#domain/claims/comparable-words";
import { chosenProductDetail } from "#domain/claims/regular-price";
import { said, say } from "#domain/i18n/said";
import { loadCatalogue, translatorFor } from "../../../lib/translators";
import { itemView, itemWithoutComparable } from "./item-view.fixture";
import { applyLocalEdit } from "./local-item-edit";

await loadCatalogue("en-CA", ["app"]);

// The catalog's own year: its prices need no moving, and their words no note.
const YEAR = CATALOG_PRICE_YEAR;

describe("applyLocalEdit", () => {
  it("toggles selection without touching prices or what the line needs", () => {
    expect(applyLocalEdit(itemWithoutComparable({ isSelected: false }), { kind: "selection", isSelected: true }, YEAR)).toMatchObject({
      isSelected: true,
      regularPrice: null,
      needs: "comparable_price",
    });
  });

  it("a typed price is for one pack: the line's regular price is it times the packs, and it selects the line", () => {
    const twoPacks = itemWithoutComparable({ quantity: 2, price: 13.98, isSelected: false });
    expect(applyLocalEdit(twoPacks, { kind: "regularPrice", customRegularPrice: 2.5 }, YEAR)).toMatchObject({
      isSelected: true,
      customRegularPrice: 2.5,
      regularPricePerPack: 2.5,
      regularPrice: 5,
      regularPriceSource: "custom",
      regularPriceDetail: { key: "comparable.enteredByYou" },
      difference: 8.98,
      needs: null,
    });
  });

  it("never gives a negative difference, and takes the printed discount off the price paid", () => {
    expect(applyLocalEdit(itemView(), { kind: "regularPrice", customRegularPrice: 9 }, YEAR)?.difference).toBe(0);
    expect(applyLocalEdit(itemView({ discount: 1 }), { kind: "regularPrice", customRegularPrice: 2 }, YEAR)?.difference).toBe(3.99);
  });

  it("takes a listed product's scaled price, or the category reference, and clears a typed price", () => {
    const typed = itemView({ customRegularPrice: 5, regularPriceSource: "custom", regularPricePerPack: 5, regularPrice: 5 });
    expect(applyLocalEdit(typed, { kind: "comparable", choice: { choice: "product", productId: "p1" } }, YEAR)).toMatchObject({
      customRegularPrice: null,
      regularPriceSource: "product",
      regularPrice: 3,
      regularPriceDetail: chosenProductDetail({ name: "White Bread", size: "675 g", vendor: "Voila", observedOn: "2024-11-21" }, "450 g"),
      difference: 3.99,
    });
    expect(applyLocalEdit(itemWithoutComparable(), { kind: "comparable", choice: { choice: "category" } }, YEAR)).toMatchObject({
      regularPriceSource: "category",
      regularPrice: 3.5,
      needs: null,
    });
  });

  it("describes a picked product or an accepted reference in the words the server will give it, in the purchase year", () => {
    const note = adjustToYear(100, CATALOG_PRICE_YEAR, 2025).note;
    expect(note).not.toBeNull();
    const product = applyLocalEdit(itemView(), { kind: "comparable", choice: { choice: "product", productId: "p1" } }, 2025);
    const english = translatorFor("en-CA");
    expect(say(product!.regularPriceDetail!, english)).toMatch(
      /^Chosen by you: White Bread 675 g \(Voila, 2024-11-21\), scaled to 450 g; 2024 prices adjusted to 2025 ×1\.025 with Statistics Canada/,
    );
    // The view lists the reference already in the purchase year; accepted, the server's words put the mark before the note.
    const median = said("comparable.categoryMedian", { per: perUnitWords("g"), count: 12, group: groupWords("Bread", null), scaled: "scaled" });
    const listed = itemView({ categoryReference: { kind: "category", perPack: 3.5, detail: said("comparable.inYear", { detail: median, note: note! }), productId: null } });
    const accepted = applyLocalEdit(listed, { kind: "comparable", choice: { choice: "category" } }, 2025);
    expect(accepted?.regularPriceDetail).toEqual(said("comparable.inYear", { detail: said("comparable.accepted", { detail: median }), note: note! }));
    expect(say(accepted!.regularPriceDetail!, english)).toMatch(/^Median price per 100 g of 12 regular Bread products in the catalog, scaled \(accepted by you\); 2024 prices/);
  });

  it("shows nothing locally for what only the server can answer", () => {
    expect(applyLocalEdit(itemView(), { kind: "comparable", choice: { choice: "product", productId: "p2" } }, YEAR)).toBeNull();
    expect(applyLocalEdit(itemView(), { kind: "packageSize", size: "500 g" }, YEAR)).toBeNull();
    // The proposal is never used for a line the app could not name.
    const unknown = itemWithoutComparable({ eligibility: "unknown", gfConfirmed: true, proposal: itemView().proposal });
    expect(applyLocalEdit(unknown, { kind: "comparable", choice: { choice: "proposal" } }, YEAR)).toBeNull();
  });

  it("an unknown line needs the user's word before its comparable counts", () => {
    const unknown = itemWithoutComparable({ eligibility: "unknown", needs: "confirm_gluten_free", isSelected: false });
    const priced = applyLocalEdit(unknown, { kind: "regularPrice", customRegularPrice: 3 }, YEAR);
    expect(priced).toMatchObject({ regularPrice: 3, needs: "confirm_gluten_free" });
    expect(applyLocalEdit(priced!, { kind: "glutenFree", confirmed: true }, YEAR)).toMatchObject({ gfConfirmed: true, isSelected: true, needs: null });
  });

  it("a new quantity or price moves the line's regular price and difference; the per-pack price stays", () => {
    expect(applyLocalEdit(itemView(), { kind: "details", productName: "GF LOAF", price: 12, quantity: 2 }, YEAR)).toMatchObject({
      productName: "GF LOAF",
      quantity: 2,
      regularPricePerPack: 3.99,
      regularPrice: 7.98,
      difference: 4.02,
    });
    // A weighed line is one pack, whatever its quantity says.
    expect(applyLocalEdit(itemView(), { kind: "details", productName: "GF LOAF", price: 6.99, quantity: 0.5 }, YEAR)?.regularPrice).toBe(3.99);
  });

  it("a line that cannot be claimed keeps no difference", () => {
    const milk = itemWithoutComparable({ eligibility: "natural", needs: "ineligible", isSelected: false });
    expect(applyLocalEdit(milk, { kind: "details", productName: "MILK", price: 4, quantity: 1 }, YEAR)).toMatchObject({
      difference: null,
      needs: "ineligible",
    });
  });
});
