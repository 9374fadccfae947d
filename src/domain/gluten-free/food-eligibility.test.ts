import { describe, expect, it } from "vitest";
import { lineEligibility } from "./food-eligibility";

describe("lineEligibility", () => {
  it.each([
    ["GF WHITE BREAD", "substitute", "Bread"],
    ["GF HAMBURGER BUNS", "substitute", "Buns & Bagels"],
    ["GF HOT DOG BUNS", "substitute", "Buns & Bagels"],
    ["GF BREADED CHICKEN BREAST", "substitute", "Frozen Breaded"],
    ["GF BEEF LASAGNA FROZEN", "substitute", "Other"],
    ["GF LASAGNA NOODLES", "substitute", "Pasta & Noodles"],
    ["GF CHICKEN POT PIE", "substitute", "Other"],
  ] as const)("%s with a GF sign is a substitute (%s, %s)", (name, eligibility, category) => {
    expect(lineEligibility(name, true)).toEqual({ eligibility, category });
  });

  it.each([
    ["GF CORN TORTILLAS"],
    ["GF RICE CAKES"],
    ["GF HAMBURGER PATTIES"],
    ["GF BEEF BURGER PATTIES"],
    ["GF HOT DOGS"],
    ["GF SAUSAGES"],
    ["BANANAS"],
    ["MILK 2% 4L"],
    ["GF POTATO CHIPS"],
  ])("%s is naturally gluten-free: never claimable", (name) => {
    expect(lineEligibility(name, true).eligibility).toBe("natural");
  });

  it.each([["GF DOG BISCUITS"], ["GLUTEN FREE CAT TREATS"], ["PAPER TOWELS"]])("%s is not food", (name) => {
    expect(lineEligibility(name, true).eligibility).toBe("not_food");
  });

  it("reads a bread line without a GF sign as unknown (GF bakeries print none), and a name it cannot read as not GF", () => {
    expect(lineEligibility("WHITE LOAF 450G", false)).toEqual({ eligibility: "unknown", category: "Bread" });
    expect(lineEligibility("KOMBUCHA", false).eligibility).toBe("not_gluten_free");
  });

  it("takes a signed line whose food it cannot name for the substitute its label says it is", () => {
    expect(lineEligibility("SCHAR SPECIAL", true)).toEqual({ eligibility: "substitute", category: null });
    expect(lineEligibility("GF OLD EL PASO TACO", true).eligibility).toBe("substitute");
    expect(lineEligibility("GF RICE", true).eligibility).toBe("natural");
  });
});
