import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "#domain/errors";
import { UNEXPECTED_ERROR, errorMessage } from "./error-codes";
import { registerErrorHandler } from "./error-handler";
import { toErrorReply } from "./error-reply";

describe("toErrorReply", () => {
  it("answers a code with its status and message", () => {
    expect(toErrorReply(new DomainError("RECEIPT_NOT_FOUND"))).toEqual({
      status: 404,
      body: { message: "Receipt not found.", code: "RECEIPT_NOT_FOUND" },
      expected: true,
    });
  });

  it("answers in the request's locale", () => {
    expect(toErrorReply(new DomainError("RECEIPT_NOT_FOUND"), "fr-CA").body.message).toBe("Reçu introuvable.");
  });

  it("lets a detail speak for the code, with one message per field, a schema's key said in the locale", () => {
    const error = new DomainError("VALIDATION_FAILED", { detail: "validation.email", fields: { email: "validation.email", name: "Name must be text" } });
    expect(toErrorReply(error)).toEqual({
      status: 400,
      body: { message: "Please enter a valid email", code: "VALIDATION_FAILED", fieldErrors: { email: "Please enter a valid email", name: "Name must be text" } },
      expected: true,
    });
    expect(toErrorReply(error, "fr-CA").body.fieldErrors?.email).toBe("Veuillez entrer un courriel valide");
  });

  it("words Fastify's refusal of a body through the table", () => {
    const tooLarge = Object.assign(new Error("Request body is too large"), { code: "FST_ERR_CTP_BODY_TOO_LARGE", statusCode: 413 });
    expect(toErrorReply(tooLarge).body.message).toBe(errorMessage("BODY_TOO_LARGE", "en-CA"));
  });

  it("says any other client error by its status in the reader's language, not in the thrower's English", () => {
    const unsupported = Object.assign(new Error("Unsupported Media Type: text/csv"), { code: "FST_ERR_SOMETHING_NEW", statusCode: 415 });
    expect(toErrorReply(unsupported, "fr-CA")).toEqual({
      status: 415,
      body: { message: errorMessage("BODY_NOT_JSON", "fr-CA"), code: "BODY_NOT_JSON" },
      expected: true,
    });
    const teapot = Object.assign(new Error("I'm a teapot"), { statusCode: 418 });
    expect(toErrorReply(teapot, "fr-CA").body).toEqual({ message: errorMessage("REQUEST_UNPROCESSABLE", "fr-CA"), code: "REQUEST_UNPROCESSABLE" });
  });

  it("turns anything unknown into a 500 that says nothing of its cause", () => {
    for (const error of [new Error("relation \"session\" does not exist"), "a string", null, { statusCode: 503, message: "db down" }]) {
      expect(toErrorReply(error)).toEqual({ status: 500, body: { message: UNEXPECTED_ERROR.message("en-CA"), code: "UNEXPECTED" }, expected: false });
    }
  });
});

describe("the error handler", () => {
  const logged: string[] = [];
  const app = Fastify({ logger: { level: "error", stream: { write: (line: string) => logged.push(line) } } });
  beforeAll(async () => {
    registerErrorHandler(app);
    app.get("/quota", async () => {
      throw new DomainError("QUOTA_EXCEEDED", { detail: "You've used your 5 free receipts for this month." });
    });
    app.get("/bug", async () => {
      throw new Error("secret connection string postgres://admin:hunter2@db");
    });
    app.get("/chat/limited", { config: { userMessage: true } }, async () => {
      throw new DomainError("CHAT_RATE_LIMITED");
    });
    app.get("/chat/bug", { config: { userMessage: true } }, async () => {
      throw new Error("boom");
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("sends a domain error's status and words", async () => {
    const res = await app.inject("/quota");
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: "You've used your 5 free receipts for this month.", code: "QUOTA_EXCEEDED" });
  });

  it("sends a bug as a bare 500 and logs it with its cause", async () => {
    const res = await app.inject("/bug");
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: UNEXPECTED_ERROR.message("en-CA"), code: "UNEXPECTED" });
    expect(res.body).not.toContain("hunter2");
    expect(logged.join("")).toContain("hunter2");
  });

  it("adds userMessage on a route that asks for it, but not to a server fault", async () => {
    const limited = await app.inject("/chat/limited");
    const message = errorMessage("CHAT_RATE_LIMITED", "en-CA");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message, code: "CHAT_RATE_LIMITED", userMessage: message });
    const bug = await app.inject("/chat/bug");
    expect(bug.json()).toEqual({ message: UNEXPECTED_ERROR.message("en-CA"), code: "UNEXPECTED" });
  });
});
