import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as auth from "#domain/auth-schemas";
import * as chat from "#domain/content/chat-schemas";
import * as receipts from "#domain/receipts/receipt-schemas";
import * as claimDefaults from "#domain/tax/claim-defaults-schema";
import * as claimDocuments from "#domain/tax/claim-documents-schema";
import * as otherExpenses from "#domain/planner/other-expense-schema";
import * as taxReport from "#domain/tax/tax-report-schemas";
import * as authBodies from "#server/auth/auth-request-bodies";
import * as visionAnswer from "#server/integrations/extraction/openai-receipt-schema";

/**
 * Issue 20, point 1: every string any request (or the vision model's answer) is parsed with has a length bound, so no
 * field can be made to do work in proportion to what is sent. Walks every schema these modules export, through
 * objects, arrays, unions, pipes, optionals and defaults, and names each string without a maximum.
 */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  format?: string;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function unboundedStrings(schema: unknown, path: string, found: string[], seen: Set<unknown>) {
  if (typeof schema !== "object" || schema === null || !("_zod" in schema) || seen.has(schema)) return;
  seen.add(schema);
  const zod = schema as z.ZodType;
  const def = defOf(zod);
  const walk = (child: z.ZodType | undefined, at: string) => unboundedStrings(child, at, found, seen);
  if (def.type === "string" && (zod as unknown as { maxLength: number | null }).maxLength === null) found.push(path);
  for (const [key, child] of Object.entries(def.shape ?? {})) walk(child, `${path}.${key}`);
  walk(def.element, `${path}[]`);
  def.options?.forEach((option, i) => walk(option, `${path}|${i}`));
  walk(def.in, path);
  walk(def.out, path);
  walk(def.innerType, path);
}

const MODULES = { auth, chat, receipts, claimDefaults, claimDocuments, otherExpenses, taxReport, authBodies, visionAnswer };

describe("request schemas", () => {
  it("bound every string they read", () => {
    const found: string[] = [];
    let schemas = 0;
    for (const [name, exports] of Object.entries(MODULES)) {
      for (const [key, value] of Object.entries(exports)) {
        const entries = value instanceof Map ? [...value].map(([k, v]) => [`${key}[${String(k)}]`, v] as const) : [[key, value] as const];
        for (const [label, schema] of entries) {
          if (typeof schema === "object" && schema !== null && "_zod" in schema) schemas++;
          unboundedStrings(schema, `${name}.${label}`, found, new Set());
        }
      }
    }
    expect(schemas).toBeGreaterThan(30);
    expect(found).toEqual([]);
  });

  it("finds an unbounded string where there is one, however deep", () => {
    const found: string[] = [];
    const probe = z.object({
      bounded: z.string().max(3),
      price: z.union([z.string(), z.number()]).optional(),
      lines: z.array(z.object({ name: z.string().trim().default("x") })),
    });
    unboundedStrings(probe, "probe", found, new Set());
    expect(found).toEqual(["probe.price|0", "probe.lines[].name"]);
  });
});
