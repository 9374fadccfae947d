import type { ManifestOptions } from "vite-plugin-pwa";
import { SHARE_TARGET_PATH, SHARED_PHOTOS_FIELD } from "./features/receipts/api/shared-photo-inbox";

/**
 * The web app manifest the build writes (manifest.webmanifest): what a phone needs to install CeliacClaim, and the
 * share target that puts CeliacClaim in the share sheet of a photo (handled by the service worker, src/web/sw.ts).
 */
export const webManifest: Partial<ManifestOptions> = {
  id: "/",
  name: "CeliacClaim",
  short_name: "CeliacClaim",
  description: "Track gluten-free food costs and claim them as a medical expense on your Canadian tax return.",
  lang: "en-CA",
  start_url: "/dashboard",
  scope: "/",
  display: "standalone",
  background_color: "#fafaf9",
  theme_color: "#047857",
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
  share_target: {
    action: SHARE_TARGET_PATH,
    method: "POST",
    enctype: "multipart/form-data",
    params: { files: [{ name: SHARED_PHOTOS_FIELD, accept: ["image/*"] }] },
  },
};
