/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { isPagePath } from "#domain/site/page-routes";
import {
  putSharedPhotos,
  SHARE_TARGET_PATH,
  SHARED_PHOTOS_FIELD,
  SHARED_UPLOAD_URL,
} from "./features/receipts/api/shared-photo-inbox";
import { API_READS_CACHE, isCachedRead } from "./features/offline/lib/cached-reads";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// The built app, every page's chunk included: it opens offline, and stays the version it is until the user reloads
// into a newer one (features/offline/components/update-prompt.tsx asks the waiting worker to take over).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once, so what it reads next is kept for offline; an update waits.
clientsClaim();

self.addEventListener("message", (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

// A page of the app opens the shell; the server still answers every other path (its 404s, /api/auth links, feeds).
registerRoute(
  ({ request, url }) => request.mode === "navigate" && url.origin === self.location.origin && isPagePath(url.pathname),
  createHandlerBoundToURL("index.html"),
);

registerRoute(
  ({ request, url }) => url.origin === self.location.origin && request.method === "GET" && isCachedRead(url.pathname),
  new NetworkFirst({ cacheName: API_READS_CACHE }),
);

// A photo shared from the gallery: kept in this browser for the upload page, never sent anywhere from here.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === SHARE_TARGET_PATH,
  async ({ request }) => {
    const form = await request.formData();
    const photos = form
      .getAll(SHARED_PHOTOS_FIELD)
      .filter((entry): entry is File => entry instanceof File && entry.type.startsWith("image/"));
    await putSharedPhotos(photos, Date.now());
    return Response.redirect(SHARED_UPLOAD_URL, 303);
  },
  "POST",
);
