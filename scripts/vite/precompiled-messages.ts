import { readdirSync } from "node:fs";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";
import { isPlainText } from "../../src/domain/i18n/translator";

const MESSAGES_DIR = new URL("../../src/domain/i18n/messages/", import.meta.url);
// The parts of the catalogues the web app reads: every part but the server's own, which never reaches it.
const WEB_PARTS = readdirSync(MESSAGES_DIR).filter((name) => name.endsWith(".ts") && !name.startsWith("server."));

/**
 * The web build's catalogues, parsed at build time (decision 033): the browser then formats each message from its
 * parsed form and the ICU parser (with its table of every region's hour cycles) is left out of the bundle. The
 * plain words stay text (`isPlainText`). The translator reads a message as text or parsed alike, so the server, the tests and `npm run dev` read the text.
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
    async load(id) {
      const part = WEB_PARTS.find((name) => id.endsWith(`/src/domain/i18n/messages/${name}`));
      if (!part) return null;
      const exports = (await import(new URL(part, MESSAGES_DIR).href)) as Record<string, Record<string, string>>;
      return Object.entries(exports)
        .map(([name, messages]) => {
          const parsed = Object.fromEntries(
            Object.entries(messages).map(([key, message]) => [key, isPlainText(message) ? message : parse(message)]),
          );
          return `export const ${name} = ${JSON.stringify(parsed)};`;
        })
        .join("\n");
    },
  };
}
