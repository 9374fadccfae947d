import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "./support/test-database";
import { createTestApp, type TestApp } from "./support/test-app";

describe.each(DATABASE_KINDS)("HTTP basics on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { BODY_LIMIT_BYTES: "2048" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("reports health with the database it checked", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: kind });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers malformed JSON with 400 and a message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.ca", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "The request body is not valid JSON.", code: "BODY_INVALID_JSON" });
  });

  it("answers a body over the limit with 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "a@b.ca", password: "x".repeat(4096) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "The request is too large.", code: "BODY_TOO_LARGE" });
  });

  it("answers an unsupported content type with 415", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "text/xml" },
      payload: "<login/>",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/application\/json/);
  });

  it("answers a missing body with the field messages", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/register" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      email: "Please enter a valid email",
      password: "Password must be at least 8 characters",
    });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found", code: "NOT_FOUND" });
  });

  it("sends a content security policy that allows only its own origin", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|https?:)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("never leaks a stack trace when the database breaks", async () => {
    const credentials = { email: "broken@example.ca", password: "Gluten123" };
    expect((await t.app.inject({ method: "POST", url: "/api/register", payload: credentials })).statusCode).toBe(201);
    await t.database.db.schema.dropTable("session").execute();
    const res = await t.app.inject({ method: "POST", url: "/api/login", payload: credentials });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/session|sqlite|relation|at \//i);
    expect(res.json()).toEqual({ message: "Something went wrong on our side. Please try again.", code: "UNEXPECTED" });
  });
});
