import { describe, expect, it } from "vitest";
import { stripGeometry } from "./photo-strip-geometry";

const box = { photo: 0, x: 0.1, y: 0.5, width: 0.8, height: 0.01, quarterTurns: 0 };

describe("stripGeometry", () => {
  it("cuts the line with a margin of 15% of its height all round and draws it 96 px high", () => {
    const g = stripGeometry(box, 1000, 4000);
    expect(g?.source.x).toBeCloseTo(94);
    expect(g?.source.y).toBeCloseTo(1994);
    expect(g?.source.width).toBeCloseTo(812);
    expect(g?.source.height).toBeCloseTo(52);
    expect(g?.canvas).toEqual({ width: 1499, height: 96 });
  });

  it("keeps the region inside the photo", () => {
    const g = stripGeometry({ ...box, x: 0, y: 0, width: 1 }, 1000, 4000);
    expect(g?.source).toMatchObject({ x: 0, y: 0, width: 1000 });
    expect(g?.source.height).toBeCloseTo(46);
  });

  it("puts the margin across a sideways line and makes the canvas upright", () => {
    const g = stripGeometry({ photo: 0, x: 0.5, y: 0.1, width: 0.02, height: 0.8, quarterTurns: 1 }, 3000, 1000);
    expect(g?.quarterTurns).toBe(1);
    expect(g?.source.width).toBeCloseTo(78);
    expect(g?.source.height).toBeCloseTo(818);
    expect(g?.canvas).toEqual({ width: 1007, height: 96 });
  });

  it("caps a very long strip's width and reads any number of turns", () => {
    const g = stripGeometry({ ...box, x: 0, width: 1, height: 0.001, quarterTurns: -1 }, 4000, 4000);
    expect(g?.quarterTurns).toBe(3);
    expect(g?.canvas.width).toBeLessThanOrEqual(1600);
  });

  it("gives nothing for a box outside the photo", () => {
    expect(stripGeometry({ ...box, x: 1.2 }, 1000, 1000)).toBeNull();
  });
});
