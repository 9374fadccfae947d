import { describe, expect, it } from "vitest";
import { cropBox } from "./crop-box";
import type { GreyImage } from "./grey-image";

/** A faint page: grey ink (120) on a shadowed paper (160), a dark stripe across the middle. */
function faintPage(width: number, height: number): GreyImage {
  const data = new Uint8Array(width * height).fill(160);
  for (let y = Math.floor(height / 3); y < Math.floor((2 * height) / 3); y++) data.fill(120, y * width, (y + 1) * width);
  return { data, width, height };
}

describe("cropBox", () => {
  it("cuts the box at the asked height, one channel, with its contrast stretched to the full range", async () => {
    const crop = await cropBox(faintPage(200, 60), { angle: 0, u0: 0, u1: 200, v0: 0, v1: 60, score: 1 }, 24, 400);
    expect(crop.height).toBe(24);
    expect(crop.width).toBe(80);
    expect(crop.data.length).toBe(crop.width * crop.height);
    expect(Math.min(...crop.data)).toBeLessThan(20);
    expect(Math.max(...crop.data)).toBeGreaterThan(235);
  });

  it("keeps the width within the maximum for a long line", async () => {
    const crop = await cropBox(faintPage(400, 10), { angle: 0, u0: 0, u1: 400, v0: 0, v1: 10, score: 1 }, 48, 160);
    expect(crop.width).toBe(160);
  });
});
