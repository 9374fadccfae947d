import type { Kysely } from "kysely";
import { translatorFor } from "#domain/i18n/translators";
import type { ClaimSummary } from "#domain/api/tax-report";
import { claimableByTaxLine } from "#domain/tax/claimable-by-tax-line";
import { claimableTotalCents } from "#domain/tax/claimable-cents";
import { detailOf, type ClaimLine } from "#domain/tax/claim-line";
import { summariseByProduct } from "#domain/tax/summarise-by-product";
import { buildTaxReportCsv } from "#domain/tax/tax-report-csv";
import type { ReportQuery } from "#domain/tax/tax-report-schemas";
import type { DB } from "../../db/schema";
import { readSaid } from "../../db/json-columns";
import { scopedLineItems } from "./report-scope";

async function loadLines(db: Kysely<DB>, userId: string, query: ReportQuery) {
  const { query: scoped, period } = scopedLineItems(db, userId, query);
  const rows = await scoped
    .select([
      "purchase_date",
      "store",
      "product_name",
      "category",
      "quantity",
      "gf_price_cents",
      "regular_price_cents",
      "regular_product_name",
      "regular_source",
      "regular_source_detail",
      "regular_source_words",
      "difference_cents",
      "share_pct",
      "claimant",
    ])
    .orderBy("purchase_date")
    .orderBy("id")
    .execute();
  const lines: ClaimLine[] = rows.map((r) => ({
    purchaseDate: r.purchase_date,
    store: r.store,
    productName: r.product_name,
    category: r.category,
    quantity: r.quantity,
    gfPriceCents: r.gf_price_cents,
    regularPriceCents: r.regular_price_cents,
    differenceCents: r.difference_cents,
    sharePct: r.share_pct,
    claimant: r.claimant,
    regularProductName: r.regular_product_name,
    regularSource: r.regular_source,
    regularSourceDetail: r.regular_source_detail,
    regularSourceWords: readSaid(r.regular_source_words),
  }));
  return { lines, period };
}

/**
 * The per-line CSV of docs/product-spec.md §7, for the period: one English document whatever the request's language,
 * its header, totals and comparable sources alike (decision 038), as the auditor's trail it has always been.
 */
export async function buildTaxReportDownload(db: Kysely<DB>, userId: string, query: ReportQuery) {
  const { lines } = await loadLines(db, userId, query);
  return buildTaxReportCsv(lines, translatorFor("en-CA"));
}

/**
 * The per-product summary CRA asks claimants to keep (docs/tax-rules.md), with every purchase behind it, in cents: the
 * printable page formats it. Totals are rounded once from the unrounded shares.
 */
export async function buildClaimSummary(db: Kysely<DB>, userId: string, query: ReportQuery): Promise<ClaimSummary> {
  const { lines, period } = await loadLines(db, userId, query);
  const products = summariseByProduct(lines);
  return {
    year: query.year,
    period,
    claimant: query.claimant ?? null,
    products,
    lines: lines.map(detailOf),
    totals: {
      count: Number(lines.reduce((n, l) => n + l.quantity, 0).toFixed(3)),
      incrementalCostCents: claimableTotalCents(lines),
      byTaxLine: claimableByTaxLine(lines),
    },
  };
}
