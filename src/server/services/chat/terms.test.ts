import { describe, expect, it } from "vitest";
import { french } from "./languages/french";
import { termSequence } from "./terms";

describe("termSequence", () => {
  it("brings plurals and -ed, -ing forms to one stem on both sides of a search", () => {
    expect(termSequence("receipts kilometres taxes worked shared")).toEqual(["receipt", "kilometre", "tax", "work", "shar"]);
    expect(termSequence("sharing")).toEqual(termSequence("shared"));
  });

  it("drops accents, pronouns and the words every page shares", () => {
    expect(termSequence("Québec")).toEqual(["quebec"]);
    expect(termSequence("can I claim her gluten-free food?")).toEqual(["claim", "food"]);
  });

  it("leaves out where the asker shops, in either language", () => {
    expect(termSequence("rice pasta from Walmart or Costco")).toEqual(["rice", "pasta"]);
    expect(termSequence("les pâtes de riz que j'achète chez Maxi", french)).not.toContain("maxi");
  });

  it("keeps words whose ending is part of the word", () => {
    expect(termSequence("speed bed")).toEqual(["speed", "bed"]);
  });
});
