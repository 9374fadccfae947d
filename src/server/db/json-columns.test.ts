import { describe, expect, it } from "vitest";
import { EMPTY_COMPARISON } from "#domain/claims/comparable-price";
import { readComparablePrice, readComparison, readPhotoBox, readSaid, readTaxes, readWarnings } from "./json-columns";

describe("the JSON columns, each read through its schema", () => {
  it("reads a comparable stored before sentences were records as its English sentence", () => {
    const price = { kind: "catalog", perPackCents: 399, priceYear: 2026, detail: "Median of 5", productId: null, productName: null };
    expect(readComparablePrice(JSON.stringify(price))?.detail).toEqual({ key: "said.english", values: { text: "Median of 5" } });
    expect(readSaid(JSON.stringify({ key: "comparable.enteredByYou" }))).toEqual({ key: "comparable.enteredByYou" });
    expect(readSaid('{"key":"x","extra":1}')).toBeNull();
  });

  it("reads what the app writes", () => {
    const detail = { key: "comparable.scaled", values: { size: { key: "comparable.size.g", values: { value: 450 } } } } as const;
    const price = { kind: "catalog", perPackCents: 399, priceYear: 2026, detail, productId: null, productName: null } as const;
    const comparison = { ...EMPTY_COMPARISON, gfSize: { value: 450, unit: "g" }, gfSizeSource: "receipt", proposal: price } as const;
    expect(readComparison(JSON.stringify(comparison))).toEqual(comparison);
    expect(readComparablePrice(JSON.stringify(price))).toEqual(price);
    expect(readPhotoBox(JSON.stringify({ photo: 0, x: 0.1, y: 0.2, width: 0.5, height: 0.05, quarterTurns: 0 }))).toMatchObject({ x: 0.1 });
    expect(readTaxes('[{"label":"HST","cents":62}]')).toEqual([{ label: "HST", cents: 62 }]);
    expect(readWarnings('[{"key":"reading.noTotal"}]')).toEqual([{ key: "reading.noTotal" }]);
    // Warnings stored before they were records keep their English sentence.
    expect(readWarnings('["No total was found on the receipt."]')).toEqual([{ key: "said.english", values: { text: "No total was found on the receipt." } }]);
  });

  it("reads a value of another shape, or no JSON at all, as absent", () => {
    expect(readComparison('{"gfSize":"450 g"}')).toBeNull();
    expect(readComparablePrice('{"kind":"bargain","perPackCents":1}')).toBeNull();
    expect(readComparison("not json")).toBeNull();
    expect(readComparison(null)).toBeNull();
    expect(readTaxes("{}")).toEqual([]);
  });
});
