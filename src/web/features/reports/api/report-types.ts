import type { Claimant } from "#domain/tax/claimant";

/**
 * The scope every report takes (decision 003): tax year, last month of the 12-month period, optional claimant. What
 * the endpoints answer is the contract's, in src/domain/api/tax-report.ts.
 */
export interface ReportScope {
  year: number;
  endMonth: number;
  claimant: Claimant | null;
}
