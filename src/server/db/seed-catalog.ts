import { readFile } from "node:fs/promises";
import { parseCsvRecords } from "#domain/csv";
import type { Database } from "./open-database";
import { asSizeUnit } from "#domain/matching/types";

const BATCH = 200;

function toNumber(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * Upserts the committed catalog into `products`. Rows are never deleted: claims keep pointing at the product
 * they were compared with, even after a catalog refresh drops it.
 */
export async function seedCatalog(database: Database, path: string): Promise<number> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw e;
  }
  const rows = parseCsvRecords(text).flatMap((r) => {
    const price = toNumber(r.price_cents);
    if (!r.id || !r.name || !r.category || price === null || !Number.isInteger(price)) return [];
    return [
      {
        id: r.id,
        name: r.name,
        brand: r.brand || null,
        category: r.category,
        size_value: toNumber(r.size_value),
        size_unit: asSizeUnit(r.size_unit),
        price_cents: price,
        unit_price_cents_per_100: toNumber(r.unit_price_cents_per_100),
        source: r.source ?? "unknown",
        observed_on: r.observed_on ?? "",
        vendor: r.vendor || null,
      },
    ];
  });
  await database.db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += BATCH) {
      await trx
        .insertInto("products")
        .values(rows.slice(i, i + BATCH))
        .onConflict((oc) =>
          oc.column("id").doUpdateSet((eb) => ({
            name: eb.ref("excluded.name"),
            brand: eb.ref("excluded.brand"),
            category: eb.ref("excluded.category"),
            size_value: eb.ref("excluded.size_value"),
            size_unit: eb.ref("excluded.size_unit"),
            price_cents: eb.ref("excluded.price_cents"),
            unit_price_cents_per_100: eb.ref("excluded.unit_price_cents_per_100"),
            source: eb.ref("excluded.source"),
            observed_on: eb.ref("excluded.observed_on"),
            vendor: eb.ref("excluded.vendor"),
          })),
        )
        .execute();
    }
  });
  return rows.length;
}
