import { createStore, delMany, get, set } from "idb-keyval";

/**
 * Photos shared to CeliacClaim from another app (the manifest's share target). The service worker takes the share's
 * POST, puts its images here and opens the upload page, which takes them out: the photos reach our server only
 * through the normal upload, once the user presses Process.
 */
export const SHARE_TARGET_PATH = "/share-target";
export const SHARED_PHOTOS_FIELD = "photos";
/** Where the service worker sends the share on to: the upload page, told to take the photos from the inbox. */
export const SHARED_UPLOAD_URL = "/upload-receipt?shared=1";

const inbox = () => createStore("celiacclaim-shared-photos", "inbox");
const PHOTOS_KEY = "photos";
const SHARED_AT_KEY = "sharedAt";

/** A share not taken within the hour (the user never signed in, say) is not offered later. */
const SHARE_KEPT_MS = 60 * 60 * 1000;

/** Keeps the images of one share, replacing any earlier share not yet taken. */
export async function putSharedPhotos(photos: readonly File[], now: number): Promise<void> {
  const store = inbox();
  await set(PHOTOS_KEY, photos, store);
  await set(SHARED_AT_KEY, now, store);
}

/** The photos of the latest share, once: the inbox is emptied whatever it held. */
export async function takeSharedPhotos(now: number): Promise<File[]> {
  const store = inbox();
  const [photos, sharedAt] = await Promise.all([get<File[]>(PHOTOS_KEY, store), get<number>(SHARED_AT_KEY, store)]);
  await emptySharedPhotos();
  if (!photos || sharedAt === undefined || now - sharedAt > SHARE_KEPT_MS) return [];
  return photos;
}

export async function emptySharedPhotos(): Promise<void> {
  await delMany([PHOTOS_KEY, SHARED_AT_KEY], inbox());
}
