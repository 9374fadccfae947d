import { keepsPhotos } from "../lib/keep-photos-setting";
import { deleteAllOf, deletePhotos, getPhotos, putPhotos, receiptIdsOf } from "../lib/photo-store";

/** What other features may do with the photos kept on this device (see lib/photo-store.ts). */

/** Keeps a saved receipt's photos on this device when the user asked for it here; false when not kept. */
export async function keepIfWanted(userId: string, receiptId: string, photos: readonly Blob[], now: Date): Promise<boolean> {
  if (!keepsPhotos() || photos.length === 0) return false;
  await putPhotos({ userId, receiptId, photos: [...photos], keptAt: now.toISOString() });
  return true;
}

/** The kept photos of these receipts, by receipt id; a receipt with none on this device is left out. */
export async function keptPhotosOf(userId: string, receiptIds: readonly string[]): Promise<Map<string, Blob[]>> {
  const found = new Map<string, Blob[]>();
  for (const receiptId of new Set(receiptIds)) {
    const entry = await getPhotos(userId, receiptId);
    if (entry && entry.photos.length > 0) found.set(receiptId, entry.photos);
  }
  return found;
}

export const forgetReceiptPhotos = (userId: string, receiptId: string) => deletePhotos(userId, receiptId);
export const forgetAllPhotosOf = (userId: string) => deleteAllOf(userId);
export const countKeptReceipts = async (userId: string) => (await receiptIdsOf(userId)).length;
