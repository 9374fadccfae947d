import type { PlanStatus } from "#domain/api/plans";

/** True when the Free plan's receipts of the month are all used: another photo would only be refused (402). */
export const atMonthlyLimit = (status: PlanStatus | undefined): status is PlanStatus & { receiptsPerMonth: number } =>
  status !== undefined && status.receiptsPerMonth !== null && status.receiptsThisMonth >= status.receiptsPerMonth;
