import { describe, expect, it } from "vitest";
import { consonantSkeleton, createWordResolver, withinOneEdit } from "./resolve-word";

const vocabulary = new Map<string, number>([
  ["bread", 140], ["buns", 40], ["sandwich", 20], ["cookies", 300], ["cakes", 30], ["crackers", 240], ["fish", 30],
  ["fresh", 20], ["sticks", 25], ["quick", 40], ["plain", 10], ["waffles", 30], ["spaghetti", 25], ["fettuccine", 6],
  ["cheese", 120], ["cheerios", 20], ["brownie", 12], ["multigrain", 30], ["chocolate", 400], ["hamburger", 15],
]);
const resolve = createWordResolver(vocabulary);

describe("createWordResolver", () => {
  it("keeps catalog words", () => {
    expect(resolve("bread")).toBe("bread");
  });

  it.each([
    ["brd", "bread"],
    ["bns", "buns"],
    ["sndwch", "sandwich"],
    ["stks", "sticks"],
    ["qck", "quick"],
    ["pln", "plain"],
    ["wffls", "waffles"],
    ["fsh", "fish"],
    ["brwnie", "brownie"],
    ["mltgrn", "multigrain"],
    ["choc", "chocolate"],
    ["hmbrgr", "hamburger"],
    ["ckies", "cookies"],
  ])("expands the till abbreviation %s to %s", (word, expected) => {
    expect(resolve(word)).toBe(expected);
  });

  it.each([
    ["spagetti", "spaghetti"],
    ["fettucini", "fettuccine"],
    ["cheeze", "cheese"],
  ])("corrects the misspelling %s to %s", (word, expected) => {
    expect(resolve(word)).toBe(expected);
  });

  it.each(["churros", "matzo", "udis", "kombucha", "pc"])("leaves %s unknown", (word) => {
    expect(resolve(word)).toBeNull();
  });
});

describe("consonantSkeleton", () => {
  it("keeps the first letter and the consonants", () => {
    expect(consonantSkeleton("cookies")).toBe("cks");
    expect(consonantSkeleton("sandwich")).toBe("sndwch");
    expect(consonantSkeleton("apple")).toBe("apl");
  });
});

describe("withinOneEdit", () => {
  it.each([
    ["cheeze", "cheese", true],
    ["spagetti", "spaghetti", true],
    ["form", "from", true],
    ["penne", "penne", true],
    ["churros", "cheerios", false],
    ["bread", "broad", true],
    ["bread", "brand", false],
  ])("%s ~ %s: %s", (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});
