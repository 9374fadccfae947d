import { describe, expect, it } from "vitest";
import { categoryKind } from "./category-kinds";

describe("categoryKind", () => {
  it.each([
    "GF OATS",
    "Bob's Red Mill Organic Rolled Oats Old Fashioned",
    "100% Whole Grain Large Flake Oats",
    "Apples and Cinnamon Instant Oatmeal",
    "Canada Oat Groats Hulled",
    "GRUAU SANS GLUTEN",
  ])("%s is oats, checked against oats", (name) => {
    expect(categoryKind("Cereal & Oats", name)).toBe("oats and hot cereal");
  });

  it.each([
    "Cheerios Cereal Oat Crunch Almond Family Size",
    "Almond Flavoured Cereal, Honey Bunches Of Oats",
    "Cap'N Crunch Cereal Crunch Berries Corn & Oat",
    "GF HONEY NUT O'S",
    "Nature's Path GF Granola",
  ])("%s is boxed cereal, even with oats in its name", (name) => {
    expect(categoryKind("Cereal & Oats", name)).toBe("boxed cereal");
  });

  it("leaves a category of one kind whole", () => {
    expect(categoryKind("Bread", "GF WHITE BREAD")).toBeNull();
  });
});
