import { describe, expect, it } from "vitest";
import { createBrandStripper } from "./strip-brands";
import { tokenizeProductName } from "./tokenize-product-name";

const strip = createBrandStripper([
  { brand: "Udi's" },
  { brand: "Schar" },
  { brand: "Little Northern Bakehouse" },
  { brand: "Mary's Gone Crackers" },
  { brand: "Bob's Red Mill" },
  { brand: "Katz Gluten Free" },
  { brand: "Kind" },
]);
const words = (line: string) => strip(tokenizeProductName(line));

describe("createBrandStripper", () => {
  it.each([
    ["UDIS WHITE SNDWCH BRD", ["white", "sandwich", "bread"]],
    ["GF BREAD UDIS", ["bread"]],
    ["Schär Gluten-Free Ciabatta Rolls", ["ciabatta", "rolls"]],
    ["LITTLE NORTHERN GF BRD", ["bread"]],
    ["BOBS RED MILL GF FLOUR", ["flour"]],
    ["Mary's Organic Gluten-Free Crackers Original 184 g", ["crackers", "original"]],
    ["KATZ GF DONUTS", ["donuts"]],
    ["KIND GF MINI NUT BARS", ["mini", "nut", "bars"]],
  ])("%s → %o", (line, expected) => {
    expect(words(line)).toEqual(expected);
  });

  it("keeps words that only share a brand's first word", () => {
    expect(words("LITTLE BITES MUFFINS")).toEqual(["little", "bites", "muffins"]);
  });

  it("changes nothing without brands", () => {
    expect(createBrandStripper([])(["udis", "bread"])).toEqual(["udis", "bread"]);
  });
});
