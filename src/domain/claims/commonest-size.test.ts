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

  it("is null for no sizes, or when no size is shared by a fifth of them", () => {
    expect(commonestSize([])).toBeNull();
    const scattered = [200, 200, 250, 300, 325, 350, 400, 450, 500, 550, 600].map((value) => ({ value, unit: "g" as const }));
    expect(commonestSize(scattered)).toBeNull();
    expect(commonestSize([...scattered, { value: 200, unit: "g" }])).toEqual({ value: 200, unit: "g" });
  });
});
