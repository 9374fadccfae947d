import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { generateEReceipts } from "../../scripts/receipts/generate-e-receipts";
import type { PhotoTruth } from "./photo-sets";

/** An e-receipt to read: its bytes and its truth, from a gathered set or our generator. */
export interface EReceiptCase {
  set: "real" | "generated";
  truth: PhotoTruth & { store: string | null };
  bytes: Buffer;
}

interface SetPlace {
  truths: string;
  documents: string;
  fetch: string | null;
}

// Truth is in git; documents from repositories whose files the project does not commit are rebuilt by the set's
// fetch script into a folder out of git.
const REAL: SetPlace[] = [
  { truths: "bench/receipt-sets/e-receipts", documents: "bench/receipt-sets/e-receipts", fetch: null },
  { truths: "bench/receipt-sets/e-receipts-more", documents: ".receipt-documents/e-receipts-more", fetch: "bench/receipt-sets/e-receipts-more/fetch-documents.sh" },
];
export const GENERATED_PER_SPLIT = 30;

/** The gathered samples whose documents are on this machine and the generated ones, each with its split; and a note for each set not all there. */
export async function loadEReceiptSets(): Promise<{ cases: EReceiptCase[]; missing: string[] }> {
  const real: EReceiptCase[] = [];
  const missing: string[] = [];
  for (const place of REAL) {
    const truths = readdirSync(place.truths)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map((f) => JSON.parse(readFileSync(join(place.truths, f), "utf8")) as EReceiptCase["truth"]);
    const present = truths.filter((t) => existsSync(join(place.documents, t.image)));
    if (present.length < truths.length) {
      missing.push(`${truths.length - present.length} of ${truths.length} documents not in ${place.documents} (${place.fetch ?? "in git"})`);
    }
    for (const truth of present) real.push({ set: "real", truth, bytes: readFileSync(join(place.documents, truth.image)) });
  }
  const generated: EReceiptCase[] = [];
  for (const split of ["tune", "heldout"] as const) {
    for (const g of await generateEReceipts(`e-receipts-${split}`, GENERATED_PER_SPLIT, `gen-${split}`)) {
      generated.push({ set: "generated", truth: { ...g.truth, split }, bytes: g.bytes });
    }
  }
  return { cases: [...real, ...generated], missing };
}
