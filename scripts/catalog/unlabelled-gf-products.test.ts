import { describe, expect, it } from "vitest";
import { createDedicatedGfBrandIndex } from "./dedicated-gf-brands";
import { unlabelledGfProducts } from "./unlabelled-gf-products";

const dedicated = createDedicatedGfBrandIndex([
  { brand: "Tinkyada", dedicatedGf: true },
  { brand: "Barilla", dedicatedGf: false },
]);
const row = (product_name: string) => ({ vendor: "SaveOnFoods", product_name });

describe("unlabelledGfProducts", () => {
  it("keeps sized substitutes of a dedicated GF brand or a GF recipe whose names do not say gluten-free", () => {
    const rows = [
      row("Tinkyada - Brown Rice Elbow Pasta, 454 Gram"),
      row("Western Family - Original Rice Crackers, 100 Gram"),
      row("Tinkyada Brown Rice Penne"),
      row("Barilla Gluten Free Penne 340 g"),
      row("Barilla Penne Rigate 410 g"),
      row("Tinkyada Rice Milk 946 mL"),
    ];
    expect(unlabelledGfProducts(rows, "hammer_thk421", dedicated).map((r) => r.name)).toEqual([
      "Tinkyada - Brown Rice Elbow Pasta, 454 Gram",
      "Western Family - Original Rice Crackers, 100 Gram",
    ]);
  });
});
