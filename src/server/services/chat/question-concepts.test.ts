import { describe, expect, it } from "vitest";
import { questionConcepts } from "./question-concepts";

const heads = (question: string, today?: Date) => questionConcepts(question, today).map(([head]) => head ?? "");

describe("questionConcepts", () => {
  it.each([
    ["my 10 year old daughter", "minor"],
    ["my 10-year-old", "minor"],
    ["my son, aged 17", "minor"],
    ["my 20 yo son", "adult"],
    ["my son is 20 and has celiac", "adult"],
    ["my mother is 72 years old", "adult"],
  ])("reads the age in %s as %s, not as numbers", (question, group) => {
    const concepts = heads(question);
    expect(concepts).toContain(group);
    expect(concepts).not.toContain("year");
    expect(concepts.some((c) => /^\d+$/.test(c))).toBe(false);
  });

  it.each(["the period is 12 months", "the rate is 14%", "keep records for 6 years"])(
    "leaves %s alone",
    (question) => expect(heads(question)).not.toEqual(expect.arrayContaining(["minor"])),
  );

  it.each([
    ["is the $7.49 bread all claimable", ["bread", "all", "claimable"]],
    ["my bread was 7.49, is the 7.49 all claimable", ["bread", "all", "claimable"]],
    ["the 14.5% rate in 2025", ["14", "rate", "2025"]],
  ])("takes prices out of %s, with or without their sign, and keeps rates and years", (question, expected) => {
    expect(heads(question)).toEqual(expected);
  });

  it("turns this year and last year into the years themselves", () => {
    const today = new Date("2026-03-15T12:00:00Z");
    expect(heads("the threshold this year", today)).toEqual(["threshold", "2026"]);
    expect(heads("the credit rate for last tax year", today)).toEqual(["credit", "rate", "2025"]);
  });

  it("brings the passages' words along with the asker's own", () => {
    const concepts = questionConcepts("Can I claim gas for driving to the bakery?");
    expect(concepts).toContainEqual(["gas", "travel", "driv", "kilometre"]);
    expect(concepts.find((c) => c[0] === "bakery")).toEqual(["bakery"]);
    expect(questionConcepts("gluten-free beer")).toEqual([["beer", "alcoholic"]]);
  });

  it("has nothing to search for in a question of common words only", () => {
    expect(questionConcepts("what is it?")).toEqual([]);
  });
});
