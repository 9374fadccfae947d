/**
 * The original specification called the paid plan Premium and also branded it Pro; the app says Premium everywhere,
 * so no one wonders if they differ (docs/product-spec.md §1, decision 016).
 */
export const PREMIUM_PLAN_NAME = "Premium";

import type { MessageKey, MessageValues } from "#domain/i18n/translator";

type Plan = "free" | "premium";

/** A feature line: its message and arguments, said in the reader's language. */
export interface PlanFeature {
  key: MessageKey;
  values?: MessageValues;
}

/** The one plan of a server that sells no Premium, with that server's receipts a month (null: no limit). */
export interface OpenPlan {
  receiptsPerMonth: number | null;
}

// docs/product-spec.md §1: what each plan gives, shown alike on the landing pricing and the subscription pages.
const PLAN_FEATURES: Record<Plan, readonly PlanFeature[]> = {
  free: [
    { key: "plans.feature.receiptsPerMonth", values: { count: 5 } },
    { key: "plans.feature.aiScanning" },
    { key: "plans.feature.basicReports" },
    { key: "plans.feature.emailSupport" },
  ],
  premium: [
    { key: "plans.feature.unlimited" },
    { key: "plans.feature.advancedScanning" },
    { key: "plans.feature.detailedReports" },
    { key: "plans.feature.prioritySupport" },
    { key: "plans.feature.productSuggestions" },
  ],
};

/**
 * What a plan gives. Where this server sells no Premium, Premium's features are open to every account and the
 * receipts a month are the server's own setting (decision 015).
 */
export function featuresOf(plan: Plan | OpenPlan): readonly PlanFeature[] {
  if (typeof plan === "string") return PLAN_FEATURES[plan];
  const { receiptsPerMonth } = plan;
  return [
    receiptsPerMonth === null
      ? { key: "plans.feature.unlimited" }
      : { key: "plans.feature.receiptsPerMonth", values: { count: receiptsPerMonth } },
    { key: "plans.feature.aiScanning" },
    { key: "plans.feature.detailedReports" },
    { key: "plans.feature.emailSupport" },
  ];
}
