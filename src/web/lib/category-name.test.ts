import { describe, expect, it } from "vitest";
import { CATEGORIES } from "#domain/gluten-free/categories";
import { categoryName } from "./category-name";
import { loadCatalogue, translatorFor } from "./translators";

await Promise.all([loadCatalogue("en-CA", ["app"]), loadCatalogue("fr-CA", ["app"])]);
const english = translatorFor("en-CA");
const french = translatorFor("fr-CA");

describe("categoryName", () => {
  it("names each stored category in the reader's language, the English as stored", () => {
    expect(CATEGORIES.map((c) => categoryName(c, english))).toEqual([...CATEGORIES]);
    expect(categoryName("Pasta & Noodles", french)).toBe("Pâtes et nouilles");
    expect(categoryName("Uncategorized", french)).toBe("Non classé");
  });

  it("shows a name outside the catalog's as it came", () => {
    expect(categoryName("Pasta", french)).toBe("Pasta");
  });
});
