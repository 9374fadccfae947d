import { describe, expect, it } from "vitest";
import { letterKey, levenshtein, similarity, stripAccents, wordKey } from "./normalise-text";

describe("text helpers", () => {
  it("folds accents and builds keys", () => {
    expect(stripAccents("ÉCONOMIE à BIENTÔT")).toBe("ECONOMIE a BIENTOT");
    expect(wordKey("Nombre d'articles: 17")).toBe("NOMBRE D ARTICLES 17");
    expect(wordKey("T & T #12")).toBe("T & T #12");
    expect(letterKey("SOUS -T0TAL 1")).toBe("SOUSTOTAL");
  });

  it("measures edit distance and similarity", () => {
    expect(levenshtein("KRAFT DINNER 200G", "KRAFT DINNER 2006G")).toBe(1);
    expect(levenshtein("", "ABC")).toBe(3);
    expect(similarity("LOBLAWS", "LOBLAVS")).toBeCloseTo(6 / 7);
    expect(similarity("", "")).toBe(1);
  });
});
