import { describe, expect, it } from "vitest";
import { findJsonProblem, hasForbiddenCharacters, MAX_JSON_DEPTH } from "./input-guards";

const nestedArrays = (depth: number): unknown => (depth === 1 ? [] : [nestedArrays(depth - 1)]);

describe("hasForbiddenCharacters", () => {
  it("refuses NUL, other control characters, DEL, C1 controls and lone surrogates", () => {
    for (const text of ["\u0000", "a\u0000b", "\u0007", "\u001b[31m", "\u000b", "\u000c", "\u007f", "\u0085", "\ud800", "x\udfff"]) {
      expect(hasForbiddenCharacters(text), JSON.stringify(text)).toBe(true);
    }
  });

  it("lets through ordinary text, tab, line breaks, accents and emoji", () => {
    for (const text of ["", "GF Bread 450 g", "line one\nline two\r\n\tindented", "Crêpes sans gluten", "🍞", "\u00a0 1 234,50 $"]) {
      expect(hasForbiddenCharacters(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe("findJsonProblem", () => {
  it(`accepts nesting up to ${MAX_JSON_DEPTH} levels and refuses one more`, () => {
    expect(findJsonProblem(nestedArrays(MAX_JSON_DEPTH))).toBeNull();
    expect(findJsonProblem(nestedArrays(MAX_JSON_DEPTH + 1))).toBe("too-deep");
    expect(findJsonProblem(JSON.parse("[".repeat(100_000) + "]".repeat(100_000)))).toBe("too-deep");
  });

  it("finds a forbidden character in any string or key, however deep", () => {
    expect(findJsonProblem({ items: [{ name: "GF\u0000 bread" }] })).toBe("forbidden-characters");
    expect(findJsonProblem({ "a\u0000": 1 })).toBe("forbidden-characters");
    expect(findJsonProblem({ message: "Hello,\nis bread claimable?\t", n: 1, ok: true, none: null })).toBeNull();
  });
});
