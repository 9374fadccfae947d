import { describe, expect, it } from "vitest";
import { queryKind } from "./query-categories";

describe("queryKind", () => {
  it("reads the expanded words in both orders (French puts the head noun first)", () => {
    const kind = queryKind({ name: "MUFFINS ANGL S/GLUTEN" }, ["muffins", "english"]);
    expect(kind.categories).toEqual(new Set(["Baked Goods", "Buns & Bagels"]));
    expect(kind.natural).toBe(false);
  });

  it("keeps a category given by the caller beside its own reading: perogies are a ready meal (Other)", () => {
    expect(queryKind({ name: "GF PEROGIES", category: "Pizza" }, ["perogies"]).categories).toEqual(new Set(["Pizza", "Other"]));
    expect(queryKind({ name: "GF PEROGIES" }, ["perogies"]).categories).toEqual(new Set(["Other"]));
  });

  it("flags naturally gluten-free foods", () => {
    expect(queryKind({ name: "OLD DUTCH GF CHIPS" }, ["old", "chips"]).natural).toBe(true);
    expect(queryKind({ name: "GF CHICKEN NUGGETS" }, ["chicken", "nuggets"]).natural).toBe(false);
  });
});
