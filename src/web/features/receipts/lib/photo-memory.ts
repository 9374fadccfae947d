/**
 * The photos of the receipts read in this tab, so the review page can show each item's line from the photo. Held only
 * in this module's memory (object URLs of the files the user picked): they survive moving between pages and are gone
 * on reload. Never uploaded again (decision 008); written to the device's storage only when the user asked this device
 * to keep saved receipts' photos (features/device-photos, decision 032).
 */

/** A few receipts are enough to go back and forth between upload and review; each may hold three large photos. */
export const MAX_RECEIPTS_WITH_PHOTOS = 3;

interface StoredPhoto {
  blob: Blob;
  url: string;
  image: Promise<HTMLImageElement> | null;
}

// Insertion order is the order the receipts were read: the oldest is the first key.
const photosByReceipt = new Map<string, StoredPhoto[]>();

function discard(receiptId: string) {
  for (const photo of photosByReceipt.get(receiptId) ?? []) URL.revokeObjectURL(photo.url);
  photosByReceipt.delete(receiptId);
}

/** Keeps the photos of one receipt, in upload order; replaces any it had and forgets the oldest receipt over the cap. */
export function rememberReceiptPhotos(receiptId: string, photos: readonly Blob[]) {
  discard(receiptId);
  photosByReceipt.set(
    receiptId,
    photos.map((blob) => ({ blob, url: URL.createObjectURL(blob), image: null })),
  );
  for (const oldest of photosByReceipt.keys()) {
    if (photosByReceipt.size <= MAX_RECEIPTS_WITH_PHOTOS) break;
    discard(oldest);
  }
}

/** The photos of a receipt as they were read, for the device's own copy when it keeps them (features/device-photos). */
export function receiptPhotoFiles(receiptId: string): Blob[] {
  return (photosByReceipt.get(receiptId) ?? []).map((photo) => photo.blob);
}

export function hasReceiptPhoto(receiptId: string, photoIndex: number): boolean {
  return photosByReceipt.get(receiptId)?.[photoIndex] !== undefined;
}

/**
 * The photo decoded, or null when this tab does not hold it. An <img> applies EXIF orientation, as the server's
 * boxes assume; the browser may drop its decoded pixels under memory pressure and decode again when drawn.
 */
export function receiptPhoto(receiptId: string, photoIndex: number): Promise<HTMLImageElement> | null {
  const photo = photosByReceipt.get(receiptId)?.[photoIndex];
  if (!photo) return null;
  photo.image ??= loadImage(photo.url);
  return photo.image;
}

function loadImage(url: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.src = url;
  return img.decode().then(() => img);
}
