import { strToU8 } from "fflate";
import type { LineItemView } from "#domain/api/tax-report";
import { EVIDENCE_PACK_TEXTS as T } from "./evidence-pack-texts";
import { receiptCaptionLines } from "./receipt-caption";

/** A photo kept on this device, as its bytes and type. */
export interface PackPhoto {
  bytes: Uint8Array;
  type: string;
}

export interface EvidencePackInput {
  year: number;
  /** The day the pack is made, YYYY-MM-DD. */
  madeOn: string;
  summaryPdf: Uint8Array;
  /** The year's CSV, or why there is none (a server that sells Premium keeps it for Premium). */
  csv: { bytes: Uint8Array } | { missing: string };
  /** The year's claim lines. */
  lines: readonly LineItemView[];
  /** The photos kept on this device, by receipt id. */
  photos: ReadonlyMap<string, readonly PackPhoto[]>;
}

/** A receipt as the README names it. */
export interface ReceiptRef {
  date: string;
  store: string;
  lineCount: number;
}

const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/heic": "heic" };

const slug = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "-")
    .slice(0, 40) || "receipt";

export const summaryFileName = (year: number) => `claim-summary-${year}.pdf`;
export const packCsvFileName = (year: number) => `claim-lines-${year}.csv`;
export const evidencePackFileName = (year: number) => `celiacclaim-evidence-${year}.zip`;

function receiptsOf(lines: readonly LineItemView[]): Map<string, LineItemView[]> {
  const byReceipt = new Map<string, LineItemView[]>();
  for (const line of lines) {
    if (line.receiptId === null) continue;
    const group = byReceipt.get(line.receiptId);
    if (group) group.push(line);
    else byReceipt.set(line.receiptId, [line]);
  }
  return byReceipt;
}

const refOf = (lines: readonly LineItemView[]): ReceiptRef => ({
  date: lines[0]?.purchaseDate ?? "",
  store: lines[0]?.storeLocation ?? T.unknownStore,
  lineCount: lines.length,
});

const byDate = (a: ReceiptRef, b: ReceiptRef) => a.date.localeCompare(b.date) || a.store.localeCompare(b.store);

export interface ReadmeInput {
  year: number;
  madeOn: string;
  csv: { file: string } | { missing: string };
  photographed: readonly ReceiptRef[];
  paperOnly: readonly ReceiptRef[];
  typedLines: readonly LineItemView[];
}

/** README.txt: what the pack holds, and which receipts exist only on paper. */
export function readmeText(input: ReadmeInput): string {
  const lineCount = (n: number) => (n === 1 ? "1 line" : `${n} lines`);
  const receipt = (r: ReceiptRef) => `- ${r.date}, ${r.store} (${lineCount(r.lineCount)} claimed)`;
  const paper = [...input.paperOnly].sort(byDate);
  return [
    T.readmeTitle(input.year),
    "",
    T.readmeIntro,
    "",
    `- ${T.readmeSummary(summaryFileName(input.year))}`,
    `- ${"file" in input.csv ? T.readmeCsv(input.csv.file) : T.readmeNoCsv(input.csv.missing)}`,
    `- ${input.photographed.length > 0 ? T.readmePhotos : T.readmeNoPhotos}`,
    "",
    ...(paper.length > 0 ? [T.readmePaperHeading, ...paper.map(receipt)] : [T.readmeAllPhotographed]),
    ...(input.typedLines.length > 0
      ? ["", T.readmeTypedHeading, ...input.typedLines.map((l) => `- ${l.purchaseDate}, ${l.customProductName}`)]
      : []),
    "",
    T.readmeMadeOn(input.madeOn),
    "",
  ].join("\n");
}

/**
 * Every file of the year's evidence pack, by its path in the zip: the summary PDF, the CSV when there is one, each
 * kept photo beside a text of the lines claimed from its receipt, and the README. The photos go in as they were kept,
 * byte for byte: marking the lines on a copy would make it a different picture of the receipt.
 */
export function evidencePackFiles(input: EvidencePackInput): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = { [summaryFileName(input.year)]: input.summaryPdf };
  if ("bytes" in input.csv) files[packCsvFileName(input.year)] = input.csv.bytes;
  const photographed: ReceiptRef[] = [];
  const paperOnly: ReceiptRef[] = [];
  for (const [receiptId, lines] of receiptsOf(input.lines)) {
    const photos = input.photos.get(receiptId) ?? [];
    const ref = refOf(lines);
    if (photos.length === 0) {
      paperOnly.push(ref);
      continue;
    }
    photographed.push(ref);
    const base = `photos/${ref.date}-${slug(ref.store)}-${slug(receiptId).slice(0, 8)}`;
    const names = photos.map((photo, i) => `${base}-${i + 1}.${EXTENSIONS[photo.type] ?? "img"}`);
    photos.forEach((photo, i) => (files[names[i]!] = photo.bytes));
    const shortNames = names.map((name) => name.slice("photos/".length));
    files[`${base}.txt`] = strToU8(`${receiptCaptionLines(input.year, lines, shortNames).join("\n")}\n`);
  }
  files["README.txt"] = strToU8(
    readmeText({
      year: input.year,
      madeOn: input.madeOn,
      csv: "bytes" in input.csv ? { file: packCsvFileName(input.year) } : input.csv,
      photographed,
      paperOnly,
      typedLines: input.lines.filter((line) => line.receiptId === null),
    }),
  );
  return files;
}
