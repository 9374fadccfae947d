import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The project's own lint configuration (eslint.config.js), asked about patterns that take super-linear time. `npm test`
// lints every file under src/ with it, so this file only proves that the rules are on and bite.
const eslint = new ESLint();

async function regexpProblems(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith("regexp/")).map((m) => m.ruleId!);
}

describe("lint refuses patterns that backtrack or rescan super-linearly", { timeout: 30_000 }, () => {
  it.each([
    // The price reader that froze the server: "-", 200 spaces and "x-" took 15 s.
    ["src/domain/example.ts", String.raw`export const signed = /^(-)?\s*(\$)?\s*(-)?\s*([^$-]*?)\s*(\$)?$/;`, "regexp/no-super-linear-backtracking"],
    ["src/server/example.ts", String.raw`export const digits = /^\d*\d\d*$/;`, "regexp/no-super-linear-backtracking"],
    ["src/web/features/example.tsx", String.raw`export const heading = /^#\s+(.+?)\s*$/;`, "regexp/no-super-linear-backtracking"],
    // Searched for, a pattern that ends in `$` is tried from every position of a long run.
    ["src/domain/example.ts", String.raw`export const strip = (text: string) => text.replace(/\s+$/, "");`, "regexp/no-super-linear-move"],
  ])("%s: %s", async (file, source, rule) => {
    expect(await regexpProblems(file, source)).toContain(rule);
  });

  it.each([
    String.raw`export const amount = /^\d{1,3}(?:,\d{3})*(?:\.\d{2})?$/;`,
    String.raw`export const word = /\bGF\b/i;`,
  ])("accepts the linear %s", async (source) => {
    expect(await regexpProblems("src/domain/example.ts", source)).toEqual([]);
  });
});
