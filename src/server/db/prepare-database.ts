import { migrateToLatest } from "./migrate";
import type { Database } from "./open-database";
import { seedCatalog } from "./seed-catalog";
import { underStartupLock } from "./startup-lock";

/** What every start does to the database before serving: migrate, then upsert the catalog, one instance at a time. */
export async function prepareDatabase(database: Database, catalogPath: string): Promise<{ applied: string[]; products: number }> {
  return underStartupLock(database, async () => {
    const applied = await migrateToLatest(database);
    const products = await seedCatalog(database, catalogPath);
    return { applied, products };
  });
}
