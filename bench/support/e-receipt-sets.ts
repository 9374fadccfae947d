import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { generateEReceipts } from "../../scripts/receipts/generate-e-receipts";
import type { PhotoTruth } from "./photo-sets";

/** An e-receipt to read: its bytes and its truth, from the gathered set or our generator. */
export interface EReceiptCase {
  set: "real" | "generated";
  truth: PhotoTruth & { store: string | null };
  bytes: Buffer;
}

const REAL = "bench/receipt-sets/e-receipts";
export const GENERATED_PER_SPLIT = 30;

/** The gathered samples (truth beside each document) and the generated ones, each with its split. */
export async function loadEReceiptSets(): Promise<EReceiptCase[]> {
  const real: EReceiptCase[] = readdirSync(REAL)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(REAL, f), "utf8")) as EReceiptCase["truth"])
    .map((truth) => ({ set: "real", truth, bytes: readFileSync(join(REAL, truth.image)) }));
  const generated: EReceiptCase[] = [];
  for (const split of ["tune", "heldout"] as const) {
    for (const g of await generateEReceipts(`e-receipts-${split}`, GENERATED_PER_SPLIT, `gen-${split}`)) {
      generated.push({ set: "generated", truth: { ...g.truth, split }, bytes: g.bytes });
    }
  }
  return [...real, ...generated];
}
