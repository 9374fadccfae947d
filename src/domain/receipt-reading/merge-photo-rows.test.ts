import { describe, expect, it } from "vitest";
import { mergePhotoRows } from "./merge-photo-rows";

const rows = (...texts: string[]) => texts.map((text) => ({ text }));
const texts = (merged: { text: string }[]) => merged.map((r) => r.text);

describe("mergePhotoRows", () => {
  it("keeps the rows both photos show once", () => {
    const top = rows("LOBLAWS", "GF BREAD   6.99", "MILK 2L   4.49", "BANANAS   1.29");
    const bottom = rows("MILK 2L   4.49", "BANANAS   1.29", "RICE CAKES   3.49", "SUBTOTAL   16.26");
    expect(texts(mergePhotoRows([top, bottom]))).toEqual([
      "LOBLAWS", "GF BREAD   6.99", "MILK 2L   4.49", "BANANAS   1.29", "RICE CAKES   3.49", "SUBTOTAL   16.26",
    ]);
  });

  it("matches rows the OCR read slightly differently, and drops a row the frame cut in half", () => {
    const top = rows("GF PASTA   4.99", "OAT MILK   5.29", "CHEDDAR   7.99", "APP1ES   3.1O", "~~~");
    const bottom = rows("0AT MILK   5.29", "CHEDDAR   7.99", "APPLES   3.10", "TOTAL   21.37");
    expect(texts(mergePhotoRows([top, bottom]))).toEqual(["GF PASTA   4.99", "OAT MILK   5.29", "CHEDDAR   7.99", "APPLES   3.10", "TOTAL   21.37"]);
  });

  it("keeps a product bought twice in a row when the photos do not overlap there", () => {
    const top = rows("GF BREAD   6.99", "GF BREAD   6.99");
    const bottom = rows("TOTAL   13.98");
    expect(texts(mergePhotoRows([top, bottom]))).toEqual(["GF BREAD   6.99", "GF BREAD   6.99", "TOTAL   13.98"]);
  });

  it("joins three photos", () => {
    const a = rows("A ONE   1.00", "B TWO   2.00", "C THREE   3.00");
    const b = rows("B TWO   2.00", "C THREE   3.00", "D FOUR   4.00", "E FIVE   5.00");
    const c = rows("D FOUR   4.00", "E FIVE   5.00", "TOTAL   15.00");
    expect(texts(mergePhotoRows([a, b, c]))).toEqual(["A ONE   1.00", "B TWO   2.00", "C THREE   3.00", "D FOUR   4.00", "E FIVE   5.00", "TOTAL   15.00"]);
  });
});
