import { zipSync, type Zippable } from "fflate";
import { apiRequest } from "../../../lib/api-client";
import { errorFromResponse } from "../../../lib/api-error";
import { keptPhotosOf } from "../../device-photos/api/kept-photos";
import { claimSummaryBlocks } from "../lib/claim-summary-blocks";
import { claimSummaryPdf } from "../lib/claim-summary-pdf";
import type { Words } from "../lib/claim-summary-texts";
import { evidencePackFiles, evidencePackFileName, type PackPhoto } from "../lib/evidence-pack-files";
import { fetchTaxReportCsv, saveFile } from "./download-tax-report";
import { scopeQueryString } from "./report-query-keys";
import type { ReportScope } from "./report-types";

const localDate = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;

async function packCsv(scope: ReportScope) {
  const response = await fetchTaxReportCsv(scope);
  if (response.status === 402) return "premium-only" as const;
  if (!response.ok) throw await errorFromResponse(response, "reports.csvFailed");
  return { bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function packPhotos(userId: string, receiptIds: string[]): Promise<Map<string, PackPhoto[]>> {
  const kept = await keptPhotosOf(userId, receiptIds);
  const photos = new Map<string, PackPhoto[]>();
  for (const [receiptId, blobs] of kept) {
    photos.set(
      receiptId,
      await Promise.all(blobs.map(async (blob) => ({ bytes: new Uint8Array(await blob.arrayBuffer()), type: blob.type }))),
    );
  }
  return photos;
}

/**
 * The year's evidence pack, made in this browser and saved as one zip: the claim summary (calendar year, every
 * claimant) drawn as a PDF, the server's CSV, and the photos this device kept. The photos never leave the device.
 */
export async function buildEvidencePack(userId: string, year: number, now: Date, words: Words): Promise<void> {
  const scope: ReportScope = { year, endMonth: 12, claimant: null };
  const [summary, documents, { receipts: lines }, csv] = await Promise.all([
    apiRequest(`/api/tax-report/claim-summary?${scopeQueryString(scope)}`, { contract: "GET /api/tax-report/claim-summary" }),
    apiRequest("/api/settings/documents", { contract: "GET /api/settings/documents" }),
    apiRequest(`/api/tax-report/gf-receipts?year=${year}`, { contract: "GET /api/tax-report/gf-receipts" }),
    packCsv(scope),
  ]);
  const receiptIds = lines.flatMap((line) => (line.receiptId === null ? [] : [line.receiptId]));
  const files = evidencePackFiles({
    year,
    madeOn: localDate(now),
    summaryPdf: await claimSummaryPdf(
      claimSummaryBlocks(summary, documents.claimantName, words),
      words.t("summary.pdfTitle", { year }),
    ),
    csv,
    lines,
    photos: await packPhotos(userId, receiptIds),
  }, words);
  // Photos are compressed already: stored as they are, the rest deflated.
  const zippable: Zippable = Object.fromEntries(
    Object.entries(files).map(([path, bytes]) => [path, path.startsWith("photos/") && !path.endsWith(".txt") ? [bytes, { level: 0 }] : bytes]),
  );
  saveFile(new Blob([zipSync(zippable, { level: 6 })], { type: "application/zip" }), evidencePackFileName(year));
}
