import { describe, expect, it } from "vitest";
import { assembleTextRows, type TextPiece } from "./assemble-text-rows";

const piece = (text: string, u0: number, u1: number, v0: number, v1: number, angle = 0): TextPiece => ({
  text, confidence: 0.9, angle, u0, u1, v0, v1, score: 0.9,
});

describe("assembleTextRows", () => {
  it("puts each name and its price on one row, in reading order, a wide gap kept as three spaces", () => {
    const rows = assembleTextRows([
      piece("4.39", 446, 512, 434, 464),
      piece("MILK 1% 2L", 23, 200, 436, 462),
      piece("SALTED BUTTER 454G", 23, 291, 403, 429),
      piece("6.09", 446, 512, 401, 431),
    ]);
    expect(rows.map((r) => r.text)).toEqual(["SALTED BUTTER 454G   6.09", "MILK 1% 2L   4.39"]);
  });

  it("follows a line's own slope to its price where the rows are not parallel (a photo taken at an angle)", () => {
    // Rows 40 px apart; the name slopes down 4° to the right, so its price sits 35 px lower than the name starts:
    // level with the next row's name in the page's frame, but on the name's own line.
    const slope = (4 * Math.PI) / 180;
    const rows = assembleTextRows([
      piece("GF BREAD", 20, 300, 100, 126, slope),
      piece("6.99", 510, 580, 100, 126, slope),
      piece("MILK", 20, 120, 140, 166),
      piece("4.49", 510, 580, 140, 166),
    ]);
    expect(rows.map((r) => r.text)).toEqual(["GF BREAD   6.99", "MILK   4.49"]);
  });
});
