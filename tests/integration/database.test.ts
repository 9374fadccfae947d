import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { betterAuth } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import { bearer, magicLink } from "better-auth/plugins";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#server/db/migrate";
import { seedCatalog } from "#server/db/seed-catalog";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "./support/test-database";

const CATALOG = `id,name,brand,category,size_value,size_unit,price_cents,unit_price_cents_per_100,source,observed_on,vendor
t-1,"Dempster's Original White Bread",Dempster's,Bread,675,g,399,59,statcan_18100245,2026-06-01,Canada average
t-2,"Catelli Spaghetti, Family Size",Catelli,Pasta & Noodles,900,g,349,39,hammer_thk421,2024-11-20,Loblaws
t-3,Bad Row Without Price,,Bread,,,,,x,2024-01-01,
`;

describe.each(DATABASE_KINDS)("database on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it("is fully migrated for better-auth by our own migrations", async () => {
    const auth = betterAuth({
      secret: "test-secret-that-is-long-enough-0123456789",
      baseURL: "http://localhost:3999",
      telemetry: { enabled: false },
      logger: { disabled: true },
      database: { db: t.database.db, type: t.database.dialect },
      emailAndPassword: { enabled: true },
      plugins: [bearer(), magicLink({ sendMagicLink: async () => {} })],
    });
    const { toBeCreated, toBeAdded } = await getMigrations(auth.options);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });

  it("runs migrations once: a second run applies nothing", async () => {
    expect(await migrateToLatest(t.database)).toEqual([]);
  });

  it("keeps no size columns on receipt lines: a line's size is read from its name", async () => {
    const tables = await t.database.db.introspection.getTables();
    const columns = tables.find((table) => table.name === "receipt_items")?.columns.map((c) => c.name) ?? [];
    expect(columns).toContain("comparison_json");
    expect(columns).not.toContain("size_value");
    expect(columns).not.toContain("size_unit");
  });

  it("seeds the catalog, skipping broken rows, and upserts on a re-run", async () => {
    const dir = mkdtempSync(join(tmpdir(), "catalog-"));
    const path = join(dir, "products.csv");
    writeFileSync(path, CATALOG);
    expect(await seedCatalog(t.database, path)).toBe(2);
    writeFileSync(path, CATALOG.replace(",349,", ",379,"));
    expect(await seedCatalog(t.database, path)).toBe(2);
    const rows = await t.database.db.selectFrom("products").selectAll().orderBy("id").execute();
    expect(rows.map((r) => [r.id, r.name, r.price_cents, r.size_value])).toEqual([
      ["t-1", "Dempster's Original White Bread", 399, 675],
      ["t-2", "Catelli Spaghetti, Family Size", 379, 900],
    ]);
  });

  it("does nothing when there is no catalog file", async () => {
    expect(await seedCatalog(t.database, "/nonexistent/products.csv")).toBe(0);
  });
});
