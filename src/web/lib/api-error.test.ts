import { describe, expect, it } from "vitest";
import { errorFromResponse } from "./api-error";

const reply = (status: number, body: string, headers: Record<string, string> = {}) => new Response(body, { status, headers });

describe("the error a failed response means", () => {
  it("is the server's message, with its Retry-After", async () => {
    const error = await errorFromResponse(reply(503, JSON.stringify({ message: "Busy." }), { "retry-after": "12" }), "fallback");
    expect([error.message, error.status, error.retryAfterSeconds]).toEqual(["Busy.", 503, 12]);
  });

  it("is plain words for a server fault without a message, never a status line", async () => {
    const error = await errorFromResponse(reply(502, "<html>Bad Gateway</html>"), "502: Bad Gateway");
    expect(error.message).toBe("Something went wrong on our side. Please try again in a moment.");
    expect(error.retryAfterSeconds).toBeNull();
  });

  it("is the caller's fallback for a client error without a message", async () => {
    expect((await errorFromResponse(reply(404, ""), "Not here")).message).toBe("Not here");
  });
});
