import { describe, expect, it } from "vitest";
import { errorFromResponse } from "./api-error";

const reply = (status: number, body: string, headers: Record<string, string> = {}) => new Response(body, { status, headers });

describe("the error a failed response means", () => {
  it("is the server's message and code, with its Retry-After", async () => {
    const error = await errorFromResponse(reply(503, JSON.stringify({ message: "Busy.", code: "RECEIPTS_BUSY" }), { "retry-after": "12" }), "common.requestFailed");
    expect([error.message, error.status, error.retryAfterSeconds, error.code]).toEqual(["Busy.", 503, 12, "RECEIPTS_BUSY"]);
  });

  it("has no code when the answer names none", async () => {
    expect((await errorFromResponse(reply(400, JSON.stringify({ message: "No." })), "common.requestFailed")).code).toBeNull();
    expect((await errorFromResponse(reply(502, "<html>Bad Gateway</html>"), "common.requestFailed")).code).toBeNull();
  });

  it("is plain words for a server fault without a message, never a status line", async () => {
    const error = await errorFromResponse(reply(502, "<html>Bad Gateway</html>"), "common.requestFailed");
    expect(error.message).toBe("Something went wrong on our side. Please try again in a moment.");
    expect(error.retryAfterSeconds).toBeNull();
  });

  it("is the caller's fallback for a client error without a message", async () => {
    expect((await errorFromResponse(reply(404, ""), "common.requestFailed")).message).toBe("The request could not be completed. Please try again.");
  });
});
