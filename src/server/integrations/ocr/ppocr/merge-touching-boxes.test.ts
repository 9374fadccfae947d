import { describe, expect, it } from "vitest";
import { mergeTouchingBoxes } from "./merge-touching-boxes";
import { reframe, type TextBox } from "#domain/receipt-reading/text-box";

const box = (u0: number, u1: number, v0: number, v1: number): TextBox => ({ angle: 0, u0, u1, v0, v1, score: 0.9 });
const spans = (boxes: TextBox[]) => boxes.map((b) => [b.u0, b.u1, b.v0, b.v1]);

describe("mergeTouchingBoxes", () => {
  it("compares boxes turned by their own slopes in the page's frame", () => {
    const turned = (b: TextBox, angle: number): TextBox => ({ ...b, angle });
    // Two words of one line, each read with a slightly different slope, far down a photo (v ≈ 3000).
    const a = reframe(box(200, 300, 3000, 3026), 0.02);
    const b = reframe(turned(box(290, 420, 3001, 3027), 0), 0.03);
    const [joined, ...rest] = mergeTouchingBoxes([turned(a, 0.02), turned(b, 0.03)], 0);
    expect(rest).toHaveLength(0);
    expect(joined!.angle).toBeCloseTo(0.025, 2);
  });

  it("joins the overlapping words of one line and keeps the price column apart", () => {
    // Measured on a generated receipt: "196" and "FORT ST" overlap by 14 px; the price sits 170 px away.
    const line = [box(206, 258, 139, 164), box(244, 372, 138, 165), box(542, 600, 139, 165)];
    expect(spans(mergeTouchingBoxes(line, 0))).toEqual([
      [206, 372, 138, 165],
      [542, 600, 139, 165],
    ]);
  });

  it("never joins the lines above and below", () => {
    const stacked = [box(20, 200, 100, 126), box(20, 200, 120, 146), box(150, 300, 140, 166)];
    expect(mergeTouchingBoxes(stacked, 0)).toHaveLength(3);
  });
});
