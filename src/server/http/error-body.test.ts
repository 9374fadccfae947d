import { describe, expect, it } from "vitest";
import { messageForStatus, toErrorBody } from "./error-body";

describe("toErrorBody", () => {
  it("keeps a message and the fields the app sends, and drops the rest", () => {
    expect(toErrorBody(400, JSON.stringify({ code: "INVALID_EMAIL", message: "Invalid email" }))).toEqual({ message: "Invalid email" });
    expect(toErrorBody(400, Buffer.from(JSON.stringify({ message: "Bad", fieldErrors: { email: "Bad" }, userMessage: "Bad" })))).toEqual({
      message: "Bad",
      fieldErrors: { email: "Bad" },
      userMessage: "Bad",
    });
  });

  it("gives the status's sentence to a body without a message", () => {
    expect(toErrorBody(404, null)).toEqual({ message: "Not found" });
    expect(toErrorBody(401, "")).toEqual({ message: "Please sign in to continue." });
    expect(toErrorBody(400, "<html>oops</html>")).toEqual({ message: "Invalid request" });
    expect(toErrorBody(403, JSON.stringify({ code: "FORBIDDEN" }))).toEqual({ message: "You are not allowed to do this." });
    expect(toErrorBody(422, JSON.stringify(["a"]))).toEqual({ message: "The request could not be processed." });
    expect(toErrorBody(500, JSON.stringify({ message: "" }))).toEqual({ message: messageForStatus(500) });
  });
});
