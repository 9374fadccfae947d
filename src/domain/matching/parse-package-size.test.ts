import { describe, expect, it } from "vitest";
import { parsePackageSize } from "./parse-package-size";

describe("parsePackageSize", () => {
  it.each([
    ["UDIS WHOLE GRAIN BREAD 680G", { value: 680, unit: "g" }],
    ["GF FLOUR 1.5 KG", { value: 1500, unit: "g" }],
    ["GF FLOUR 1,5 KG", { value: 1500, unit: "g" }],
    ["Barilla Gluten Free Penne 340 g", { value: 340, unit: "g" }],
    ["Catelli Gluten Free Pasta Lasagna, 250 Gram", { value: 250, unit: "g" }],
    ["GF BREAD 454 g", { value: 454, unit: "g" }],
    ["GF SOY SAUCE 500ML", { value: 500, unit: "ml" }],
    ["GF OAT DRINK 1L", { value: 1000, unit: "ml" }],
    ["Oat Milk 1.75 Litre", { value: 1750, unit: "ml" }],
    ["GF LAGER 12 X 355 ML", { value: 4260, unit: "ml" }],
    ["GLUTENBERG BLONDE GF 4X473ML", { value: 1892, unit: "ml" }],
    ["Schar Ciabatta Rolls 4 x 50 g", { value: 200, unit: "g" }],
    ["GF PASTA 1 LB", { value: 453.6, unit: "g" }],
    ["GF ENGLISH MUFFINS 6PK", { value: 6, unit: "each" }],
    ["GF HOT DOG BUNS 6 PACK", { value: 6, unit: "each" }],
    ["GF TORTILLAS 12CT", { value: 12, unit: "each" }],
    ["Gluten Free Bar, Lemon, 16/pack", { value: 16, unit: "each" }],
    ["GF WAFFLES 8PK 280G", { value: 280, unit: "g" }],
  ])("%s → %o", (name, size) => {
    expect(parsePackageSize(name)).toEqual(size);
  });

  it.each(["GF 7 GRAIN BREAD", "PAIN SANS GLUTEN", "Dempster's 12 Grain Bread", "GF TORTILLAS 10-INCH", "GF FLOUR 0 KG", ""])(
    "%s has no size",
    (name) => {
      expect(parsePackageSize(name)).toBeNull();
    },
  );
});
