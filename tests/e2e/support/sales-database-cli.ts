// `node scripts/run-ts.mjs tests/e2e/support/sales-database-cli.ts create`: a fresh database for the sales server.
import { resetSalesDatabase } from "./sales-database";

await resetSalesDatabase("create");
