import { sql } from "kysely";
import type { Database } from "#server/db/open-database";

/**
 * Receipts whose claim lines disagree with their status: a confirmed one must have one line per selected product, a
 * processed one none. A confirmation left half done, by a crash or a copy taken mid-transaction, shows up here.
 */
export async function halfDoneConfirmations(database: Database) {
  const { rows } = await sql<{ id: string; status: string; lines: number | string; selected: number | string }>`
    select r.id, r.status,
      (select count(*) from line_items l where l.receipt_id = r.id) as lines,
      (select count(*) from receipt_items i where i.receipt_id = r.id and i.is_selected = 1 and i.kind = 'item') as selected
    from receipts r`.execute(database.db);
  return rows.filter((r) => Number(r.lines) !== (r.status === "confirmed" ? Number(r.selected) : 0));
}

/** Receipt lines claimed more than once. */
export async function duplicatedClaimLines(database: Database) {
  const { rows } = await sql<{ receipt_item_id: string }>`
    select receipt_item_id from line_items where receipt_item_id is not null
    group by receipt_item_id having count(*) > 1`.execute(database.db);
  return rows;
}
