import { strToU8 } from "fflate";
import type { LineItemView } from "#domain/api/tax-report";
import type { Words } from "./claim-summary-texts";
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
  /** The year's CSV, or none because the server keeps it for Premium. */
  csv: { bytes: Uint8Array } | "premium-only";
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

const refOf = (lines: readonly LineItemView[], { t }: Words): ReceiptRef => ({
  date: lines[0]?.purchaseDate ?? "",
  store: lines[0]?.storeLocation ?? t("pack.unknownStore"),
  lineCount: lines.length,
});

const byDate = (a: ReceiptRef, b: ReceiptRef) => a.date.localeCompare(b.date) || a.store.localeCompare(b.store);

export interface ReadmeInput {
  year: number;
  madeOn: string;
  csv: { file: string } | "premium-only";
  photographed: readonly ReceiptRef[];
  paperOnly: readonly ReceiptRef[];
  typedLines: readonly LineItemView[];
}

/** README.txt: what the pack holds, and which receipts exist only on paper. */
export function readmeText(input: ReadmeInput, { t, format }: Words): string {
  const receipt = (r: ReceiptRef) => `- ${t("pack.readme.receipt", { date: r.date, store: r.store, count: r.lineCount })}`;
  const paper = [...input.paperOnly].sort(byDate);
  return [
    t("pack.readme.title", { year: input.year }),
    "",
    t("pack.readme.intro"),
    "",
    `- ${t("pack.readme.summary", { file: summaryFileName(input.year) })}`,
    `- ${input.csv === "premium-only" ? t("pack.readme.premiumOnly") : t("pack.readme.csv", { file: input.csv.file })}`,
    `- ${input.photographed.length > 0 ? t("pack.readme.photos") : t("pack.readme.noPhotos")}`,
    "",
    ...(paper.length > 0 ? [t("pack.readme.paperHeading"), ...paper.map(receipt)] : [t("pack.readme.allPhotographed")]),
    ...(input.typedLines.length > 0
      ? ["", t("pack.readme.typedHeading"), ...input.typedLines.map((l) => `- ${l.purchaseDate}, ${l.customProductName}`)]
      : []),
    "",
    t("pack.readme.madeOn", { date: format.longDate(input.madeOn) }),
    "",
  ].join("\n");
}

/**
 * Every file of the year's evidence pack, by its path in the zip: the summary PDF, the CSV when there is one, each
 * kept photo beside a text of the lines claimed from its receipt, and the README. The photos go in as they were kept,
 * byte for byte: marking the lines on a copy would make it a different picture of the receipt.
 */
export function evidencePackFiles(input: EvidencePackInput, words: Words): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = { [summaryFileName(input.year)]: input.summaryPdf };
  if (input.csv !== "premium-only") files[packCsvFileName(input.year)] = input.csv.bytes;
  const photographed: ReceiptRef[] = [];
  const paperOnly: ReceiptRef[] = [];
  for (const [receiptId, lines] of receiptsOf(input.lines)) {
    const photos = input.photos.get(receiptId) ?? [];
    const ref = refOf(lines, words);
    if (photos.length === 0) {
      paperOnly.push(ref);
      continue;
    }
    photographed.push(ref);
    const base = `photos/${ref.date}-${slug(ref.store)}-${slug(receiptId).slice(0, 8)}`;
    const names = photos.map((photo, i) => `${base}-${i + 1}.${EXTENSIONS[photo.type] ?? "img"}`);
    photos.forEach((photo, i) => (files[names[i]!] = photo.bytes));
    const shortNames = names.map((name) => name.slice("photos/".length));
    files[`${base}.txt`] = strToU8(`${receiptCaptionLines(input.year, lines, shortNames, words).join("\n")}\n`);
  }
  files["README.txt"] = strToU8(
    readmeText({
      year: input.year,
      madeOn: input.madeOn,
      csv: input.csv === "premium-only" ? input.csv : { file: packCsvFileName(input.year) },
      photographed,
      paperOnly,
      typedLines: input.lines.filter((line) => line.receiptId === null),
    }, words),
  );
  return files;
}
