import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { DomainError } from "#domain/errors";

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
  if (prefix?.[1] && !prefix[1].toLowerCase().startsWith("image/")) throw new DomainError("NOT_AN_IMAGE");
  const payload = (prefix ? base64Image.slice(prefix[0].length) : base64Image).replace(/\s+/g, "");
  if (payload.length === 0) throw new DomainError("IMAGE_EMPTY");
  if (!BASE64.test(payload)) throw new DomainError("IMAGE_NOT_BASE64");
  if ((payload.length * 3) / 4 > MAX_IMAGE_BYTES + 4) throw new DomainError("IMAGE_TOO_LARGE");
  return checkReceiptImage(Buffer.from(payload, "base64"));
}

/** Checks image bytes (an upload's, or a mailed receipt's attachment) before any engine is given them. */
export async function checkReceiptImage(buffer: Buffer): Promise<ReceiptImage> {
  if (buffer.length > MAX_IMAGE_BYTES) throw new DomainError("IMAGE_TOO_LARGE");
  let meta: Metadata;
  try {
    // Reading the header decodes no pixels, so the canvas size can be checked before any decoding happens.
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new DomainError("IMAGE_FORMAT_UNREADABLE");
  }
  if (!meta.format || !FORMATS.has(meta.format)) throw new DomainError("IMAGE_FORMAT_UNREADABLE");
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > MAX_IMAGE_PIXELS) throw new DomainError("IMAGE_TOO_MANY_PIXELS");
  if (width < 50 || height < 50) throw new DomainError("IMAGE_TOO_SMALL");
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
    throw new DomainError("IMAGE_DAMAGED");
  }
}
