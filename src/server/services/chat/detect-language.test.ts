import { describe, expect, it } from "vitest";
import { detectLanguage } from "./detect-language";
import { createChatIndexes } from "./chat-indexes";

const indexes = createChatIndexes("data");
const detect = (question: string, page: "en" | "fr" | null = null) => detectLanguage(question, indexes, page);

describe("detectLanguage", () => {
  it.each([
    "Est-ce que je peux déduire le pain sans gluten?",
    "ma blonde est celiaque, qui doit reclamer?",
    "Quelle ligne pour mon fils de 17 ans",
    "combien de temps garder mes reçus",
  ])("reads %s as French", (question) => expect(detect(question, "en")).toBe("fr"));

  it.each(["Can my wife claim my gluten-free food on her return?", "how long do i keep receipts", "Is a wheat allergy enough?"])(
    "reads %s as English",
    (question) => expect(detect(question, "fr")).toBe("en"),
  );

  it("reads a question made of no marker word by the facts that use its words", () => {
    expect(detect("taux credit federal 2024", "en")).toBe("fr");
    expect(detect("threshold 2024", "fr")).toBe("en");
  });

  it("follows the page's language when the question shows none, else English", () => {
    expect(detect("33099?", "fr")).toBe("fr");
    expect(detect("33099?", null)).toBe("en");
  });
});
