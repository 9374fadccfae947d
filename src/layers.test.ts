import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The project's own lint configuration, asked about imports that break the layers (docs/architecture.md).
const eslint = new ESLint();

async function restrictedImports(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from "${specifier}";\nexport const y = x;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

// The first lint loads ESLint and the TypeScript parser: seconds on a busy machine.
describe("lint enforces the layers", { timeout: 30_000 }, () => {
  it.each([
    ["src/domain/claims/example.ts", "../../server/db/schema", /imports only the domain/],
    ["src/domain/example.ts", "../web/lib/api-client", /imports only the domain/],
    ["src/domain/receipt-reading/example.ts", "node:fs", /no I\/O/],
    ["src/web/features/receipts/example.ts", "../../../server/http/error-codes", /over HTTP only/],
    ["src/server/services/receipts/example.ts", "../../../web/lib/cn", /never imports the web app/],
    ["src/domain/claims/example.ts", "#server/db/schema", /imports only the domain/],
    ["src/domain/example.ts", "#web/lib/api-client", /imports only the domain/],
    ["src/web/features/receipts/example.ts", "#server/http/error-codes", /over HTTP only/],
    ["src/server/services/receipts/example.ts", "#web/lib/cn", /never imports the web app/],
    ["src/web/features/receipts/example.ts", "../../../domain/money", /as #domain/],
    ["src/server/services/receipts/example.ts", "../../../domain/money", /as #domain/],
  ])("%s may not import %s", async (file, specifier, message) => {
    const messages = await restrictedImports(file, specifier);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it.each([
    ["src/domain/claims/example.ts", "../gluten-free/food-eligibility"],
    ["src/web/features/receipts/example.ts", "#domain/money"],
    ["src/server/services/receipts/example.ts", "#domain/money"],
    ["src/server/services/receipts/example.ts", "../../db/schema"],
  ])("%s may import %s", async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([]);
  });
});
