import { describe, expect, it } from "vitest";
import { detectGlutenFree } from "./detect-gluten-free";
import { createGfBrandIndex } from "./gf-brands";
import { findGfMarker } from "./gf-markers";

const brands = createGfBrandIndex([
  { brand: "Udi's", dedicatedGf: true },
  { brand: "Schar", dedicatedGf: true },
  { brand: "Glutino", dedicatedGf: true },
  { brand: "Little Northern Bakehouse", dedicatedGf: true },
  { brand: "Barilla", dedicatedGf: false },
  { brand: "Kind", dedicatedGf: false },
]);

describe("findGfMarker", () => {
  it.each([
    ["GF BREAD UDIS", "GF"],
    ["BARILLA G/F PENNE", "G/F"],
    ["PC GLUTEN FREE FLOUR", "GLUTEN FREE"],
    ["Gluten-Free Bagels 4pk", "Gluten-Free"],
    ["PAIN SANS GLUTEN", "SANS GLUTEN"],
    ["PATES S/GLUTEN CATELLI", "S/GLUTEN"],
    ["CRACKERS G-F", "G-F"],
    ["GLUTENFREE PRETZELS", "GLUTENFREE"],
  ])("finds the marker in %s", (name, marker) => {
    expect(findGfMarker(name)).toBe(marker);
  });

  it.each(["GIFT CARD", "EGGS LG 12", "GFS APPLES", "BAGEL PLAIN", "GOLF BALLS", "SAGF 12"])("sees none in %s", (name) => {
    expect(findGfMarker(name)).toBeNull();
  });
});

describe("detectGlutenFree", () => {
  it.each([
    ["GF BREAD WHITE", "Bread"],
    ["BARILLA GF PENNE", "Pasta & Noodles"],
    ["PC GF ALL PURPOSE FLOUR", "Baking & Flour"],
    ["GF CHOC CHIP COOKIES", "Cookies & Biscuits"],
    ["GLUTINO PRETZELS", "Crackers & Pretzels"],
    ["UDIS WHOLE GRAIN BRD", "Bread"],
    ["SCHAR BAGUETTE", "Bread"],
    ["GF PIZZA CRUST MIX", "Pizza"],
    ["GF CHICKEN NUGGETS", "Frozen Breaded"],
    ["GF SOY SAUCE VH", "Condiments"],
    ["GF BAGELS 4PK", "Buns & Bagels"],
    ["GF TORTILLA WRAPS", "Wraps & Pitas"],
    ["NATURE'S PATH GF OATS", "Cereal & Oats"],
    ["PAIN SANS GLUTEN", "Bread"],
    ["PATES SANS GLUTEN", "Pasta & Noodles"],
    ["LITTLE NORTHERN BAKEHOUSE HOT DOG BUNS", "Buns & Bagels"],
    ["GF BLUEBERRY MUFFINS", "Baked Goods"],
    ["GF BEER 6PK", "Beer"],
  ])("%s is a claimable substitute (%s), pre-selected", (name, category) => {
    const d = detectGlutenFree(name, brands);
    expect(d).toMatchObject({ isGlutenFree: true, isSubstitute: true, category });
  });

  it.each(["GF POTATO CHIPS", "GLUTEN FREE RICE", "GF SALSA", "G/F CHOCOLATE BAR DARK", "GF YOGURT", "KIND GF ALMONDS"])(
    "%s is labelled GF but naturally gluten-free: not a substitute",
    (name) => {
      const d = detectGlutenFree(name, brands);
      expect(d.isGlutenFree).toBe(true);
      expect(d.isSubstitute).toBe(false);
    },
  );

  it("trusts a dedicated GF brand without a marker", () => {
    expect(detectGlutenFree("UDI'S WHITE SANDWICH BREAD", brands)).toMatchObject({
      isGlutenFree: true,
      reason: "dedicated-brand",
      brand: "Udi's",
    });
  });

  it("does not trust a mainstream brand without a marker", () => {
    expect(detectGlutenFree("BARILLA SPAGHETTI", brands)).toMatchObject({ isGlutenFree: false, brand: "Barilla" });
  });

  it.each(["WONDER WHITE BREAD", "BANANAS", "MILK 2% 4L", "CATELLI SPAGHETTI"])("%s is not gluten-free", (name) => {
    expect(detectGlutenFree(name, brands).isGlutenFree).toBe(false);
  });

  it("pre-selects a GF item whose food it cannot name, as the substitute its label says it is", () => {
    expect(detectGlutenFree("GF ITEM 0423", brands)).toMatchObject({ isGlutenFree: true, isSubstitute: true, eligibility: "substitute", category: null });
  });
});

describe("snack bars", () => {
  it("tells a granola bar (substitute) from a chocolate bar (naturally GF)", () => {
    expect(detectGlutenFree("GF CHEWY GRANOLA BARS", brands)).toMatchObject({ isSubstitute: true, category: "Snack Bars" });
    expect(detectGlutenFree("GF CHOCOLATE BAR", brands).isSubstitute).toBe(false);
  });
});
