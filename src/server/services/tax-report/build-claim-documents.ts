import type { Kysely } from "kysely";
import { isClaimant, type Claimant } from "../../../domain/tax/claimant";
import { summariseByProduct } from "../../../domain/tax/summarise-by-product";
import { buildTaxReportCsv } from "../../../domain/tax/tax-report-csv";
import type { ReportQuery } from "../../../domain/tax/tax-report-schemas";
import type { DB } from "../../db/schema";
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
      "difference_cents",
      "share_pct",
      "claimant",
    ])
    .orderBy("purchase_date")
    .orderBy("id")
    .execute();
  return { rows, period };
}

const claimantOf = (value: string): Claimant => (isClaimant(value) ? value : "self");

/** SPEC.md's per-line CSV for the period. */
export async function buildTaxReportDownload(db: Kysely<DB>, userId: string, query: ReportQuery) {
  const { rows } = await loadLines(db, userId, query);
  return buildTaxReportCsv(
    rows.map((r) => ({
      purchaseDate: r.purchase_date,
      store: r.store,
      productName: r.product_name,
      category: r.category,
      quantity: r.quantity,
      gfPriceCents: r.gf_price_cents,
      regularPriceCents: r.regular_price_cents,
      regularProductName: r.regular_product_name,
      differenceCents: r.difference_cents,
      sharePct: r.share_pct,
      claimant: claimantOf(r.claimant),
    })),
  );
}

/** The per-product summary CRA asks claimants to keep (DOMAIN.md), in cents: the printable page formats it. */
export async function buildClaimSummary(db: Kysely<DB>, userId: string, query: ReportQuery) {
  const { rows, period } = await loadLines(db, userId, query);
  const products = summariseByProduct(
    rows.map((r) => ({
      productName: r.product_name,
      category: r.category,
      gfPriceCents: r.gf_price_cents,
      regularPriceCents: r.regular_price_cents,
      differenceCents: r.difference_cents,
      quantity: r.quantity,
      sharePct: r.share_pct,
      regularProductName: r.regular_product_name,
    })),
  );
  return {
    year: query.year,
    period,
    claimant: query.claimant ?? null,
    products,
    totals: {
      count: products.reduce((n, p) => n + p.count, 0),
      incrementalCostCents: products.reduce((n, p) => n + p.incrementalCostCents, 0),
    },
  };
}
