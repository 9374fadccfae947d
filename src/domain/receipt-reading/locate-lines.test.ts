import { describe, expect, it } from "vitest";
import { locateLines } from "./locate-lines";

describe("locateLines", () => {
  it("finds each line's row in printed order, a repeated name on its own row", () => {
    const rows = ["COSTCO", "435259 2% FINE-FILT   6.69", "435259 2% FINE-FILT   6.69", "2 @ 9.69", "XL EGGS   19.38 H"];
    expect(locateLines(["2% FINE-FILT", "2% FINE-FILT", "XL EGGS"], rows)).toEqual([1, 2, 4]);
  });

  it("gives null for a name no row holds, and goes on from where it was", () => {
    expect(locateLines(["GF BREAD", "MYSTERY", "MILK"], ["GF BREAD 5.99", "MILK 4.49"])).toEqual([0, null, 1]);
  });
});
