import { describe, expect, it } from "vitest";
import { asSizeUnit } from "./types";

describe("asSizeUnit", () => {
  it("keeps the matcher's units and treats anything else as unknown", () => {
    expect(["g", "ml", "each"].map(asSizeUnit)).toEqual(["g", "ml", "each"]);
    expect([null, undefined, "", "kg", "G"].map(asSizeUnit)).toEqual([null, null, null, null, null]);
  });
});
