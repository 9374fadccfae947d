import { describe, expect, it } from "vitest";
import { parseGfBrandsCsv } from "./gf-brands";

describe("parseGfBrandsCsv", () => {
  it("reads brand and dedicated_gf, skipping rows without a brand", () => {
    const csv = 'brand,dedicated_gf,source\nUdi\'s,true,a\n,true,b\n"Barilla, GF line",false,c\n';
    expect(parseGfBrandsCsv(csv)).toEqual([
      { brand: "Udi's", dedicatedGf: true },
      { brand: "Barilla, GF line", dedicatedGf: false },
    ]);
  });
});
