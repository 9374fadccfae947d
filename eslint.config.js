import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import regexp from "eslint-plugin-regexp";

function layerRule(files, patterns) {
  return { files: [files], rules: { "no-restricted-imports": ["error", { patterns }] } };
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
  layerRule("src/web/**/*.{ts,tsx}", [
    { regex: "^#server/", message: "The web app talks to the server over HTTP only: import the domain." },
    { regex: "^(\\.\\./)+server(/|$)", message: "The web app talks to the server over HTTP only: import the domain." },
    { regex: "^(\\.\\./)+domain(/|$)", message: "Import the domain as #domain/…" },
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
    files: ["scripts/**", "bench/**", "src/server/main.ts"],
    rules: { "no-console": "off" },
  },
);
