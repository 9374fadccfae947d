import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

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
  {
    // The layers (docs/architecture.md): domain imports nothing of ours outside itself and no I/O, since server and
    // browser share it; server and web import the domain, never each other. src/layers.test.ts proves each rule bites.
    files: ["src/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["node:*", "fs", "path"], message: "Domain code is shared with the browser: no I/O." },
            { regex: "^(\\.\\./)+(server|web|scripts|bench)(/|$)", message: "Domain code imports only the domain." },
          ],
        },
      ],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(\\.\\./)+server(/|$)", message: "The web app talks to the server over HTTP only: import the domain." }] },
      ],
    },
  },
  {
    files: ["src/server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(\\.\\./)+web(/|$)", message: "The server never imports the web app: import the domain." }] },
      ],
    },
  },
  {
    files: ["scripts/**", "bench/**", "src/server/main.ts"],
    rules: { "no-console": "off" },
  },
);
