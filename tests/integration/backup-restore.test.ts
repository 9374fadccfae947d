import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backUp, restoreBackup } from "./support/backup-copy";
import { halfDoneConfirmations } from "./support/claim-consistency";
import { receiptImage } from "./support/receipt-image";
import { readAllTables, tableDifferences } from "./support/table-rows";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";
import { visionItem, visionReceipt } from "./support/vision-receipt";

const RECEIPT = visionReceipt(
  [visionItem("GF BREAD UDIS WHITE", 6.99), visionItem("GF PRETZEL TWISTS", 4.69), visionItem("BANANAS", 1.74)],
  { store: "Loblaws", purchaseDate: "2025-03-14" },
);

describe.each(DATABASE_KINDS)("backup and restore on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  const dir = mkdtempSync(join(tmpdir(), "celiacclaim-backups-"));

  /** A receipt read, one line renamed and the receipt confirmed into claim lines, each through the API. */
  const fileReceipt = async (seed: number, { confirm = true } = {}) => {
    const upload = await t.app.inject({ method: "POST", url: "/api/receipts", headers: { cookie }, payload: { base64Image: await receiptImage(seed) } });
    expect(upload.statusCode).toBe(201);
    const receipt = upload.json<{ id: string; items: { id: string }[] }>();
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/receipt-items/${receipt.items[0]!.id}/details`,
      headers: { cookie },
      payload: { productName: `GF White Bread ${seed}`, price: 7.49 },
    });
    expect(edit.statusCode).toBe(200);
    if (confirm) {
      const confirmed = await t.app.inject({ method: "POST", url: `/api/receipts/${receipt.id}/confirm`, headers: { cookie }, payload: {} });
      expect(confirmed.json()).toMatchObject({ alreadyConfirmed: false, logsCreated: 2 });
    }
    return receipt.id;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { FREE_RECEIPTS_PER_MONTH: "1000" });
    t.vision.willRead(RECEIPT);
    const res = await t.app.inject({ method: "POST", url: "/api/register", payload: { email: "backup@example.ca", password: "Gluten123" } });
    cookie = cookiesFrom(res);
    for (let seed = 0; seed < 3; seed++) await fileReceipt(seed);
    await fileReceipt(3, { confirm: false });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("restores every row of every table", async () => {
    const source = await readAllTables(t.database);
    for (const table of ["user", "account", "session", "receipts", "receipt_items", "line_items", "receipt_quota_slots", "products"]) {
      expect(source.get(table)?.length, table).toBeGreaterThan(0);
    }
    const copy = await restoreBackup(kind, await backUp(t.database, dir));
    try {
      expect(tableDifferences(source, await readAllTables(copy.database), { exact: true })).toEqual([]);
    } finally {
      await copy.drop();
    }
  });

  it("takes a consistent copy while receipts keep being filed", async () => {
    const before = await readAllTables(t.database);
    const filedBeforeBackup: string[] = [];
    let backupStarted = false;
    let backupDone = false;
    let filedAfterBackup = 0;
    let seed = 100;
    // Each writer files receipts until the backup is over and two more have been filed after it.
    const writer = async () => {
      while (!backupDone || filedAfterBackup < 2) {
        const id = await fileReceipt(seed++);
        if (!backupStarted) filedBeforeBackup.push(id);
        if (backupDone) filedAfterBackup++;
      }
    };
    const writers = Promise.all([writer(), writer(), writer()]);
    while (filedBeforeBackup.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    backupStarted = true;
    const file = await backUp(t.database, dir);
    backupDone = true;
    await writers;
    const after = await readAllTables(t.database);

    const copy = await restoreBackup(kind, file);
    try {
      const restored = await readAllTables(copy.database);
      expect(tableDifferences(before, restored, { exact: false })).toEqual([]);
      for (const [table, rows] of restored) {
        expect(rows.length, table).toBeGreaterThanOrEqual(before.get(table)!.length);
        expect(rows.length, table).toBeLessThanOrEqual(after.get(table)!.length);
      }
      // The writes did overlap: the copy holds some of them, and the source went on past it.
      expect(restored.get("line_items")!.length).toBeGreaterThan(before.get("line_items")!.length);
      expect(restored.get("line_items")!.length).toBeLessThan(after.get("line_items")!.length);
      const saved = await copy.database.db.selectFrom("receipts").select(["id", "status"]).where("id", "in", filedBeforeBackup).execute();
      expect(saved.map((r) => r.status)).toEqual(filedBeforeBackup.map(() => "confirmed"));
      expect(await halfDoneConfirmations(copy.database)).toEqual([]);
    } finally {
      await copy.drop();
    }
  });

  it("notices a row the copy lost or changed", async () => {
    const source = await readAllTables(t.database);
    const copy = await restoreBackup(kind, await backUp(t.database, dir));
    try {
      const line = await copy.database.db.selectFrom("line_items").select("id").executeTakeFirstOrThrow();
      await copy.database.db.deleteFrom("line_items").where("id", "=", line.id).execute();
      await copy.database.db.updateTable("user").set({ name: "Someone else" }).execute();
      const problems = tableDifferences(source, await readAllTables(copy.database), { exact: true });
      expect(problems.filter((p) => p.startsWith("line_items: row missing") && p.includes(line.id))).toHaveLength(1);
      expect(problems.filter((p) => p.startsWith("user: row missing"))).toHaveLength(1);
      expect(problems.filter((p) => p.startsWith("user: unexpected row") && p.includes("Someone else"))).toHaveLength(1);
      expect(problems).toHaveLength(3);
    } finally {
      await copy.drop();
    }
  });
});
