import { describe, expect, it } from "vitest";
import { createFactIndex } from "./fact-index";
import { loadFacts } from "./load-facts";

const index = createFactIndex(loadFacts("data"));
const best = (question: string, today?: Date) => index.search(question, { today })[0]?.id;

describe("fact index", () => {
  it.each([
    ["Can my wife claim my gluten-free food on her return?", "spouse-claims"],
    ["Do I have to use January to December?", "twelve-month-period"],
    ["Can I claim gluten-free oats?", "oats"],
    ["I live in Quebec, is there a provincial credit?", "quebec"],
    ["Is the refundable medical expense supplement relevant to me?", "supplement"],
    ["Is a wheat allergy enough?", "not-celiac"],
    ["My mother depends on me, which line?", "line-33199"],
    ["How much is Ontario's medical expense credit?", "ontario"],
  ])("answers %s from %s", (question, id) => {
    expect(best(question)).toBe(id);
  });

  it.each(["Can I claim the full price of gluten-free bread?", "can I claim the full price of pasta", "Can I claim the full cost of GF cereal?"])(
    "answers %s with the rule on the full price, not with the food's yes",
    (question) => expect(index.search(question)[0]!.answer).toMatch(/\bnever (claim )?(the|its) full price/),
  );

  it("reads this year as the current year", () => {
    expect(best("What is the medical expense threshold this year?", new Date("2026-05-01T12:00:00Z"))).toBe("threshold-2026");
  });

  it("reads a package size as a question about size", () => {
    expect(best("my gluten-free pasta is 340g and the regular one 900 g, how do I compare?")).toBe("package-size");
  });

  it("does not take a word for a typo of another: 'better' is no 'letter'", () => {
    expect(index.search("How do I get my bread to rise better?")).toEqual([]);
  });

  it("does not answer from words a fact only mentions in passing: shares in a company are no share of the food", () => {
    expect(index.search("Should I buy shares in gluten-free food companies?")).toEqual([]);
  });

  it.each([
    ["Is there a limit to how much gluten-free food I can claim per year?", "no-annual-limit"],
    ["Can I claim xanthan gum?", "flours"],
    ["can I get a copy of all my data", "delete-account"],
  ])("answers %s from %s", (question, id) => {
    expect(best(question)).toBe(id);
  });

  it.each(["What is the weather forecast for Paris tomorrow?", "Who won the hockey game last night?", "Is celiac disease genetic?", "hmm"])(
    "finds nothing for %s",
    (question) => expect(index.search(question)).toEqual([]),
  );
});
