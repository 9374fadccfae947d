import { createStore, del, delMany, get, keys, set } from "idb-keyval";

/**
 * The receipt photos kept in this browser (IndexedDB), one entry per user and receipt, never sent anywhere. A key
 * names its user, so one account's photos are never another's on a shared device.
 */
export interface KeptReceiptPhotos {
  userId: string;
  receiptId: string;
  photos: Blob[];
  keptAt: string;
}

const store = () => createStore("celiacclaim-receipt-photos", "photos");
const keyOf = (userId: string, receiptId: string) => `${userId}/${receiptId}`;
const isUsers = (userId: string) => (key: IDBValidKey) => typeof key === "string" && key.startsWith(`${userId}/`);

export async function putPhotos(entry: KeptReceiptPhotos): Promise<void> {
  await set(keyOf(entry.userId, entry.receiptId), entry, store());
}

export async function getPhotos(userId: string, receiptId: string): Promise<KeptReceiptPhotos | undefined> {
  return get<KeptReceiptPhotos>(keyOf(userId, receiptId), store());
}

export async function deletePhotos(userId: string, receiptId: string): Promise<void> {
  await del(keyOf(userId, receiptId), store());
}

export async function receiptIdsOf(userId: string): Promise<string[]> {
  return (await keys(store())).filter(isUsers(userId)).map((key) => String(key).slice(userId.length + 1));
}

export async function deleteAllOf(userId: string): Promise<void> {
  await delMany((await keys(store())).filter(isUsers(userId)), store());
}
