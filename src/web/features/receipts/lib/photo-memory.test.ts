import { afterEach, describe, expect, it, vi } from "vitest";
import { hasReceiptPhoto, MAX_RECEIPTS_WITH_PHOTOS, receiptPhotoFiles, rememberReceiptPhotos } from "./photo-memory";

const photo = () => new Blob(["jpeg bytes"], { type: "image/jpeg" });

afterEach(() => vi.restoreAllMocks());

describe("photo memory", () => {
  it("keeps a receipt's photos in upload order, by index", () => {
    rememberReceiptPhotos("long", [photo(), photo()]);
    expect(hasReceiptPhoto("long", 0)).toBe(true);
    expect(hasReceiptPhoto("long", 1)).toBe(true);
    expect(hasReceiptPhoto("long", 2)).toBe(false);
    expect(hasReceiptPhoto("never-read", 0)).toBe(false);
  });

  it("gives back the very files it holds, for the device's own copy, and nothing for a receipt it does not hold", () => {
    const [top, bottom] = [photo(), photo()];
    rememberReceiptPhotos("kept", [top, bottom]);
    expect(receiptPhotoFiles("kept")).toEqual([top, bottom]);
    expect(receiptPhotoFiles("kept")[0]).toBe(top);
    expect(receiptPhotoFiles("never-read")).toEqual([]);
  });

  it("releases the photos it replaces", () => {
    const revoke = vi.spyOn(URL, "revokeObjectURL");
    rememberReceiptPhotos("again", [photo(), photo()]);
    rememberReceiptPhotos("again", [photo()]);
    expect(revoke).toHaveBeenCalledTimes(2);
    expect(hasReceiptPhoto("again", 1)).toBe(false);
  });

  it(`forgets the oldest receipt beyond ${MAX_RECEIPTS_WITH_PHOTOS}, releasing its photos`, () => {
    const ids = Array.from({ length: MAX_RECEIPTS_WITH_PHOTOS + 1 }, (_, i) => `r${i}`);
    for (const id of ids.slice(0, -1)) rememberReceiptPhotos(id, [photo()]);
    const revoke = vi.spyOn(URL, "revokeObjectURL");
    rememberReceiptPhotos(ids.at(-1) ?? "", [photo()]);
    expect(hasReceiptPhoto("r0", 0)).toBe(false);
    expect(ids.slice(1).every((id) => hasReceiptPhoto(id, 0))).toBe(true);
    expect(revoke).toHaveBeenCalledTimes(1);
  });
});
