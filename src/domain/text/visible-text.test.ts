import { describe, expect, it } from "vitest";
import { hasInvisibleCharacters } from "./visible-text";

describe("hasInvisibleCharacters", () => {
  it.each([
    ["a right-to-left override", "GF Bread \u202eexe.txt"],
    ["a left-to-right isolate", "\u2066Udi's\u2069"],
    ["a zero-width space", "GF\u200bBread"],
    ["a byte order mark", "\ufeffBread"],
    ["a soft hyphen", "Bre\u00adad"],
    ["a right-to-left mark", "Bread\u200f"],
    ["a Hangul filler", "\u3164"],
  ])("finds %s", (_what, text) => {
    expect(hasInvisibleCharacters(text)).toBe(true);
  });

  it.each(["Pain sans gluten", "Crème brûlée", "面包", "خبز بدون غلوتين", "नान\u200d", "می\u200cخواهم", "👩‍👩‍👧 family pack", "Udi's 12 oz"])(
    "accepts %j",
    (text) => {
      expect(hasInvisibleCharacters(text)).toBe(false);
    },
  );
});
