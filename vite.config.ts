import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";
import { precompiledMessages } from "./scripts/vite/precompiled-messages";
import { webManifest } from "./src/web/web-manifest";

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [
    react(),
    tailwindcss(),
    precompiledMessages(),
    // Our own service worker (src/web/sw.ts), since the share target and the read-only API cache are ours to write;
    // Workbox precaches the build into it. Registered by the app with a prompt (features/offline), never in `npm run dev`.
    VitePWA({
      strategies: "injectManifest",
      srcDir: ".",
      filename: "sw.ts",
      registerType: "prompt",
      injectRegister: false,
      manifest: webManifest,
      manifestFilename: "manifest.webmanifest",
      includeManifestIcons: true,
      // The whole app, every lazy page included, so any page opens offline once the worker is installed.
      injectManifest: { globPatterns: ["**/*.{js,css,html,svg,png}"] },
      devOptions: { enabled: false },
    }),
  ],
  build: { outDir: "../../dist/web", emptyOutDir: true, sourcemap: false, manifest: true },
  server: { proxy: { "/api": "http://localhost:3000" } },
});
