import { describe, expect, it } from "vitest";
import { loadSiteContent } from "../../content/load-site-content";
import { buildPassages } from "./build-passages";
import { createKnowledgeIndex } from "./knowledge-index";

const passages = buildPassages(loadSiteContent("data"));
const index = createKnowledgeIndex(passages);

describe("knowledge index over the site's content", () => {
  it.each([
    ["Which line do I claim my child's gluten-free bread on?", /33099/],
    ["Can I claim the kilometres I drive to a gluten-free bakery?", /travel|km|kilomet/i],
    ["Are my receipt images stored?", /stored|discarded/i],
    ["How much does premium cost?", /\$12/],
    ["What documents do I need to keep?", /letter/i],
    ["How long should I keep my records?", /6 years|7 years/],
    ["Is rice claimable?", /naturally gluten-free|rice/i],
    ["How do I download my CSV report?", /CSV/],
    ["what is the threshold for medical expenses in 2025", /2,834/],
    ["Which line is my 16-year-old son on?", /33099/],
    ["My mother depends on me, which line?", /33199/],
    ["Can I claim mileage to the grocery store?", /not medical expenses|isn.t travel to obtain medical services|not claimable/],
    ["Is gluten-free wine claimable?", /naturally gluten-free/],
    ["How much is Ontario's medical expense credit?", /Ontario/],
  ])("answers %s from a passage that says it", (question, expected) => {
    const [best] = index.search(question);
    expect(best, question).toBeDefined();
    expect(`${best!.title}\n${best!.text}`).toMatch(expected);
  });

  it("reads this year as the current year", () => {
    const today = new Date("2026-05-01T12:00:00Z");
    const [best] = index.search("What is the medical expense threshold this year?", { today });
    expect(best?.text).toContain("$2,891");
  });

  it("starts the reply at the paragraph that answers", () => {
    const [best] = index.search("How much is Ontario's medical expense credit?");
    expect(best!.text.slice(best!.leadOffset)).toMatch(/^Provinces add their own credits\. Ontario/);
  });

  it("gives every passage its own title, so a cited title names one passage", () => {
    expect(new Set(passages.map((p) => p.title)).size).toBe(passages.length);
  });

  it.each(["What is the weather forecast for Paris tomorrow?", "Who won the hockey game last night?", "hmm"])(
    "finds nothing for %s",
    (question) => expect(index.search(question)).toEqual([]),
  );
});
