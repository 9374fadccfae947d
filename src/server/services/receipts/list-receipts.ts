import { sql, type Kysely } from "kysely";
import { centsToDollars } from "#domain/money";
import type { ReceiptSummary } from "#domain/receipts/receipt-view-types";
import type { DB } from "../../db/schema";

/** The user's receipts, newest first: those waiting for review, saved ones, or both. */
export async function listReceipts(
  db: Kysely<DB>,
  userId: string,
  query: { status?: "processed" | "confirmed"; limit: number },
): Promise<ReceiptSummary[]> {
  let q = db
    .selectFrom("receipts as r")
    .select((eb) => [
      "r.id",
      "r.status",
      "r.store",
      "r.purchase_date",
      "r.total_cents",
      "r.created_at",
      "r.confirmed_at",
      eb
        .selectFrom("receipt_items as i")
        .select((e) => e.fn.countAll<string | number>().as("n"))
        .whereRef("i.receipt_id", "=", "r.id")
        .where("i.kind", "=", "item")
        .as("item_count"),
      eb
        .selectFrom("receipt_items as i")
        .select((e) => e.fn.countAll<string | number>().as("n"))
        .whereRef("i.receipt_id", "=", "r.id")
        .where("i.is_gluten_free", "=", 1)
        .as("gf_count"),
      eb
        .selectFrom("line_items as l")
        .select(sql<string | number | null>`sum(l.difference_cents)`.as("d"))
        .whereRef("l.receipt_id", "=", "r.id")
        .as("claimed_cents"),
    ])
    .where("r.user_id", "=", userId);
  if (query.status) q = q.where("r.status", "=", query.status);
  // Saved receipts in the order they were saved; receipts waiting for review in the order they were read.
  const rows = await q
    .orderBy(query.status === "confirmed" ? "r.confirmed_at" : "r.created_at", "desc")
    .orderBy("r.id")
    .limit(query.limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    status: r.status === "confirmed" ? "confirmed" : "processed",
    store: r.store,
    purchaseDate: r.purchase_date,
    total: r.total_cents === null ? null : centsToDollars(r.total_cents),
    createdAt: r.created_at,
    savedAt: r.confirmed_at,
    itemCount: Number(r.item_count ?? 0),
    glutenFreeCount: Number(r.gf_count ?? 0),
    claimedDifference: r.status === "confirmed" ? centsToDollars(Number(r.claimed_cents ?? 0)) : null,
  }));
}
