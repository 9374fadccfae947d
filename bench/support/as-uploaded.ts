import sharp from "sharp";
import { JPEG_QUALITY, keepsOriginal, targetSize } from "#domain/receipts/upload-photo-policy";

const TYPES: Record<string, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif", heif: "image/heic" };

/**
 * The bytes the upload page would send for this photo file: the file itself when the policy keeps it, else the photo
 * drawn upright and re-encoded as JPEG at the policy's size and quality, as the browser's canvas does.
 */
export async function asUploaded(file: Buffer): Promise<{ bytes: Buffer; reencoded: boolean }> {
  const meta = await sharp(file).metadata();
  // EXIF orientations 5-8 turn the picture a quarter: the browser measures the upright picture.
  const quarter = (meta.orientation ?? 1) >= 5;
  const width = quarter ? meta.height! : meta.width!;
  const height = quarter ? meta.width! : meta.height!;
  if (keepsOriginal({ type: TYPES[meta.format ?? ""] ?? "application/octet-stream", size: file.length }, width, height)) {
    return { bytes: file, reencoded: false };
  }
  const size = targetSize(width, height);
  const bytes = await sharp(file)
    .rotate()
    .flatten({ background: "#ffffff" })
    .resize(size.width, size.height, { fit: "fill" })
    .jpeg({ quality: Math.round(JPEG_QUALITY * 100) })
    .toBuffer();
  return { bytes, reencoded: true };
}
