import { describe, expect, it } from "vitest";
import { plainText, stem, tokenizeProductName } from "./tokenize-product-name";

describe("tokenizeProductName", () => {
  it.each([
    ["GF ALL PURP BAKING FLOUR", ["all", "purpose", "baking", "flour"]],
    ["UDIS WHITE SNDWCH BRD 680G", ["udis", "white", "sandwich", "bread"]],
    ["PAIN BLANC S/GLUTEN", ["bread", "white"]],
    ["PÂTES S/GLUTEN PENNE", ["pasta", "penne"]],
    ["FARINE TOUT USAGE SANS GLUTEN", ["flour", "all", "purpose"]],
    ["Barilla Gluten-Free Pasta Spaghetti 340 g", ["barilla", "pasta", "spaghetti"]],
    ["GLUTENBERG BLONDE GF 4X473ML", ["glutenberg", "blonde"]],
    ["Kind Gluten-Free Snack Bar Chocolate Cherry Cashew 5 x 40 g", ["kind", "snack", "bar", "chocolate", "cherry", "cashew"]],
    ["Dempster's 12 Grain Bread", ["dempsters", "grain", "bread"]],
    ["GF WRAPS ORIGINAL 6PK", ["tortillas", "original"]],
    ["Organic Gluten-Free Tamari", ["soy", "sauce"]],
    ["Schär Ciabatta Rolls", ["schar", "ciabatta", "rolls"]],
    ["GF BAR 0628000123456", ["bar"]],
  ])("%s → %o", (name, words) => {
    expect(tokenizeProductName(name)).toEqual(words);
  });

  it("keeps nothing of a line that is only markers and sizes", () => {
    expect(tokenizeProductName("GLUTEN FREE 500 G")).toEqual([]);
  });
});

describe("plainText", () => {
  it("drops accents and apostrophes and spells out &", () => {
    expect(plainText("Céréales Nature's Path & Co")).toBe("cereales natures path  and  co");
  });
});

describe("stem", () => {
  it.each([
    ["cookies", "cooky"],
    ["cookie", "cooky"],
    ["brownies", "browny"],
    ["berries", "berry"],
    ["buns", "bun"],
    ["sandwiches", "sandwich"],
    ["potatoes", "potato"],
    ["loaves", "loaf"],
    ["oats", "oat"],
    ["glass", "glass"],
    ["couscous", "couscous"],
  ])("%s → %s", (word, stemmed) => {
    expect(stem(word)).toBe(stemmed);
  });
});
