import { describe, expect, it } from "vitest";
import { questionIntents } from "./question-intents";

describe("questionIntents", () => {
  it.each([
    ["Can my wife claim my gluten-free food on her return?", "spouse"],
    ["Do I have to use January to December?", "period"],
    ["Is a wheat allergy enough?", "who"],
    ["I live in Quebec, is there a provincial credit?", "province"],
    ["Is the refundable medical expense supplement relevant to me?", "supplement"],
    ["Which line is my 16-year-old on?", "line"],
    ["Do I mail my receipts with my return?", "send"],
    ["Can I claim from October to September?", "period"],
    ["Is Ottawa going to change the rules for celiacs?", "change"],
  ])("reads %s as a question about %s", (question, intent) => {
    expect(questionIntents(question)).toContain(intent);
  });

  it("reads 'can I claim' as the question only when nothing more precise is asked", () => {
    expect([...questionIntents("Can I claim gluten-free oats?")]).toEqual(["claimable"]);
    expect(questionIntents("Can I claim the shipping on my order?")).not.toContain("claimable");
  });

  it("reads a diagnosis as the asker's circumstance, not as a question about who may claim", () => {
    expect(questionIntents("My son was just diagnosed. Can I claim his bread?")).not.toContain("who");
  });

  it("finds no intent in a question asked in none of the known ways", () => {
    expect(questionIntents("Is celiac disease genetic?").size).toBe(0);
  });
});
