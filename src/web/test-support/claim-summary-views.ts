import type { ClaimSummary, LineItemView } from "#domain/api/tax-report";
import { chosenProductDetail } from "#domain/claims/regular-price";
import { detailOf, type ClaimLine } from "#domain/tax/claim-line";
import { summariseByProduct } from "#domain/tax/summarise-by-product";

/** The comparable a test line was saved with: a product the user picked, as the server records it. */
export const PICKED_SPAGHETTI = chosenProductDetail({ name: "Barilla Spaghetti", size: "450 g", vendor: "Walmart", observedOn: "2024-12-02" }, "340 g");

/** A claim line as the reports API answers it, for the claim summary and evidence pack tests. */
export const lineItem = (over: Partial<LineItemView>): LineItemView => ({
  id: "l1",
  receiptId: "r-freshco-0001",
  purchaseDate: "2025-03-12",
  storeLocation: "FreshCo",
  customProductName: "BARILLA GF SPAGHETTI",
  price: 4.99,
  originalPrice: 1.99,
  priceDifference: 3,
  claimable: 3,
  quantity: 1,
  unitPrice: 4.99,
  originalUnitPrice: 1.99,
  category: "Pasta",
  regularProductName: "Barilla Spaghetti 450 g",
  regularSource: "catalog",
  comparableSource: PICKED_SPAGHETTI,
  claimant: "self",
  sharePct: 100,
  ...over,
});

const claimLine = (over: Partial<ClaimLine>): ClaimLine => ({
  purchaseDate: "2025-03-12",
  store: "FreshCo",
  productName: "BARILLA GF SPAGHETTI",
  category: "Pasta",
  quantity: 1,
  gfPriceCents: 499,
  regularPriceCents: 199,
  differenceCents: 300,
  sharePct: 100,
  claimant: "self",
  regularProductName: "Barilla Spaghetti 450 g",
  regularSource: "catalog",
  regularSourceDetail: "Chosen by you: Barilla Spaghetti 450 g (Walmart, 2024-12-02), scaled to 340 g",
  regularSourceWords: PICKED_SPAGHETTI,
  ...over,
});

/** A year's claim summary built by the domain's own rules from a few lines, as the server builds it. */
export function claimSummaryOf(overs: Partial<ClaimLine>[], claimant: ClaimSummary["claimant"] = null): ClaimSummary {
  const lines = overs.map(claimLine);
  const details = lines.map(detailOf);
  const total = details.reduce((sum, d) => sum + d.claimableCents, 0);
  return {
    year: 2025,
    period: { start: "2025-01-01", end: "2025-12-31" },
    claimant,
    products: summariseByProduct(lines),
    lines: details,
    totals: {
      count: lines.reduce((n, l) => n + l.quantity, 0),
      incrementalCostCents: total,
      byTaxLine: [{ taxLine: "33099", claimableCents: total }],
    },
  };
}
