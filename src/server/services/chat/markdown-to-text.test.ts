import { describe, expect, it } from "vitest";
import { markdownToText } from "./markdown-to-text";

describe("markdownToText", () => {
  it("joins lines wrapped at a fixed width, but keeps list items, numbered steps and paragraphs apart", () => {
    const markdown = [
      "Only the **difference** is claimable. Never claim the",
      "full price of a [gluten-free](/blog/x) item.",
      "",
      "- Bread, pasta",
      "  and cereal.",
      "- Flours",
      "",
      "1. A letter",
      "2. Receipts",
    ].join("\n");
    expect(markdownToText(markdown)).toBe(
      [
        "Only the difference is claimable. Never claim the full price of a gluten-free item.",
        "",
        "• Bread, pasta and cereal.",
        "• Flours",
        "",
        "1. A letter",
        "2. Receipts",
      ].join("\n"),
    );
  });
});
