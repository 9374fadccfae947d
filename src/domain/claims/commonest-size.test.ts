import { describe, expect, it } from "vitest";
import { commonestSize } from "./commonest-size";

describe("commonestSize", () => {
  it("is the most frequent size", () => {
    const sizes = [340, 454, 340, 227].map((value) => ({ value, unit: "g" as const }));
    expect(commonestSize(sizes)).toEqual({ value: 340, unit: "g" });
  });

  it("breaks a tie towards the larger package, which never makes the claimed difference larger", () => {
    const sizes = [340, 454, 454, 340].map((value) => ({ value, unit: "g" as const }));
    expect(commonestSize(sizes)).toEqual({ value: 454, unit: "g" });
  });

  it("is null for no sizes", () => {
    expect(commonestSize([])).toBeNull();
  });
});
