import { describe, expect, it } from "vitest";
import type { Fact } from "./fact";
import { english } from "./languages/english";
import { french } from "./languages/french";
import { loadFacts } from "./load-facts";
import { alignLexicon } from "./parallel-lexicon";

const source = { name: "CRA", url: "https://www.canada.ca/" };
const fact = (id: string, topic: string, answer: string, detail: string): Fact => ({ id, intent: "claimable", topic, about: [], answer, detail, source });

// Three facts in both languages, translated freely as the real ones are.
const en = [
  fact("flours", "Flour from rice", "Yes: flour from rice counts when it replaces wheat flour.", "Compare the flour from rice with a wheat flour of the same size."),
  fact("bread", "Bread", "Yes: gluten-free bread counts.", "Compare it with a regular bread."),
  fact("pasta", "Pasta", "Yes: corn pasta counts.", "Compare the corn pasta with regular pasta; keep the receipt."),
];
const fr = [
  fact("flours", "Farine de riz", "Oui : la farine de riz compte quand elle remplace la farine de blé.", "Comparez la farine de riz à une farine de blé du même format."),
  fact("bread", "Pain", "Oui : le pain sans gluten compte.", "Comparez-le à un pain ordinaire."),
  fact("pasta", "Pâtes", "Oui : les pâtes de maïs comptent.", "Comparez les pâtes de maïs aux pâtes ordinaires; gardez le reçu."),
];
const lexicon = alignLexicon({ facts: fr, language: french }, { facts: en, language: english });

describe("a lexicon learned from parallel facts", () => {
  it("renders a word by the word that shares its fields across the translations", () => {
    expect(lexicon.get("pain")).toEqual(["bread"]);
    expect(lexicon.get("pate")).toEqual(["pasta"]);
  });

  it("ranks first, of two words that always go together (« farine de riz », \"rice flour\"), the one spelt alike", () => {
    expect(lexicon.get("riz")?.[0]).toBe("rice");
  });

  it("does not render a word by one that met it in a single field, which may be chance", () => {
    expect(lexicon.get("recu")).toBeUndefined();
  });

  it("learns the tax words from the real facts", () => {
    const real = alignLexicon(
      { facts: loadFacts("data", undefined, french), language: french },
      { facts: loadFacts("data", undefined, english), language: english },
    );
    expect(real.get("seuil")).toEqual(["threshold"]);
    expect(real.get("avoin")).toEqual(["oat"]);
    expect(real.get("conjoint")).toContain("spouse");
    expect(real.get("televers")).toEqual(["upload"]);
  });
});
