import { errorFromResponse } from "../../../lib/api-error";
import { readAuthToken } from "../../../lib/auth-token";

/** Fetches the zip of everything held about the account (a file, so not through the JSON client) and saves it. */
export async function downloadMyData(): Promise<void> {
  const headers: Record<string, string> = { Accept: "application/zip", "Cache-Control": "no-cache", Pragma: "no-cache" };
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch("/api/account/export", { headers, credentials: "include" });
  if (!response.ok) throw await errorFromResponse(response, "account.data.failed");
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "celiacclaim-my-data.zip";
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download manager; revoking later keeps slow browsers from losing it.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
