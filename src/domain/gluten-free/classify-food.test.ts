import { describe, expect, it } from "vitest";
import { classifyFood } from "./classify-food";

// Names from data/catalog/products.csv that the catalog build files under a category: the receipt side's vocabulary
// must read them as the same food, or a GF line and its regular products would never meet.
describe("classifyFood agrees with the catalog's categories", () => {
  it.each([
    ["Dempster's Signature The Classic Sausage Buns", "Buns & Bagels"],
    ["Rana Ravioli 4 Cheese", "Pasta & Noodles"],
    ["Olivieri Three Cheese Tortellini", "Pasta & Noodles"],
    ["Barilla Lasagne", "Pasta & Noodles"],
    ["Casbah Couscous Roasted Garlic and Olive Oil", "Pasta & Noodles"],
    ["Christie Chips Ahoy! Soft Chunky Original", "Cookies & Biscuits"],
    ["Allessia Biscotti Cantuccini With Pistachio Almond", "Cookies & Biscuits"],
    ["Kellogg's Rice Krispies", "Cereal & Oats"],
    ["Grissol Melba Toast Sprouted Grains With Seeds", "Crackers & Pretzels"],
    ["Panache Frozen New York Cheesecake Chocolate Selection", "Baked Goods"],
    ["Crown Danish Babka Choc & Almonds in Bag", "Baked Goods"],
    ["Compliments Chewy Nut Bars Almond Sweet & Salty", "Snack Bars"],
  ])("%s → %s", (name, category) => {
    expect(classifyFood(name)).toEqual({ kind: "substitute", category });
  });

  it("reads meat as meat unless it is coated or in pastry", () => {
    expect(classifyFood("Maple Leaf Bacon").kind).toBe("natural");
    expect(classifyFood("GF Chicken Breast").kind).toBe("natural");
    expect(classifyFood("GF Breaded Chicken Breast")).toEqual({ kind: "substitute", category: "Frozen Breaded" });
    expect(classifyFood("Sausage Rolls")).toEqual({ kind: "substitute", category: "Buns & Bagels" });
  });
});
