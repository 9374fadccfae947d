import { describe, expect, it } from "vitest";
import { leadOffset } from "./answer-lead";

const text = "The federal credit is 14%.\n\nOntario adds 5.05% of its own.\n\nQuébec adds 20%.";
const rarity = (term: string) => (term === "credit" ? 0.1 : 1);

describe("leadOffset", () => {
  it("starts at the paragraph that holds the question's rarest words", () => {
    expect(text.slice(leadOffset(text, [["ontario"], ["credit"]], rarity))).toMatch(/^Ontario adds/);
  });

  it("keeps the opening paragraph on a tie or when nothing matches", () => {
    expect(leadOffset(text, [["federal"], ["ontario"]], rarity)).toBe(0);
    expect(leadOffset(text, [["weather"]], rarity)).toBe(0);
  });
});
