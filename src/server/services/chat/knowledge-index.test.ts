import { describe, expect, it } from "vitest";
import { loadSiteContent } from "../../content/load-site-content";
import { buildPassages } from "./build-passages";
import { createKnowledgeIndex } from "./knowledge-index";

const index = createKnowledgeIndex(buildPassages(loadSiteContent("data")));

describe("knowledge index over the site's content", () => {
  it.each([
    ["Which line do I claim my child's gluten-free bread on?", /line|33099/i],
    ["Can I claim the kilometres I drive to a gluten-free bakery?", /travel|km|kilomet/i],
    ["Are my receipt images stored?", /stored|discarded/i],
    ["How much does premium cost?", /\$12/],
    ["What documents do I need to keep?", /letter/i],
    ["How long should I keep my records?", /6 years|7 years/],
    ["Is rice claimable?", /naturally gluten-free|rice/i],
    ["How do I download my CSV report?", /CSV/],
    ["what is the threshold for medical expenses in 2025", /2,834/],
  ])("answers %s from a passage that says it", (question, expected) => {
    const [best] = index.search(question);
    expect(best, question).toBeDefined();
    expect(`${best!.title}\n${best!.text}`).toMatch(expected);
  });

  it.each(["What is the weather forecast for Paris tomorrow?", "Who won the hockey game last night?", "hmm"])(
    "finds nothing for %s",
    (question) => expect(index.search(question)).toEqual([]),
  );
});
