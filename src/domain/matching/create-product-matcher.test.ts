import { describe, expect, it } from "vitest";
import { createProductMatcher } from "./create-product-matcher";
import { MIN_MATCH_SCORE } from "./match-threshold";
import type { CatalogProduct, SizeUnit } from "./types";

let nextId = 0;
function product(name: string, category: string, brand: string | null, size: [number, SizeUnit] | null, priceCents: number): CatalogProduct {
  return { id: `p${++nextId}`, name, brand, category, sizeValue: size?.[0] ?? null, sizeUnit: size?.[1] ?? null, priceCents };
}

// A small catalog in the shape of data/catalog/products.csv.
const catalog: CatalogProduct[] = [
  product("Robin Hood Original All Purpose Flour", "Baking & Flour", "Robin Hood", [2500, "g"], 500),
  product("Five Roses Flour Whole Wheat", "Baking & Flour", "Five Roses", [2500, "g"], 550),
  product("Betty Crocker Super Moist Golden Cake Mix", "Baking & Flour", "Betty Crocker", [375, "g"], 242),
  product("Pearl Milling Company Pancake Mix Original", "Baking & Flour", "Pearl Milling Company", [905, "g"], 448),
  product("Kikkoman Bread Crumbs Panko", "Baking & Flour", "Kikkoman", [227, "g"], 449),
  product("Compliments Coating Mix Original", "Baking & Flour", "Compliments", [142, "g"], 278),
  product("Dempster's White Bread", "Bread", "Dempster's", [570, "g"], 348),
  product("Dempster's Sandwich Bread White", "Bread", "Dempster's", [675, "g"], 277),
  product("Dempster's 100% Whole Grains Bread Multigrain", "Bread", "Dempster's", [600, "g"], 300),
  product("Compliments Raisin Bread", "Bread", "Compliments", [600, "g"], 426),
  product("Western Family Garlic Baguette", "Bread", "Western Family", [325, "g"], 351),
  product("Dempster's English Muffins Original", "Buns & Bagels", "Dempster's", [340, "g"], 279),
  product("Compliments Hot Dog Buns", "Buns & Bagels", "Compliments", [340, "g"], 228),
  product("Compliments Hamburger Buns", "Buns & Bagels", "Compliments", [368, "g"], 228),
  product("Compliments Muffins Blueberry", "Baked Goods", "Compliments", [600, "g"], 600),
  product("Barilla Lasagna Pasta", "Pasta & Noodles", "Barilla", [454, "g"], 449),
  product("Barilla Spaghetti Pasta", "Pasta & Noodles", "Barilla", [410, "g"], 221),
  product("Catelli Classic, Penne Rigate Pasta", "Pasta & Noodles", "Catelli", [700, "g"], 350),
  product("Kraft Mac & Cheese", "Pasta & Noodles", "Kraft", [340, "g"], 423),
  product("Catelli Macaroni - Ready Cut", "Pasta & Noodles", "Catelli", [900, "g"], 351),
  product("Chips Ahoy! Original Chocolate Chip Cookies", "Cookies & Biscuits", "Chips Ahoy!", [258, "g"], 248),
  product("Quaker Chewy Granola Bars Chocolate Chip", "Snack Bars", "Quaker", [120, "g"], 248),
  product("Christie Original Cracker", "Crackers & Pretzels", "Christie", [180, "g"], 266),
  product("Ritz Chips Ched", "Crackers & Pretzels", "Ritz", [240, "g"], 150),
  product("Kikkoman Soy Sauce", "Condiments", "Kikkoman", [591, "ml"], 491),
  product("Quaker Quick Oats", "Cereal & Oats", "Quaker", [1000, "g"], 399),
  product("Compliments Frozen Vegetable Spring Rolls", "Other", "Compliments", [336, "g"], 598),
  product("Bake Shop Scissor Rolls White", "Buns & Bagels", "Bake Shop", [410, "g"], 349),
  product("Compliments Croutons Lightly Seasoned", "Other", "Compliments", [145, "g"], 249),
];
const gfBrands = [{ brand: "Udi's" }, { brand: "Schar" }, { brand: "Kinnikinnick" }, { brand: "Barilla" }];
const matcher = createProductMatcher(catalog, { gfBrands });
const best = (name: string) => matcher.match({ name }, 1)[0];

describe("createProductMatcher", () => {
  it.each([
    ["GF ALL PURP BAKING FLOUR", "Robin Hood Original All Purpose Flour"],
    ["UDIS WHITE SNDWCH BRD", "Dempster's Sandwich Bread White"],
    ["PC GF WHITE BREAD 675G", "Dempster's White Bread"],
    ["UDIS GF WHOLE GRAIN BREAD 680G", "Dempster's 100% Whole Grains Bread Multigrain"],
    ["PAIN BLANC S/GLUTEN", "Dempster's White Bread"],
    ["MUFFINS ANGL S/GLUTEN", "Dempster's English Muffins Original"],
    ["KINNIKINNICK ENG MUFFIN", "Dempster's English Muffins Original"],
    ["GF HOT DOG BNS", "Compliments Hot Dog Buns"],
    ["PÂTES S/GLUTEN PENNE", "Catelli Classic, Penne Rigate Pasta"],
    ["GF SPAGETTI 340G", "Barilla Spaghetti Pasta"],
    ["GF ELBOW MAC 340G", "Catelli Macaroni - Ready Cut"],
    ["ENJOY LIFE CHOC CHIP CKIE", "Chips Ahoy! Original Chocolate Chip Cookies"],
    ["GF CHEWY GRANOLA BARS", "Quaker Chewy Granola Bars Chocolate Chip"],
    ["GF BREAD CRUMBS", "Kikkoman Bread Crumbs Panko"],
    ["GF PANCAKE MIX", "Pearl Milling Company Pancake Mix Original"],
    ["Organic Gluten-Free Tamari", "Kikkoman Soy Sauce"],
    ["GF QCK OATS 1KG", "Quaker Quick Oats"],
    ["GF SPRING ROLLS", "Compliments Frozen Vegetable Spring Rolls"],
    ["GF CROUTONS", "Compliments Croutons Lightly Seasoned"],
  ])("matches %s to %s", (line, expected) => {
    const match = best(line);
    expect(match?.product.name).toBe(expected);
    expect(match!.score).toBeGreaterThanOrEqual(MIN_MATCH_SCORE);
    expect(match!.score).toBeLessThanOrEqual(1);
  });

  it("matches the food, not the brand: Barilla GF penne is compared with penne, not Barilla lasagna", () => {
    expect(best("BARILLA GF PENNE")?.product.name).toBe("Catelli Classic, Penne Rigate Pasta");
  });

  it("prefers the plain variety to a flavoured one", () => {
    expect(best("PC GF WHITE BREAD")?.product.name).not.toBe("Western Family Garlic Baguette");
    expect(best("GF MACARONI")?.product.name).toBe("Catelli Macaroni - Ready Cut");
  });

  it.each(["GF KOMBUCHA", "GF CHURROS", "GLUTEN FREE"])("finds nothing for %s", (line) => {
    expect(matcher.match({ name: line }, 3)).toEqual([]);
  });

  it.each(["GF CORNBREAD MIX", "OLD DUTCH GF CHIPS", "GF MATZO BALL MIX"])("scores %s below the threshold", (line) => {
    expect(best(line)?.score ?? 0).toBeLessThan(MIN_MATCH_SCORE);
  });

  it("returns up to `limit` matches, best first", () => {
    const matches = matcher.match({ name: "GF WHITE BREAD" }, 4);
    expect(matches).toHaveLength(4);
    for (let k = 1; k < matches.length; k++) expect(matches[k - 1]!.score).toBeGreaterThanOrEqual(matches[k]!.score);
    expect(matcher.match({ name: "GF WHITE BREAD" }, 0)).toEqual([]);
    expect(matcher.match({ name: "GF WHITE BREAD" })).toHaveLength(1);
  });

  it("scales the regular price to the GF package size", () => {
    // Robin Hood 2.5 kg at $5.00 → 1 kg is $2.00.
    expect(best("GF ALL PURPOSE FLOUR 1KG")?.regularPriceCents).toBe(200);
    expect(matcher.match({ name: "GF ALL PURPOSE FLOUR", size: { value: 1000, unit: "g" } })[0]?.regularPriceCents).toBe(200);
    // An explicit null size keeps the shelf price, as does a size in another unit.
    expect(matcher.match({ name: "GF ALL PURPOSE FLOUR 1KG", size: null })[0]?.regularPriceCents).toBe(500);
    expect(best("GF ALL PURPOSE FLOUR 6PK")?.regularPriceCents).toBe(500);
  });

  it("gives the same answer whether or not the caller passes classify-food.ts's category", () => {
    for (const [name, category] of [
      ["GF BREAD CRUMBS", "Baking & Flour"],
      ["GF HOT DOG BUNS", "Buns & Bagels"],
      ["OLD DUTCH GF CHIPS", "Other"],
    ] as const) {
      const a = matcher.match({ name }, 1)[0];
      const b = matcher.match({ name, category }, 1)[0];
      expect(b?.product.id).toBe(a?.product.id);
      expect(b?.score).toBeCloseTo(a?.score ?? 0, 10);
    }
  });

  it("works without a brand list, where dedicated GF brands simply count as unknown words", () => {
    const plain = createProductMatcher(catalog);
    expect(plain.match({ name: "UDIS WHITE SNDWCH BRD" })[0]?.product.name).toBe("Dempster's Sandwich Bread White");
  });

  it("is repeatable: no state leaks from one match into the next", () => {
    const first = matcher.match({ name: "GF HAMBURGER BUNS" }, 3);
    for (const line of ["GF PENNE", "GF WHITE BREAD", "GF SOY SAUCE"]) matcher.match({ name: line }, 5);
    expect(matcher.match({ name: "GF HAMBURGER BUNS" }, 3)).toEqual(first);
  });

  it("handles an empty catalog", () => {
    expect(createProductMatcher([]).match({ name: "GF WHITE BREAD" })).toEqual([]);
  });
});
