import { describe, expect, it } from "vitest";
import { keepsOriginal, targetSize } from "./upload-photo-policy";

const MB = 1024 * 1024;

describe("keepsOriginal", () => {
  it("keeps a 12 MP phone photo as it comes", () => {
    expect(keepsOriginal({ type: "image/jpeg", size: 4 * MB }, 4032, 3024)).toBe(true);
    expect(keepsOriginal({ type: "image/webp", size: 8 * MB }, 3024, 4032)).toBe(true);
  });

  it("re-encodes a photo over 8 MB or longer than 4032 px", () => {
    expect(keepsOriginal({ type: "image/png", size: 8 * MB + 1 }, 2000, 3000)).toBe(false);
    expect(keepsOriginal({ type: "image/jpeg", size: 800 * 1024 }, 1198, 4418)).toBe(false);
  });

  it("re-encodes formats the server reads less surely", () => {
    expect(keepsOriginal({ type: "image/gif", size: MB }, 800, 1200)).toBe(false);
    expect(keepsOriginal({ type: "image/bmp", size: MB }, 800, 1200)).toBe(false);
  });
});

describe("targetSize", () => {
  it("caps the longest side at 3200 px and keeps the aspect ratio", () => {
    expect(targetSize(1198, 4418)).toEqual({ width: 868, height: 3200 });
    expect(targetSize(6000, 4000)).toEqual({ width: 3200, height: 2133 });
  });

  it("never enlarges", () => {
    expect(targetSize(640, 480)).toEqual({ width: 640, height: 480 });
  });
});
