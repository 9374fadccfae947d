import type { Kysely } from "kysely";

/** The net income a user may give once in Settings, so the dashboard estimates their credit (decision 024). */
export const claimDefaultsNetIncome = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("claim_defaults").addColumn("net_income_cents", "bigint").execute();
  },
};
