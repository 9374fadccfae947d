import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// A clone must stand on its own (decision 020): what the code, tests and documents cite is in the repository.
const ROOT = join(import.meta.dirname, "..");
const FOLDERS = ["src", "tests", "scripts", "bench", "docs", ".ci"];
const TEXT = /\.(ts|tsx|mjs|js|md|json|sh|css|html)$|^run$/;
const SKIP = new Set(["node_modules", "fixtures", "dist"]);

function* textFiles(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    if (SKIP.has(name)) continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* textFiles(path);
    else if (TEXT.test(name)) yield path;
  }
}

const files = [join(ROOT, "README.md"), ...FOLDERS.filter((f) => existsSync(join(ROOT, f))).flatMap((f) => [...textFiles(join(ROOT, f))])];
const THIS_FILE = relative(ROOT, import.meta.filename);

/** Each match of `pattern` in the repository's text files, as "file: match". */
function occurrences(pattern: RegExp): string[] {
  return files.flatMap((file) => {
    const name = relative(ROOT, file);
    if (name === THIS_FILE) return [];
    return [...readFileSync(file, "utf8").matchAll(pattern)].map((m) => `${name}: ${m[0]}`);
  });
}

describe("the repository stands on its own", () => {
  it("names none of the documents that lived beside the first checkout", () => {
    expect(occurrences(/\b(?:SPEC|DOMAIN|DESIGN)\.md\b|\.\.\/shared\//g)).toEqual([]);
  });

  it("cites only documents that exist", () => {
    const cited = occurrences(/\bdocs\/[\w./-]+\.md\b/g);
    expect(cited.length).toBeGreaterThan(50);
    const missing = cited.filter((c) => !existsSync(join(ROOT, c.slice(c.indexOf(": ") + 2))));
    expect(missing).toEqual([]);
  });
});
