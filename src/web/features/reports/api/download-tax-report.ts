import { errorFromResponse } from "../../../lib/api-error";
import { readAuthToken } from "../../../lib/auth-token";
import { scopeQueryString } from "./report-query-keys";
import type { ReportScope } from "./report-types";

export const csvFileName = (year: number) => `gluten-free-tax-report-${year}.csv`;

/** The CSV of a scope, as the server writes it (a file, so not through the JSON client). */
export async function fetchTaxReportCsv(scope: ReportScope): Promise<Response> {
  const headers: Record<string, string> = { Accept: "text/csv", "Cache-Control": "no-cache", Pragma: "no-cache" };
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`/api/tax-report/download?${scopeQueryString(scope)}`, { headers, credentials: "include" });
}

/** Hands a file made or fetched here to the browser as a download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download manager; revoking later keeps slow browsers from losing it.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches the CSV and hands it to the browser as a download. */
export async function downloadTaxReport(scope: ReportScope): Promise<void> {
  const response = await fetchTaxReportCsv(scope);
  if (!response.ok) throw await errorFromResponse(response, "reports.csvFailed");
  saveFile(await response.blob(), csvFileName(scope.year));
}
