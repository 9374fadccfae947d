import type { LineItemView, TaxSummary } from "#domain/api/tax-report";
import { said } from "#domain/i18n/said";

/** A year's summary of one saved claim line, with the credit in words (no income saved), as the server answers it. */
export function taxSummaryView(year = 2025): TaxSummary {
  return {
    year,
    period: { start: `${year}-01-01`, end: `${year}-12-31` },
    categories: [{ category: "Pasta & Noodles", items_logged: 1, total_gf_spent: 7.98, total_non_gf_cost: 2.25, total_tax_deduction: 5.73 }],
    grandTotals: { itemsLogged: 1, totalGfSpent: 7.98, totalNonGfCost: 2.25, totalTaxDeduction: 5.73 },
    months: [{ month: `${year}-03`, deduction: 5.73 }],
    claimants: [{ claimant: "self", itemsLogged: 1, deduction: 5.73 }],
    taxLines: [{ taxLine: "33099", itemsLogged: 1, deduction: 5.73 }],
    credit: {
      kind: "range",
      year,
      expensesCents: 573,
      fixedThresholdCents: 283_400,
      incomeRateBp: 300,
      federalRateBp: 1500,
      creditAtAnyIncomeCents: 0,
      fixedThresholdFromIncomeCents: 9_446_667,
      creditOnlyBelowIncomeCents: 19_100,
    },
  };
}

/** That summary's one line, as the reports list it. */
export function lineItemView(year = 2025): LineItemView {
  return {
    id: "l1",
    receiptId: "r8",
    purchaseDate: `${year}-03-10`,
    storeLocation: "Sobeys",
    customProductName: "Barilla Gluten Free Spaghetti 340 g",
    price: 7.98,
    originalPrice: 2.25,
    priceDifference: 5.73,
    claimable: 5.73,
    quantity: 1,
    unitPrice: 7.98,
    originalUnitPrice: 2.25,
    category: "Pasta & Noodles",
    regularProductName: null,
    regularSource: "catalog",
    comparableSource: said("comparable.catalogUnrecorded"),
    claimant: "self",
    sharePct: 100,
  };
}
