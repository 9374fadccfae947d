import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "#domain/errors";
import { LOCALES } from "#domain/i18n/locales";
import { ERROR_RESPONSES, UNEXPECTED_ERROR, errorMessage } from "./error-codes";

describe("the error code table", () => {
  it.each(ERROR_CODES)("gives %s a client or server status and a sentence in each locale", (code) => {
    const { status } = ERROR_RESPONSES[code];
    expect(Number.isInteger(status) && status >= 400 && status < 600).toBe(true);
    for (const locale of LOCALES) expect(errorMessage(code, locale).trim()).not.toBe("");
    expect(errorMessage(code, "fr-CA")).not.toBe(errorMessage(code, "en-CA"));
  });

  it("names no code the domain does not know", () => {
    expect(Object.keys(ERROR_RESPONSES).sort()).toEqual([...ERROR_CODES].sort());
  });

  it("keeps the statuses and the sentence the web app reads", () => {
    expect(ERROR_RESPONSES.QUOTA_EXCEEDED.status).toBe(402);
    expect(ERROR_RESPONSES.NOT_SIGNED_IN.status).toBe(401);
    expect(ERROR_RESPONSES.ITEM_INDEX_INVALID.status).toBe(404);
    expect(errorMessage("ITEM_INDEX_INVALID", "en-CA")).toBe("Invalid item index");
    expect(UNEXPECTED_ERROR.status).toBe(500);
  });
});
