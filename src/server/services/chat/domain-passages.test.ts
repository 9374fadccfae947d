import { describe, expect, it } from "vitest";
import { excerpt } from "./compose-answer";
import { DOMAIN_PASSAGES } from "./domain-passages";
import { CLAIM_LINES, CRA_INDEXATION, FINANCE_TAX_CUT, TRAVEL_RATES, type RuleSource } from "./rule-sources";

// Figures and the one public page that states them; a passage quoting one must cite that page.
const FIGURE_SOURCES: [string, RegExp, RuleSource][] = [
  ["federal credit rates", /\b1[45](\.5)?%/, FINANCE_TAX_CUT],
  ["yearly threshold amounts and indexation", /\$2,(635|759|834|891)|\bindex/i, CRA_INDEXATION],
  ["claim lines", /\b33[01]99\b/, CLAIM_LINES],
  ["per-kilometre rates", /¢/, TRAVEL_RATES],
];

describe("rule passages", () => {
  it.each(DOMAIN_PASSAGES)("$id cites the public page that states its figures", (passage) => {
    expect(passage.url).toMatch(/^https:\/\//);
    for (const [, figures, source] of FIGURE_SOURCES) {
      if (figures.test(passage.text)) expect(passage.url).toBe(source.url);
    }
  });

  it.each(DOMAIN_PASSAGES)("$id fits in one reply whole", (passage) => {
    expect(excerpt(passage.text)).toBe(passage.text);
  });

  it.each(FIGURE_SOURCES)("some passage gives the %s", (_name, figures) => {
    expect(DOMAIN_PASSAGES.some((p) => figures.test(p.text))).toBe(true);
  });
});
