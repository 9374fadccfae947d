import { errorFromResponse } from "../../../lib/api-error";
import { readAuthToken } from "../../../lib/auth-token";
import { scopeQueryString } from "./report-query-keys";
import type { ReportScope } from "./report-types";

export const csvFileName = (year: number) => `gluten-free-tax-report-${year}.csv`;

/** Fetches the CSV (a file, so not through the JSON client) and hands it to the browser as a download. */
export async function downloadTaxReport(scope: ReportScope): Promise<void> {
  const headers: Record<string, string> = { Accept: "text/csv", "Cache-Control": "no-cache", Pragma: "no-cache" };
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`/api/tax-report/download?${scopeQueryString(scope)}`, { headers, credentials: "include" });
  if (!response.ok) throw await errorFromResponse(response, "Failed to generate CSV");
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = csvFileName(scope.year);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download manager; revoking later keeps slow browsers from losing it.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
