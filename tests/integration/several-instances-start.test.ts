import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { parseCsvRecords } from "#domain/csv";
import { openDatabase, type Database } from "#server/db/open-database";
import { underStartupLock } from "#server/db/startup-lock";
import { buildServerBundle, startServer, type RunningServer } from "./support/spawn-server";
import { createEmptyPostgresDatabase } from "./support/test-database";

const CATALOG = "data/catalog/products.csv";

const until = async (ready: () => Promise<boolean>) => {
  while (!(await ready())) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe.runIf(process.env.TEST_DATABASE_URL)("several instances starting on one PostgreSQL database", () => {
  let fresh: { url: string; drop(): Promise<void> };
  const opened: Database[] = [];
  const open = () => {
    const database = openDatabase({ databaseUrl: fresh.url, sqlitePath: "" });
    opened.push(database);
    return database;
  };
  beforeAll(async () => {
    fresh = await createEmptyPostgresDatabase("celiacclaim_start");
  });
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    await fresh?.drop();
  });

  it("lets one instance at a time through the start-up lock", async () => {
    const [first, second] = [open(), open()];
    const order: string[] = [];
    let letFirstFinish!: () => void;
    const firstHolds = new Promise<void>((resolve) => (letFirstFinish = resolve));
    const firstRun = underStartupLock(first, async () => {
      order.push("first in");
      await firstHolds;
      order.push("first out");
    });
    await until(async () => order.includes("first in"));
    const secondRun = underStartupLock(second, async () => {
      order.push("second in");
    });
    // The second is seen waiting on the lock by PostgreSQL itself before the first lets go.
    await until(async () => {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted`.execute(first.db);
      return rows[0]!.waiting > 0;
    });
    expect(order).toEqual(["first in"]);
    letFirstFinish();
    await Promise.all([firstRun, secondRun]);
    expect(order).toEqual(["first in", "first out", "second in"]);
  });

  describe("two servers started at once", () => {
    const dir = mkdtempSync(join(tmpdir(), "celiacclaim-start-"));
    let bundle: string;
    const servers: RunningServer[] = [];
    beforeAll(async () => {
      bundle = await buildServerBundle("several-instances-start-test");
    });
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop("SIGTERM")));
      rmSync(dir, { recursive: true, force: true });
    });

    // A ceiling only: two servers migrating and loading the catalog on a machine that may be busy.
    it("both start, the migrations ran once and the catalog is whole", { timeout: 90_000 }, async () => {
      const database = await createEmptyPostgresDatabase("celiacclaim_twostart");
      try {
        const env = (name: string) => ({
          PORT: "0",
          HOST: "127.0.0.1",
          LOG_LEVEL: "warn",
          DATABASE_URL: database.url,
          AUTH_SECRET: "several-instances-secret-0123456789abcdef",
          SQLITE_PATH: join(dir, `${name}.sqlite`),
          OUTBOX_DIR: join(dir, `${name}-outbox`),
          EXTRACTION_ENGINE: "openai",
          VISION_API_BASE_URL: "http://127.0.0.1:9",
          VISION_MODEL: "unused",
        });
        servers.push(...(await Promise.all([startServer(bundle, env("a"), 60_000), startServer(bundle, env("b"), 60_000)])));
        for (const server of servers) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

        const check = openDatabase({ databaseUrl: database.url, sqlitePath: "" });
        try {
          const migrations = await check.db.selectFrom("kysely_migration" as never).select(sql<string>`name`.as("name")).execute();
          const names = migrations.map((m) => m.name);
          expect(new Set(names).size).toBe(names.length);
          expect(names).toContain("017-limit-counters");
          const products = await check.db.selectFrom("products").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
          const catalogIds = new Set(parseCsvRecords(readFileSync(CATALOG, "utf8")).map((r) => r.id));
          expect(Number(products.n)).toBe(catalogIds.size);
        } finally {
          await check.close();
        }
      } finally {
        await Promise.all(servers.splice(0).map((s) => s.stop("SIGTERM")));
        await database.drop();
      }
    });
  });
});
