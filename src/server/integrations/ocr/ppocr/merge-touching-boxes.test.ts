import { describe, expect, it } from "vitest";
import { mergeTouchingBoxes } from "./merge-touching-boxes";
import type { TextBox } from "./text-box";

const box = (u0: number, u1: number, v0: number, v1: number): TextBox => ({ angle: 0, u0, u1, v0, v1, score: 0.9 });
const spans = (boxes: TextBox[]) => boxes.map((b) => [b.u0, b.u1, b.v0, b.v1]);

describe("mergeTouchingBoxes", () => {
  it("joins the overlapping words of one line and keeps the price column apart", () => {
    // Measured on a generated receipt: "196" and "FORT ST" overlap by 14 px; the price sits 170 px away.
    const line = [box(206, 258, 139, 164), box(244, 372, 138, 165), box(542, 600, 139, 165)];
    expect(spans(mergeTouchingBoxes(line))).toEqual([
      [206, 372, 138, 165],
      [542, 600, 139, 165],
    ]);
  });

  it("never joins the lines above and below", () => {
    const stacked = [box(20, 200, 100, 126), box(20, 200, 120, 146), box(150, 300, 140, 166)];
    expect(mergeTouchingBoxes(stacked)).toHaveLength(3);
  });
});
