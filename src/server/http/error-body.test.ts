import { describe, expect, it } from "vitest";
import { messageForStatus, toErrorBody } from "./error-body";

describe("toErrorBody", () => {
  it("keeps a message, our code and the fields the app sends, and drops the rest", () => {
    expect(toErrorBody(400, JSON.stringify({ code: "LINE_NOT_ELIGIBLE", message: "Bad", extra: 1 }))).toEqual({ message: "Bad", code: "LINE_NOT_ELIGIBLE" });
    expect(toErrorBody(400, Buffer.from(JSON.stringify({ message: "Bad", fieldErrors: { email: "Bad" }, userMessage: "Bad" })))).toEqual({
      message: "Bad",
      code: "VALIDATION_FAILED",
      fieldErrors: { email: "Bad" },
      userMessage: "Bad",
    });
  });

  it("says better-auth's refusals a user meets from the catalogue, under the code of their status", () => {
    const invalidEmail = JSON.stringify({ code: "INVALID_EMAIL", message: "Invalid email" });
    expect(toErrorBody(400, invalidEmail)).toEqual({ message: "Please enter a valid email", code: "VALIDATION_FAILED" });
    expect(toErrorBody(400, invalidEmail, "fr-CA")).toEqual({ message: "Veuillez entrer un courriel valide", code: "VALIDATION_FAILED" });
    const wrongPassword = JSON.stringify({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" });
    expect(toErrorBody(401, wrongPassword, "fr-CA").message).toBe("Courriel ou mot de passe invalide");
    // A misuse of the API, not something typed: its own sentence stays.
    expect(toErrorBody(400, JSON.stringify({ code: "INVALID_CALLBACK_URL", message: "Invalid callbackURL" }))).toEqual({
      message: "Invalid callbackURL",
      code: "VALIDATION_FAILED",
    });
  });

  it("gives the status's sentence and code to a body without a message", () => {
    expect(toErrorBody(404, null)).toEqual({ message: "Not found", code: "NOT_FOUND" });
    expect(toErrorBody(401, "")).toEqual({ message: "Please sign in to continue.", code: "NOT_SIGNED_IN" });
    expect(toErrorBody(400, "<html>oops</html>")).toEqual({ message: "Invalid request", code: "VALIDATION_FAILED" });
    expect(toErrorBody(403, JSON.stringify({ code: "FORBIDDEN" }))).toEqual({ message: "You are not allowed to do this.", code: "FORBIDDEN" });
    expect(toErrorBody(405, null)).toEqual({ message: "This method is not allowed here.", code: "METHOD_NOT_ALLOWED" });
    expect(toErrorBody(422, JSON.stringify(["a"]))).toEqual({ message: "The request could not be processed.", code: "REQUEST_UNPROCESSABLE" });
    expect(toErrorBody(500, JSON.stringify({ message: "" }))).toEqual({ message: messageForStatus(500), code: "UNEXPECTED" });
  });
});
