import { describe, expect, it } from "vitest";
import { trimEndRun, trimStartRun } from "./trim-run";

describe("trimEndRun and trimStartRun", () => {
  it("cut the run at one end only", () => {
    expect(trimEndRun("a.b...", /\./)).toBe("a.b");
    expect(trimStartRun("--a-b", /-/)).toBe("a-b");
    expect(trimEndRun("///", /\//)).toBe("");
    expect(trimStartRun("", /x/)).toBe("");
  });

  it("take a character outside the basic plane whole", () => {
    expect(trimEndRun("bread 🍞🍞", /[^\p{L}]/u)).toBe("bread");
    expect(trimStartRun("🍞 bread", /[^\p{L}]/u)).toBe("bread");
    expect(trimEndRun("x🍞", /\p{L}/u)).toBe("x🍞");
  });
});
