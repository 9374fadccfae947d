import { describe, expect, it } from "vitest";
import type { LineItemView } from "#domain/api/tax-report";
import { loadCatalogue, translatorFor } from "../../../lib/translators";
import { fieldChanges, regularLineTotal } from "./field-changes";

await loadCatalogue("en-CA", ["app"]);

// A refusal is a message text of the catalogues: the English reader sees what the translator says of it.
const english = (result: ReturnType<typeof fieldChanges>) => (result.ok ? result : { ok: false, error: translatorFor("en-CA").text(result.error) });

// 2 packs for $15.98 against $3.49 a pack: $6.98 for the line.
const item = {
  customProductName: "GF Bread",
  storeLocation: "Loblaws",
  quantity: 2,
  price: 15.98,
  unitPrice: 7.99,
  originalPrice: 6.98,
  originalUnitPrice: 3.49,
} as LineItemView;

describe("fieldChanges", () => {
  it("sends a purchase date, and refuses one in the future, before the earliest claim period or not a date", () => {
    expect(fieldChanges(item, "date", " 2024-11-02 ")).toEqual({ ok: true, value: "2024-11-02", changes: { purchase_date: "2024-11-02" } });
    expect(english(fieldChanges(item, "date", "2999-01-01"))).toEqual({ ok: false, error: "The purchase date cannot be in the future." });
    expect(english(fieldChanges(item, "date", "2021-12-31"))).toMatchObject({ ok: false, error: expect.stringContaining("on or after 2022-01-01") });
    expect(english(fieldChanges(item, "date", "Nov 2"))).toMatchObject({ ok: false, error: expect.stringContaining("YYYY-MM-DD") });
  });

  it("sends a pack price with the difference of the line total it makes", () => {
    // $2.99 × 2 = $5.98; $15.98 − $5.98 = $10.00.
    expect(fieldChanges(item, "regularPrice", "2.99")).toEqual({
      ok: true,
      value: "2.99",
      changes: { non_gf_unit_price: "2.99", savings: "10.00" },
    });
    expect(fieldChanges(item, "regularPrice", "9")).toMatchObject({ changes: { non_gf_unit_price: "9.00", savings: "0.00" } });
  });

  it("sends the GF price paid for the line, against the regular line total", () => {
    expect(fieldChanges(item, "gfPrice", "12")).toEqual({ ok: true, value: "12.00", changes: { gf_price: "12.00", savings: "5.02" } });
  });

  it("sends a quantity without trailing zeros, and refuses one out of range", () => {
    expect(fieldChanges(item, "quantity", " 1.500 ")).toEqual({ ok: true, value: "1.5", changes: { quantity: "1.5" } });
    for (const bad of ["0", "1000", "1.2345", "two", ""]) {
      expect(english(fieldChanges(item, "quantity", bad)), bad).toEqual({
        ok: false,
        error: "The quantity must be a number above 0 and up to 999, with at most 3 decimals",
      });
    }
  });

  it("reads prices the way every price field does", () => {
    expect(fieldChanges(item, "gfPrice", "$12,5")).toMatchObject({ value: "12.50", changes: { gf_price: "12.50" } });
    expect(fieldChanges(item, "regularPrice", "3.")).toMatchObject({ value: "3.00", changes: { non_gf_unit_price: "3.00" } });
  });

  it("refuses prices and empty text with the product spec's messages", () => {
    for (const malformed of [".5", "12.345"]) {
      expect(english(fieldChanges(item, "regularPrice", malformed)), malformed).toEqual({
        ok: false,
        error: "Invalid price format: Please enter a valid price (e.g., 12.34, 100, 80.5)",
      });
    }
    for (const notANumber of ["", "abc"]) {
      expect(english(fieldChanges(item, "gfPrice", notANumber)), notANumber).toEqual({ ok: false, error: "Please enter a valid number" });
    }
    expect(english(fieldChanges(item, "gfPrice", "-1"))).toEqual({ ok: false, error: "Price cannot be negative" });
    expect(english(fieldChanges(item, "product", "  "))).toEqual({ ok: false, error: "Product name is required" });
    expect(fieldChanges(item, "store", " Metro ")).toEqual({ ok: true, value: "Metro", changes: { store_location: "Metro" } });
  });
});

describe("regularLineTotal", () => {
  it("multiplies a typed pack price by the quantity, to the cent", () => {
    expect(regularLineTotal("3.49", 2)).toBe(698);
    expect(regularLineTotal("3.49", 1.5)).toBe(524); // 523.5
    expect(regularLineTotal("abc", 2)).toBeNull();
  });
});
