import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { AppError } from "../../http/app-error";

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Decompression-bomb guard: a small file may claim a huge canvas; nothing is decoded past this. */
export const MAX_IMAGE_PIXELS = 40_000_000;
const FORMATS = new Set(["jpeg", "png", "webp", "gif", "tiff", "heif", "avif"]);
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

export interface ReceiptImage {
  buffer: Buffer;
  sha256: string;
  width: number;
  height: number;
  format: string;
}

/** Turns the uploaded data URL (or bare base64) into checked image bytes, in memory only. */
export async function decodeReceiptImage(base64Image: string): Promise<ReceiptImage> {
  const prefix = DATA_URL.exec(base64Image);
  if (prefix?.[1] && !prefix[1].toLowerCase().startsWith("image/")) {
    throw new AppError(415, "Only image files can be processed. Please upload a photo of your receipt.");
  }
  const payload = (prefix ? base64Image.slice(prefix[0].length) : base64Image).replace(/\s+/g, "");
  if (payload.length === 0) throw new AppError(400, "The image is empty. Please select a photo of your receipt.");
  if (!BASE64.test(payload)) throw new AppError(400, "The image data is not valid base64.");
  if ((payload.length * 3) / 4 > MAX_IMAGE_BYTES + 4) {
    throw new AppError(413, "The image is larger than 10 MB. Please upload a smaller photo.");
  }
  const buffer = Buffer.from(payload, "base64");

  let meta: Metadata;
  try {
    // Reading the header decodes no pixels, so the canvas size can be checked before any decoding happens.
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(415, "This file is not an image we can read. Please upload a JPEG, PNG or WebP photo.");
  }
  if (!meta.format || !FORMATS.has(meta.format)) {
    throw new AppError(415, "This file is not an image we can read. Please upload a JPEG, PNG or WebP photo.");
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new AppError(413, "The image has too many pixels to process. Please upload a smaller photo.");
  }
  if (width < 50 || height < 50) {
    throw new AppError(422, "The image is too small to read. Please upload a clearer photo of the whole receipt.");
  }
  await checkImageDecodes(buffer);
  return { buffer, sha256: createHash("sha256").update(buffer).digest("hex"), width, height, format: meta.format };
}

/**
 * A cut-off upload has a valid header but no complete picture. Decoding it to a thumbnail reads the whole stream
 * (JPEG shrinks on load, so this stays cheap) and catches that before any engine is given the image.
 */
async function checkImageDecodes(buffer: Buffer): Promise<void> {
  try {
    await sharp(buffer, { failOn: "truncated", limitInputPixels: MAX_IMAGE_PIXELS }).resize(64).raw().toBuffer();
  } catch {
    throw new AppError(422, "This image is damaged or incomplete. Please take the photo again or choose another file.");
  }
}
