import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";

/** GET /api/session, the web app's "who is here?": nobody is a 200; /api/user keeps its 401 (the product spec §7). */
describe("the session endpoint", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers nobody with 200 and null, and a signed-in user by cookie or bearer", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/session" });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ user: null });
    expect((await t.app.inject({ method: "GET", url: "/api/user" })).statusCode).toBe(401);

    const registered = await t.app.inject({ method: "POST", url: "/api/register", payload: { email: "here@example.ca", password: "Gluten123" } });
    const byCookie = await t.app.inject({ method: "GET", url: "/api/session", headers: { cookie: cookiesFrom(registered) } });
    expect(byCookie.json().user).toMatchObject({ email: "here@example.ca" });
    const byBearer = await t.app.inject({ method: "GET", url: "/api/session", headers: { authorization: `Bearer ${registered.json().token}` } });
    expect(byBearer.json().user).toEqual(byCookie.json().user);
    const stale = await t.app.inject({ method: "GET", url: "/api/session", headers: { authorization: "Bearer not-a-token" } });
    expect(stale.json()).toEqual({ user: null });
  });
});
