import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import regexp from "eslint-plugin-regexp";
import { readdirSync } from "node:fs";

function layerRule(files, patterns) {
  return { files: Array.isArray(files) ? files : [files], rules: { "no-restricted-imports": ["error", { patterns }] } };
}

// What the web app may import, wherever it is: the domain by its alias, never the server.
const WEB_LAYER = [
  { regex: "^#server/", message: "The web app talks to the server over HTTP only: import the domain." },
  { regex: "^(\\.\\./)+server(/|$)", message: "The web app talks to the server over HTTP only: import the domain." },
  { regex: "^(\\.\\./)+domain(/|$)", message: "Import the domain as #domain/…" },
  {
    regex: "^#domain/i18n/(translators|messages\\.|messages/server\\.)",
    allowTypeImports: true,
    message: "The web app's messages are src/web/lib/translators.ts's: every catalogue would be in the first load (decision 033).",
  },
];

// Every web feature has the same four folders (src/web-features.test.ts checks it): `api/` (the hooks that call the
// server and the types they return), `components/`, `hooks/` and `lib/`. Only `api/` and `components/` may be
// imported from outside the feature; its `hooks/` and `lib/` are its own. Each feature's rule names the others,
// so reaching them by `../../other/lib/x`, `../features/other/hooks/x` or `#web/features/other/x` is refused alike.
const WEB_FEATURES = readdirSync(new URL("./src/web/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const PRIVATE_PART = "/(?!(api|components)/)";
const FEATURE_PRIVATE = "A feature's hooks/ and lib/ are its own: import its api/ or components/ only.";

function featureRule(feature) {
  const others = WEB_FEATURES.filter((name) => name !== feature).join("|");
  return layerRule(`src/web/features/${feature}/**/*.{ts,tsx}`, [
    ...WEB_LAYER,
    { regex: `^(\\.\\./)+(features/)?(${others})${PRIVATE_PART}`, message: FEATURE_PRIVATE },
    { regex: `^#web/features/(${others})${PRIVATE_PART}`, message: FEATURE_PRIVATE },
  ]);
}

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "test-results/", "playwright-report/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["error", "warn"] }],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The layers (docs/architecture.md): the domain imports nothing of ours outside itself and no I/O, since server
  // and browser share it; server and web import the domain through `#domain/*`, never each other. Reaching another
  // layer by a relative path is refused too, so every crossing is visible in its alias. src/layers.test.ts proves
  // each rule bites.
  layerRule("src/domain/**/*.ts", [
    { group: ["node:*", "fs", "path"], message: "Domain code is shared with the browser: no I/O." },
    { regex: "^#(server|web)/", message: "Domain code imports only the domain." },
    { regex: "^(\\.\\./)+(server|web|scripts|bench)(/|$)", message: "Domain code imports only the domain." },
  ]),
  layerRule("src/web/**/*.{ts,tsx}", WEB_LAYER),
  // A file matched by several configurations takes the last one's patterns, so each web rule below repeats WEB_LAYER.
  ...WEB_FEATURES.map(featureRule),
  // Pages and the layout use a feature the way another feature does; src/web/lib, shared by all, uses none.
  layerRule(["src/web/routes/**/*.{ts,tsx}", "src/web/app.tsx", "src/web/components/**/*.{ts,tsx}"], [
    ...WEB_LAYER,
    { regex: `^(\\./|(\\.\\./)+)features/[^/]+${PRIVATE_PART}`, message: FEATURE_PRIVATE },
    { regex: `^#web/features/[^/]+${PRIVATE_PART}`, message: FEATURE_PRIVATE },
  ]),
  layerRule("src/web/lib/**/*.{ts,tsx}", [
    ...WEB_LAYER,
    { regex: "^(\\./|(\\.\\./)+)features/", message: "src/web/lib is shared by every feature: it imports none." },
    { regex: "^#web/features/", message: "src/web/lib is shared by every feature: it imports none." },
  ]),
  layerRule("src/server/**/*.ts", [
    { regex: "^#web/", message: "The server never imports the web app: import the domain." },
    { regex: "^(\\.\\./)+web(/|$)", message: "The server never imports the web app: import the domain." },
    { regex: "^(\\.\\./)+domain(/|$)", message: "Import the domain as #domain/…" },
  ]),
  // A pattern that backtracks super-linearly lets one short request hold the event loop for every user (issue 20:
  // 230 bytes froze the server for 15 s). Both rules judge the pattern itself, so they hold for any input.
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { regexp },
    rules: {
      "regexp/no-super-linear-backtracking": ["error", { report: "potential" }],
      "regexp/no-super-linear-move": ["error", { report: "potential", ignoreSticky: false, ignorePartial: false }],
    },
  },
  {
    files: ["scripts/**", "bench/**", "src/server/main.ts", "src/server/worker.ts"],
    rules: { "no-console": "off" },
  },
);
