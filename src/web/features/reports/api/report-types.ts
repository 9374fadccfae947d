import type { ClaimPeriod } from "#domain/tax/claim-period";
import type { Claimant } from "#domain/tax/claimant";
import type { ClaimLineDetail } from "#domain/tax/claim-line";
import type { TaxLineTotal } from "#domain/tax/claimable-by-tax-line";
import type { PrintedClaim } from "#domain/tax/overlapping-prints";
import type { ProductSummaryRow } from "#domain/tax/summarise-by-product";

/**
 * Wire shapes of the tax-report endpoints (docs/product-spec.md §3, §7; amounts in dollars except the claim summary).
 */
export interface LineItem {
  id: string;
  receiptId: string | null;
  purchaseDate: string;
  storeLocation: string | null;
  customProductName: string;
  price: number;
  originalPrice: number;
  priceDifference: number;
  claimable: number;
  quantity: number;
  /** Per-pack prices: the line totals divided by the quantity. */
  unitPrice: number;
  originalUnitPrice: number;
  category: string;
  regularProductName: string | null;
  regularSource: string;
  /** How the comparable price was found, in words. */
  comparableSource: string;
  claimant: string;
  sharePct: number;
}

export interface CategoryTotals {
  category: string;
  items_logged: number;
  total_gf_spent: number;
  total_non_gf_cost: number;
  total_tax_deduction: number;
}

export interface GrandTotals {
  itemsLogged: number;
  totalGfSpent: number;
  totalNonGfCost: number;
  totalTaxDeduction: number;
}

export interface TaxSummary {
  year: number;
  period: ClaimPeriod;
  categories: CategoryTotals[];
  grandTotals: GrandTotals;
  months: { month: string; deduction: number }[];
  claimants: { claimant: string; itemsLogged: number; deduction: number }[];
  taxLines: { taxLine: "33099" | "33199"; itemsLogged: number; deduction: number }[];
}

export interface ReportYears {
  years: number[];
  currentYear: number;
}

export interface ClaimSummary {
  year: number;
  period: ClaimPeriod;
  claimant: Claimant | null;
  products: ProductSummaryRow[];
  lines: ClaimLineDetail[];
  totals: { count: number; incrementalCostCents: number; byTaxLine: TaxLineTotal[] };
}

export interface OverlappingPrints {
  overlapping: PrintedClaim[];
}

/** The scope every report takes (decision 003): tax year, last month of the 12-month period, optional claimant. */
export interface ReportScope {
  year: number;
  endMonth: number;
  claimant: Claimant | null;
}
