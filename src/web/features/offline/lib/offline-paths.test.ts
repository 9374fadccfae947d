import { describe, expect, it } from "vitest";
import { isCachedRead } from "./cached-reads";
import { isMidEditPath } from "./mid-edit-paths";

describe("what the service worker keeps for offline reading", () => {
  it.each(["/api/session", "/api/tax-report/summary", "/api/tax-report/gf-receipts", "/api/receipts", "/api/settings/documents"])(
    "keeps %s, a read of the dashboard, reports or tax summary",
    (path) => expect(isCachedRead(path)).toBe(true),
  );

  it.each(["/api/tax-report/download", "/api/account/export", "/api/receipts/r1", "/api/auth/get-session", "/api/account", "/api/chat/message"])(
    "never keeps %s: files, single receipts, the account and better-auth's own answers",
    (path) => expect(isCachedRead(path)).toBe(false),
  );
});

describe("where a new version waits to be offered", () => {
  it.each(["/upload-receipt", "/receipt-review/r1", "/Receipt-Review/r1"])("waits on %s, where a reload could lose work", (path) =>
    expect(isMidEditPath(path)).toBe(true),
  );

  it.each(["/dashboard", "/reports", "/settings", "/"])("offers it on %s", (path) => expect(isMidEditPath(path)).toBe(false));
});
