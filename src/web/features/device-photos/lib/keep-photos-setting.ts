/**
 * Whether this browser keeps the photo of each receipt saved here. A setting of the device, not of the account: it
 * decides what this phone or computer stores, so it lives in this browser's storage and nowhere else.
 */
const SETTING_KEY = "celiacclaim.keep-receipt-photos";
const listeners = new Set<() => void>();

export const keepsPhotos = (): boolean => localStorage.getItem(SETTING_KEY) === "on";

export function setKeepsPhotos(on: boolean): void {
  if (on) localStorage.setItem(SETTING_KEY, "on");
  else localStorage.removeItem(SETTING_KEY);
  for (const listener of listeners) listener();
}

export function subscribeToKeepsPhotos(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
