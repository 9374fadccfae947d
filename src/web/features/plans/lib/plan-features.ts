/**
 * The original specification called the paid plan Premium and also branded it Pro; the app says Premium everywhere,
 * so no one wonders if they differ (docs/product-spec.md §1, decision 016).
 */
export const PREMIUM_PLAN_NAME = "Premium";

export type Plan = "free" | "premium";

// docs/product-spec.md §1: what each plan gives, shown alike on the landing pricing and the subscription pages.
export const PLAN_FEATURES: Record<Plan, readonly string[]> = {
  free: ["5 receipts per month", "AI receipt scanning", "Basic reports", "Email support"],
  premium: [
    "Unlimited receipts",
    "Advanced AI scanning",
    "Detailed reports and CSV exports",
    "Priority email support",
    "Product database suggestions",
  ],
};

/** docs/product-spec.md §2: the plan price as the subscription pages write it. */
export const PREMIUM_PRICE_LABEL = "$12/year CAD";
