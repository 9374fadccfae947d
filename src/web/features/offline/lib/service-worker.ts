import type { Workbox } from "workbox-window";

/**
 * The one registration of the service worker (src/web/sw.ts), in a built app only: `npm run dev` serves modules the
 * worker would not know. A new version waits until the user reloads into it (update-prompt.tsx).
 */
let registering = false;
let workbox: Workbox | null = null;
let updateWaiting = false;
const listeners = new Set<() => void>();

export function registerServiceWorker(): void {
  if (registering || !import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  registering = true;
  // Its own chunk, after the page: the landing page's first JavaScript stays within its budget (npm run audit:web).
  void import("workbox-window").then(({ Workbox: WorkboxWindow }) => start(new WorkboxWindow("/sw.js")));
}

function start(registered: Workbox): void {
  workbox = registered;
  registered.addEventListener("waiting", () => {
    updateWaiting = true;
    for (const listener of listeners) listener();
  });
  // A phone keeps the app open for days: look for a new version whenever it is brought back to the screen.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void workbox?.update().catch(() => undefined);
  });
  // A browser that refuses workers (private mode, a policy) still runs the app, online only.
  registered.register().catch(() => undefined);
}

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isUpdateWaiting = (): boolean => updateWaiting;

/** Lets the waiting version take over, then reloads the page into it. */
export function applyUpdate(): void {
  if (workbox === null) return;
  workbox.addEventListener("controlling", () => window.location.reload());
  workbox.messageSkipWaiting();
}
