import type { Kysely } from "kysely";
import type { ReportQuery } from "#domain/tax/tax-report-schemas";
import type { LineItemView } from "#domain/api/tax-report";
import type { DB } from "../../db/schema";
import { toLineItemView } from "./line-item-view";
import { scopedLineItems } from "./report-scope";

/** The user's claim lines, newest first: one period when asked for, else all (docs/product-spec.md §7 gf-receipts). */
export async function listLineItems(db: Kysely<DB>, userId: string, query: ReportQuery | null): Promise<LineItemView[]> {
  const base = query
    ? scopedLineItems(db, userId, query).query
    : db.selectFrom("line_items").where("user_id", "=", userId);
  const rows = await base.selectAll().orderBy("purchase_date", "desc").orderBy("created_at", "desc").orderBy("id").execute();
  return rows.map(toLineItemView);
}
