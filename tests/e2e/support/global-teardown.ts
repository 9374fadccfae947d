import { resetSalesDatabase } from "./sales-database";

/** Each run cleans up after itself: the sales server's PostgreSQL database goes (its SQLite file is in the data dir). */
export default async function globalTeardown() {
  await resetSalesDatabase("drop");
}
