import { emptySharedPhotos } from "../../receipts/api/shared-photo-inbox";
import { API_READS_CACHE } from "../lib/cached-reads";

const OWNER_KEY = "celiacclaim.offline-data-owner";

/**
 * Forgets the copies of the API's answers this browser keeps for offline reading, and any shared photo not yet taken:
 * at sign-out, at account deletion, and when another account signs in here, so no one sees another's data.
 */
export async function clearOfflineData(): Promise<void> {
  localStorage.removeItem(OWNER_KEY);
  await Promise.all([
    "caches" in window ? window.caches.delete(API_READS_CACHE) : Promise.resolve(false),
    emptySharedPhotos().catch(() => undefined),
  ]);
}

/** Records who the kept copies belong to; when that changes, the copies of the account before are dropped. */
export async function claimOfflineData(userId: string): Promise<void> {
  const owner = localStorage.getItem(OWNER_KEY);
  if (owner !== null && owner !== userId) await clearOfflineData();
  localStorage.setItem(OWNER_KEY, userId);
}
