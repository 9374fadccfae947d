import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadGreyImage, rotateQuarters } from "./grey-image";

describe("loadGreyImage", () => {
  it("turns a photo as its EXIF orientation says, and scales one over the pixel cap down", async () => {
    // 40 × 20, stored sideways with orientation 6 (turn 90° clockwise to display): shown 20 wide, 40 tall.
    const stored = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#fff" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await loadGreyImage(stored, 10_000)).toMatchObject({ width: 20, height: 40 });
    expect(await loadGreyImage(stored, 200)).toMatchObject({ width: 10, height: 20 });
  });
});

describe("rotateQuarters", () => {
  it("turns a quarter clockwise, and four quarters give the image back", () => {
    const image = { data: Uint8Array.from([1, 2, 3, 4, 5, 6]), width: 3, height: 2 };
    expect(rotateQuarters(image, 1)).toEqual({ data: Uint8Array.from([4, 1, 5, 2, 6, 3]), width: 2, height: 3 });
    expect(rotateQuarters(rotateQuarters(image, 2), 2)).toEqual(image);
  });
});
