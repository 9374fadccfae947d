/** SPEC.md §5 and §9: images over 1 MB are re-encoded as JPEG at quality 0.7 with the longest side at most 1200 px. */
export const RESIZE_ABOVE_BYTES = 1 * 1024 * 1024;
export const MAX_SIDE_PX = 1200;
export const JPEG_QUALITY = 0.7;

export interface ResizeOutcome {
  file: File;
  resized: boolean;
  /** Set when the resize failed and the original is used (SPEC.md's "Resize Failed" toast). */
  failed: boolean;
  beforeKb: number;
  afterKb: number;
}

const kb = (bytes: number) => Math.round(bytes / 1024);

export function targetSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_SIDE_PX / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function resizeToJpeg(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const { width, height } = targetSize(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("Canvas is not available");
    // JPEG has no transparency: paint white first so transparent PNG areas do not turn black.
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
    if (!blob) throw new Error("Could not encode the image");
    return new File([blob], file.name.replace(/\.[^.]+$/, "") + ".jpg", { type: "image/jpeg" });
  } finally {
    bitmap.close();
  }
}

export async function prepareReceiptImage(file: File): Promise<ResizeOutcome> {
  const before = kb(file.size);
  if (file.size <= RESIZE_ABOVE_BYTES) return { file, resized: false, failed: false, beforeKb: before, afterKb: before };
  try {
    const resized = await resizeToJpeg(file);
    return { file: resized, resized: true, failed: false, beforeKb: before, afterKb: kb(resized.size) };
  } catch {
    return { file, resized: false, failed: true, beforeKb: before, afterKb: before };
  }
}

export class FileReadError extends Error {}

/** A data URL of the file; SPEC.md §5's messages when reading fails or gives nothing. */
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
