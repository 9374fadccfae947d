/**
 * What the browser uploads (decision 008): a JPEG, PNG or WebP photo of at most 8 MB and 4032 px on its longest side
 * (a 12 MP phone photo) goes as it is; anything else is re-encoded as JPEG at quality 0.88 with its longest side at
 * most 3200 px. In the domain because the upload page applies it and `bench:extract` sends every photo the same way.
 */
export const KEEP_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/webp"];
export const KEEP_MAX_BYTES = 8 * 1024 * 1024;
export const KEEP_MAX_SIDE_PX = 4032;
export const MAX_SIDE_PX = 3200;
export const JPEG_QUALITY = 0.88;

export function keepsOriginal(file: { type: string; size: number }, width: number, height: number): boolean {
  return KEEP_TYPES.includes(file.type) && file.size <= KEEP_MAX_BYTES && Math.max(width, height) <= KEEP_MAX_SIDE_PX;
}

export function targetSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_SIDE_PX / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
