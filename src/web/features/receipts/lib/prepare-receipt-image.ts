import { JPEG_QUALITY, keepsOriginal, targetSize } from "#domain/receipts/upload-photo-policy";

export interface ResizeOutcome {
  file: File;
  /** Set when the resize failed and the original is used (the "Resize Failed" toast of docs/product-spec.md §8). */
  failed: boolean;
}

async function encodeJpeg(bitmap: ImageBitmap, name: string): Promise<File> {
  const { width, height } = targetSize(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("Canvas is not available");
  // JPEG has no transparency: paint white first so transparent PNG areas do not turn black.
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(bitmap, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
  if (!blob) throw new Error("Could not encode the image");
  return new File([blob], name.replace(/\.[^.]+$/, "") + ".jpg", { type: "image/jpeg" });
}

export async function prepareReceiptImage(file: File): Promise<ResizeOutcome> {
  try {
    // Drawn upright (EXIF orientation applied), so a re-encoded photo looks as it did in the phone's gallery.
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    try {
      if (keepsOriginal(file, bitmap.width, bitmap.height)) return { file, failed: false };
      return { file: await encodeJpeg(bitmap, file.name), failed: false };
    } finally {
      bitmap.close();
    }
  } catch {
    return { file, failed: true };
  }
}

export class FileReadError extends Error {}

/** A data URL of the file; docs/product-spec.md §5's messages when reading fails or gives nothing. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(new FileReadError("Failed to read the image file"));
    reader.onload = () => {
      const result = typeof reader.result === "string" ? reader.result : "";
      if (!result.includes(",") || result.endsWith(",")) reject(new FileReadError("Failed to convert image to base64"));
      else resolve(result);
    };
    reader.readAsDataURL(file);
  });
}
