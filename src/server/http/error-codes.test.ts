import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "#domain/errors";
import { ERROR_RESPONSES, UNEXPECTED_ERROR } from "./error-codes";

describe("the error code table", () => {
  it.each(ERROR_CODES)("gives %s a client or server status and a sentence", (code) => {
    const { status, message } = ERROR_RESPONSES[code];
    expect(Number.isInteger(status) && status >= 400 && status < 600).toBe(true);
    expect(message.trim()).not.toBe("");
  });

  it("names no code the domain does not know", () => {
    expect(Object.keys(ERROR_RESPONSES).sort()).toEqual([...ERROR_CODES].sort());
  });

  it("keeps the statuses the web app reads", () => {
    expect(ERROR_RESPONSES.QUOTA_EXCEEDED.status).toBe(402);
    expect(ERROR_RESPONSES.NOT_SIGNED_IN.status).toBe(401);
    expect(ERROR_RESPONSES.ITEM_INDEX_INVALID).toEqual({ status: 404, message: "Invalid item index" });
    expect(UNEXPECTED_ERROR.status).toBe(500);
  });
});
