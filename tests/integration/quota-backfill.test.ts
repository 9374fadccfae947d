import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { receiptQuotaSlots } from "#server/db/migrations/008-receipt-quota-slots";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "./support/test-database";

describe.each(DATABASE_KINDS)("migration 008 on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it("gives receipts stored before it their slots, numbered in upload order within Toronto's month", async () => {
    const { db } = t.database;
    const at = "2026-01-01T00:00:00.000Z";
    await db.insertInto("user").values({ id: "u1", name: "", email: "u1@example.ca", emailVerified: kind === "sqlite" ? 0 : false, image: null, createdAt: at, updatedAt: at }).execute();
    const receipt = (id: string, created_at: string) => ({ id, user_id: "u1", engine: "ocr" as const, image_sha256: id, created_at, confirmed_at: null,
      store: null, address: null, purchase_date: null, subtotal_cents: null, total_cents: null, balanced: null });
    await db
      .insertInto("receipts")
      .values([
        receipt("a", "2026-11-03T12:00:00.000Z"),
        receipt("b", "2026-12-01T04:30:00.000Z"), // 23:30 on November 30 in Toronto
        receipt("c", "2026-12-01T05:30:00.000Z"),
        receipt("d", "2026-11-01T03:00:00.000Z"), // 23:00 on October 31 in Toronto
      ])
      .execute();
    await db.schema.dropTable("receipt_quota_slots").execute();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration takes a schema-less Kysely
    await receiptQuotaSlots.up(db as any);
    const slots = await db.selectFrom("receipt_quota_slots").select(["receipt_id", "month", "slot"]).orderBy("receipt_id").execute();
    expect(slots).toEqual([
      { receipt_id: "a", month: "2026-11", slot: 1 },
      { receipt_id: "b", month: "2026-11", slot: 2 },
      { receipt_id: "c", month: "2026-12", slot: 1 },
      { receipt_id: "d", month: "2026-10", slot: 1 },
    ]);
  });
});
