import type { PlanStatus } from "#domain/api/plans";
import { usePlanStatus } from "../../plans/api/use-plan-status";

export type PlanAtLimit = PlanStatus & { receiptsPerMonth: number };

/** The plan status when the Free plan's receipts of the month are all used (another photo would only be refused), else null. */
export function useMonthlyLimit(): PlanAtLimit | null {
  const { data } = usePlanStatus();
  if (!data || data.receiptsPerMonth === null || data.receiptsThisMonth < data.receiptsPerMonth) return null;
  return { ...data, receiptsPerMonth: data.receiptsPerMonth };
}
