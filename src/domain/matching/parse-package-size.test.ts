import { describe, expect, it } from "vitest";
import { parsePackageSize, readPrintedSizes, readTypedPackageSize } from "./parse-package-size";

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
    // Shelf names (the catalog build reads them too) print sizes in more ways than tills do.
    ["Penne Rigate, 2 x 500 g", { value: 1000, unit: "g" }],
    ["Ginger Ale 355 mL x 12", { value: 4260, unit: "ml" }],
    ["Chewy Bars 42 g, 5 ct, 10 bars", { value: 420, unit: "g" }],
    ["Protein Bar, 20 g of Protein, 5 x 40 g", { value: 200, unit: "g" }],
    ["Oatmeal 30 g serving, 450 g", { value: 450, unit: "g" }],
    ["Peanut Butter Cookies 16 oz", { value: 453.6, unit: "g" }],
    ["Bagels 1.2 kilograms", { value: 1200, unit: "g" }],
    ["Soup 12 fl oz", { value: 354.9, unit: "ml" }],
    ["Plain Bagels, 6 bagels", { value: 6, unit: "each" }],
    ["Hot Dog Buns, pack of 8", { value: 8, unit: "each" }],
    ["Crumpets 12 ct", { value: 12, unit: "each" }],
  ])("%s → %o", (name, size) => {
    expect(parsePackageSize(name)).toEqual(size);
  });

  it.each([
    "GF 7 GRAIN BREAD", "PAIN SANS GLUTEN", "Dempster's 12 Grain Bread", "GF TORTILLAS 10-INCH", "GF FLOUR 0 KG", "",
    "Protein Bar, 20 g protein", "Napkins 250 ct",
  ])("%s has no size", (name) => {
    expect(parsePackageSize(name)).toBeNull();
  });
});

describe("readPrintedSizes", () => {
  it("reads the weight and the count apart, and where the name prints its size", () => {
    const name = "Bagels 6 pack 480 g";
    const sizes = readPrintedSizes(name);
    expect(sizes).toMatchObject({ amount: { value: 480, unit: "g" }, count: 6 });
    expect(sizes.spans.map(([a, b]) => name.slice(a, b)).sort()).toEqual(["480 g", "6 pack"]);
  });

  it("leaves a count of named items in the name: it says what the items are", () => {
    const sizes = readPrintedSizes("Plain Bagels, 6 bagels");
    expect(sizes.count).toBe(6);
    expect(sizes.spans).toEqual([]);
  });
});

describe("package sizes a grocery package can have", () => {
  it.each([
    ["1 g", { value: 1, unit: "g" }],
    ["50 kg", { value: 50_000, unit: "g" }],
    ["20 L", { value: 20_000, unit: "ml" }],
    ["120 ct", { value: 120, unit: "each" }],
  ])("reads the typed %s", (text, size) => expect(readTypedPackageSize(text)).toEqual(size));

  it.each(["1000000000000000000 kg", "10000 kg", "51 kg", "60 L", "0.5 g"])("finds %s out of range, and no name prints it as a size", (text) => {
    expect(readTypedPackageSize(text)).toBe("out-of-range");
    expect(parsePackageSize(`GF FLOUR ${text}`)).toBeNull();
  });

  it.each(["a box", "", "kg"])("finds %j no size at all", (text) => expect(readTypedPackageSize(text)).toBe("unreadable"));
});
