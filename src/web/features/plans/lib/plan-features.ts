/**
 * The original specification called the paid plan Premium and also branded it Pro; the app says Premium everywhere,
 * so no one wonders if they differ (docs/product-spec.md §1, decision 016).
 */
export const PREMIUM_PLAN_NAME = "Premium";

type Plan = "free" | "premium";

/** The one plan of a server that sells no Premium, with that server's receipts a month (null: no limit). */
export interface OpenPlan {
  receiptsPerMonth: number | null;
}

// docs/product-spec.md §1: what each plan gives, shown alike on the landing pricing and the subscription pages.
const PLAN_FEATURES: Record<Plan, readonly string[]> = {
  free: ["5 receipts per month", "AI receipt scanning", "Basic reports", "Email support"],
  premium: [
    "Unlimited receipts",
    "Advanced AI scanning",
    "Detailed reports and CSV exports",
    "Priority email support",
    "Product database suggestions",
  ],
};

/**
 * What a plan gives. Where this server sells no Premium, Premium's features are open to every account and the
 * receipts a month are the server's own setting (decision 015).
 */
export function featuresOf(plan: Plan | OpenPlan): readonly string[] {
  if (typeof plan === "string") return PLAN_FEATURES[plan];
  const { receiptsPerMonth } = plan;
  return [
    receiptsPerMonth === null ? "Unlimited receipts" : `${receiptsPerMonth} receipts per month`,
    "AI receipt scanning",
    "Detailed reports and CSV exports",
    "Email support",
  ];
}

/** docs/product-spec.md §2: the plan price as the subscription pages write it. */
export const PREMIUM_PRICE_LABEL = "$12/year CAD";
