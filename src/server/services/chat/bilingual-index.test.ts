import { describe, expect, it } from "vitest";
import { statedWords, translateConcepts, withPivot } from "./bilingual-index";
import { createFactIndex } from "./fact-index";
import type { Fact } from "./fact";
import { english } from "./languages/english";
import { french } from "./languages/french";
import { termSequence } from "./terms";

const source = { name: "CRA", url: "https://www.canada.ca/" };
const fact = (id: string, topic: string, answer: string, detail: string): Fact => ({ id, intent: "retention", topic, about: [], answer, detail, source });

// The French translation of the receipts fact says « les originaux » where the English one names the audit.
const frenchIndex = createFactIndex(
  [
    fact("receipts", "Reçus originaux", "Gardez vos reçus originaux six ans.", "L'ARC peut vous les demander."),
    fact("bread", "Pain", "Le pain sans gluten compte.", "Comparez-le à un pain ordinaire."),
  ],
  french,
);
const englishIndex = createFactIndex(
  [
    fact("receipts", "Original receipts", "Keep your original receipts six years, for an audit.", "The CRA may ask for them in an audit."),
    fact("bread", "Bread", "Gluten-free bread counts.", "Compare it with a regular bread."),
  ],
  english,
);
const word = (text: string) => termSequence(text, french)[0]!;
const lexicon = new Map([
  [word("vérification"), ["audit"]],
  [word("reçus"), ["receipt"]],
  [word("pain"), ["bread"]],
]);
const bilingual = withPivot(frenchIndex, englishIndex, lexicon);

describe("a French index weighing the English facts' evidence", () => {
  const question = "Une vérification de l'ARC, ça touche mes reçus?";

  it("answers from a fact whose English wording covers the question when its French one does not", () => {
    expect(frenchIndex.search(question)).toEqual([]);
    const [best] = bilingual.search(question);
    expect(best?.id).toBe("receipts");
    // In the question's language.
    expect(best?.answer).toBe("Gardez vos reçus originaux six ans.");
  });

  it("keeps its own language's order and facts when both wordings meet the question", () => {
    expect(bilingual.search("Le pain sans gluten compte?").map((f) => f.id)).toEqual(frenchIndex.search("Le pain sans gluten compte?").map((f) => f.id));
  });

  it("hands over a question neither wording covers", () => {
    expect(bilingual.search("Une hypothèque, ça se déduit-tu?")).toEqual([]);
  });

  it("keeps a word with no translation as itself, so the asker's own words still count against coverage", () => {
    expect(translateConcepts([[word("hypothèque")], [word("reçus")]], lexicon)).toEqual([[word("hypothèque")], ["receipt"]]);
  });

  it("renders an asker's word with no translation by its synonyms' translations, and keeps it when they have none", () => {
    // « numériser » is no word of the facts; its synonym « téléverser » is, and the English facts say "upload".
    const withUpload = new Map([...lexicon, [word("téléverser"), ["upload"]]]);
    expect(translateConcepts([[word("numériser"), word("téléverser")]], withUpload)).toEqual([["upload"]]);
    expect(translateConcepts([[word("hypothèque"), word("maison")]], withUpload)).toEqual([[word("hypothèque")]]);
  });

  it("renders an age, a package size and a zero amount by the pivot language's own stated words", () => {
    const stated = statedWords(french, english);
    const minor = [...french.minorWords];
    expect(translateConcepts([minor, [word("reçus")]], lexicon, stated)).toEqual([[...english.minorWords], ["receipt"]]);
    expect(translateConcepts([[...french.adultWords], [...french.sizeWords], [french.zeroWord]], new Map(), stated)).toEqual([
      [...english.adultWords],
      [...english.sizeWords],
      [english.zeroWord],
    ]);
  });
});
