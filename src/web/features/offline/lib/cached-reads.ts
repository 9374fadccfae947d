/**
 * The API reads the service worker keeps a copy of, so the dashboard, reports and tax summary last loaded can be read
 * offline: network first, the copy only when the network fails. Writes are never cached or queued.
 */
export const API_READS_CACHE = "celiacclaim-api-reads-v1";

// What those pages read: who is signed in, the plan, the reports' endpoints, the settings they show, the receipt list.
const CACHED_PATHS = new Set([
  "/api/session",
  "/api/subscription-status",
  "/api/payments/config",
  "/api/receipts",
  "/api/settings/claim-defaults",
  "/api/settings/documents",
  "/api/tax-report/years",
  "/api/tax-report/summary",
  "/api/tax-report/claim-summary",
  "/api/tax-report/gf-receipts",
  "/api/tax-report/prints",
  "/api/claim-planner",
  "/api/other-expenses",
]);

export const isCachedRead = (pathname: string): boolean => CACHED_PATHS.has(pathname);
