import { readdirSync } from "node:fs";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// docs/architecture.md: every web feature has the same shape, and only its api/ and components/ are for others.
const FEATURES_DIR = new URL("./web/features/", import.meta.url);
const FOLDERS = ["api", "components", "hooks", "lib"];

describe("every web feature has one shape", () => {
  const features = readdirSync(FEATURES_DIR, { withFileTypes: true });

  it.each(features.map((entry) => [entry.name, entry]))("%s holds only api/, components/, hooks/ and lib/", (_name, entry) => {
    expect(entry.isDirectory()).toBe(true);
    const inside = readdirSync(new URL(`${entry.name}/`, FEATURES_DIR), { withFileTypes: true });
    expect(inside.filter((e) => !e.isDirectory()).map((e) => e.name)).toEqual([]);
    expect(inside.map((e) => e.name).filter((name) => !FOLDERS.includes(name))).toEqual([]);
  });
});

// The project's own lint configuration, asked about imports that cross features.
const eslint = new ESLint();

async function restrictedImports(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from "${specifier}";\nexport const y = x;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

// The first lint loads ESLint and the TypeScript parser: seconds on a busy machine.
describe("lint keeps a feature's hooks/ and lib/ its own", { timeout: 30_000 }, () => {
  it.each([
    ["src/web/features/dashboard/components/example.tsx", "../../receipts/lib/line-status", /hooks\/ and lib\/ are its own/],
    ["src/web/features/dashboard/components/example.tsx", "../../reports/hooks/use-media-query", /hooks\/ and lib\/ are its own/],
    ["src/web/features/landing/api/example.ts", "../../plans/lib/plan-features", /hooks\/ and lib\/ are its own/],
    ["src/web/features/chat/hooks/example.ts", "#web/features/auth/lib/link-error-messages", /hooks\/ and lib\/ are its own/],
    ["src/web/features/blog/components/example.tsx", "../../../features/content/lib/legal-document", /hooks\/ and lib\/ are its own/],
    ["src/web/routes/example.tsx", "../features/reports/hooks/use-focus-return", /hooks\/ and lib\/ are its own/],
    ["src/web/routes/example.tsx", "../features/plans/lib/subscription-state", /hooks\/ and lib\/ are its own/],
    ["src/web/app.tsx", "./features/auth/hooks/redirect-target", /hooks\/ and lib\/ are its own/],
    ["src/web/components/layout/example.tsx", "../../features/receipts/lib/line-text", /hooks\/ and lib\/ are its own/],
    ["src/web/lib/example.ts", "../features/auth/api/use-user", /imports none/],
    ["src/web/lib/example.ts", "#web/features/receipts/lib/line-text", /imports none/],
    // The layers still hold inside a feature, whose own rule replaces the web app's.
    ["src/web/features/reports/components/example.tsx", "#server/http/error-codes", /over HTTP only/],
    ["src/web/routes/example.tsx", "../../domain/money", /as #domain/],
  ])("%s may not import %s", async (file, specifier, message) => {
    const messages = await restrictedImports(file, specifier);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it.each([
    ["src/web/features/dashboard/components/example.tsx", "../../receipts/api/use-receipt-list"],
    ["src/web/features/landing/components/example.tsx", "../../plans/components/plan-feature-list"],
    ["src/web/features/receipts/components/example.tsx", "../lib/line-status"],
    ["src/web/features/receipts/components/example.tsx", "../hooks/use-item-action"],
    ["src/web/features/receipts/components/example.tsx", "../../../lib/format"],
    ["src/web/routes/example.tsx", "../features/reports/api/use-report-scope"],
    ["src/web/routes/example.tsx", "../features/reports/components/year-select"],
    ["src/web/app.tsx", "./features/auth/components/protected-route"],
    ["src/web/components/layout/example.tsx", "../../features/auth/api/use-user"],
    ["src/web/lib/example.ts", "./api-client"],
  ])("%s may import %s", async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([]);
  });
});
