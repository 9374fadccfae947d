import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";
import { APP_EN_CA } from "../../src/domain/i18n/messages/app.en-CA";
import { APP_FR_CA } from "../../src/domain/i18n/messages/app.fr-CA";
import { FRAME_EN_CA } from "../../src/domain/i18n/messages/frame.en-CA";
import { FRAME_FR_CA } from "../../src/domain/i18n/messages/frame.fr-CA";
import { SITE_EN_CA } from "../../src/domain/i18n/messages/site.en-CA";
import { SITE_FR_CA } from "../../src/domain/i18n/messages/site.fr-CA";

// The parts of the catalogues the web app reads (the server's own part never reaches it), each module's export.
const CATALOGUES: Record<string, { name: string; messages: Record<string, string> }> = {
  "/src/domain/i18n/messages/frame.en-CA.ts": { name: "FRAME_EN_CA", messages: FRAME_EN_CA },
  "/src/domain/i18n/messages/app.en-CA.ts": { name: "APP_EN_CA", messages: APP_EN_CA },
  "/src/domain/i18n/messages/frame.fr-CA.ts": { name: "FRAME_FR_CA", messages: FRAME_FR_CA },
  "/src/domain/i18n/messages/app.fr-CA.ts": { name: "APP_FR_CA", messages: APP_FR_CA },
  "/src/domain/i18n/messages/site.en-CA.ts": { name: "SITE_EN_CA", messages: SITE_EN_CA },
  "/src/domain/i18n/messages/site.fr-CA.ts": { name: "SITE_FR_CA", messages: SITE_FR_CA },
};

/**
 * The web build's catalogues, parsed at build time (decision 033): the browser then formats each message from its
 * parsed form and the ICU parser (with its table of every region's hour cycles) is left out of the bundle. The
 * translator reads a message as text or parsed alike, so the server, the tests and `npm run dev` read the text.
 */
export function precompiledMessages(): Plugin {
  return {
    name: "precompiled-messages",
    apply: "build",
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" }],
      },
    }),
    load(id) {
      const entry = Object.entries(CATALOGUES).find(([path]) => id.endsWith(path))?.[1];
      if (!entry) return null;
      const parsed = Object.fromEntries(Object.entries(entry.messages).map(([key, message]) => [key, parse(message)]));
      return `export const ${entry.name} = ${JSON.stringify(parsed)};`;
    },
  };
}
