import type { Kysely } from "kysely";

/**
 * The Free plan's monthly receipts as numbered slots: (user, month, slot) is the primary key, so two uploads can
 * never take the same slot, on either database, however they interleave. A slot is reserved before the photo is
 * read (receipt_id null, reserved_at set), becomes the receipt when it is stored, and is given back when the read
 * fails; a reservation older than a few minutes (a crashed request) may be taken over.
 *
 * Receipts stored before this migration get their slots here, numbered in upload order within their month
 * (America/Toronto's calendar month, as the quota counts).
 */
const monthOf = (() => {
  const f = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit" });
  return (iso: string) => {
    const parts = Object.fromEntries(f.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
    return `${parts.year}-${parts.month}`;
  };
})();

export const receiptQuotaSlots = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("receipt_quota_slots")
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("month", "text", (c) => c.notNull())
      .addColumn("slot", "integer", (c) => c.notNull())
      // Which request holds the slot while the photo is read: only that request may turn it into its receipt.
      .addColumn("reservation_id", "text", (c) => c.notNull())
      .addColumn("receipt_id", "text", (c) => c.unique().references("receipts.id").onDelete("cascade"))
      .addColumn("reserved_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("receipt_quota_slots_pk", ["user_id", "month", "slot"])
      .execute();

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration sees the schema as it was then
    const old = db as Kysely<any>;
    const receipts = (await old
      .selectFrom("receipts")
      .select(["id", "user_id", "created_at"])
      .orderBy("user_id")
      .orderBy("created_at")
      .orderBy("id")
      .execute()) as { id: string; user_id: string; created_at: string }[];
    const next = new Map<string, number>();
    const rows = receipts.map((r) => {
      const month = monthOf(r.created_at);
      const key = `${r.user_id} ${month}`;
      const slot = (next.get(key) ?? 0) + 1;
      next.set(key, slot);
      return { user_id: r.user_id, month, slot, reservation_id: r.id, receipt_id: r.id, reserved_at: r.created_at };
    });
    for (let i = 0; i < rows.length; i += 500) {
      await old.insertInto("receipt_quota_slots").values(rows.slice(i, i + 500)).execute();
    }
  },
};
