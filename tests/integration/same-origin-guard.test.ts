import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFrom, createTestApp, PUBLIC_URL, type TestApp } from "./support/test-app";

/**
 * Issue 11, point 7: a page on another site cannot use the visitor's session cookie to change anything. The app's
 * state-changing routes refuse a browser request that is not from this site; reading, bearer requests and requests
 * no browser made are not affected. One database is enough: the check runs before any route reads one.
 */
describe("cross-site requests", () => {
  let t: TestApp;
  let cookie: string;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp("sqlite");
    const res = await t.app.inject({ method: "POST", url: "/api/register", payload: { email: "csrf@example.ca", password: "Gluten123" } });
    cookie = cookiesFrom(res);
    token = res.json().token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const save = (headers: Record<string, string>, sharePct: number) =>
    t.app.inject({ method: "PUT", url: "/api/settings/claim-defaults", headers, payload: { claimant: "self", sharePct } });
  const saved = async () =>
    (await t.app.inject({ method: "GET", url: "/api/settings/claim-defaults", headers: { cookie } })).json().sharePct;

  it("refuses a cookie-authenticated change from another site, by Origin or by Sec-Fetch-Site, and changes nothing", async () => {
    expect((await save({ cookie }, 40)).statusCode).toBe(200);
    for (const headers of <Record<string, string>[]>[
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "https://other.celiacclaim.ca" },
      { "sec-fetch-site": "cross-site", origin: PUBLIC_URL.replace("localhost", "127.0.0.1") },
    ]) {
      const res = await save({ cookie, ...headers }, 10);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().message).toBe("This request came from another website, so it was refused. Please use CeliacClaim directly.");
    }
    expect(await saved()).toBe(40);
  });

  it("accepts the same change from this site, from a client that is not a browser, and with a bearer token", async () => {
    expect((await save({ cookie, origin: PUBLIC_URL }, 50)).statusCode).toBe(200);
    expect((await save({ cookie, "sec-fetch-site": "same-origin", origin: PUBLIC_URL }, 55)).statusCode).toBe(200);
    // Sent to the address the request went to (a second name for the server), Origin matches the Host header.
    expect((await save({ cookie, origin: "http://localhost:80" }, 60)).statusCode).toBe(200);
    expect((await save({ cookie }, 70)).statusCode).toBe(200);
    expect((await save({ authorization: `Bearer ${token}`, origin: "https://evil.example" }, 80)).statusCode).toBe(200);
    expect(await saved()).toBe(80);
  });

  it("lets another site read nothing new but refuses it a sign-in (login forgery)", async () => {
    const read = await t.app.inject({ method: "GET", url: "/api/settings/claim-defaults", headers: { cookie, origin: "https://evil.example" } });
    expect(read.statusCode).toBe(200);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      payload: { email: "csrf@example.ca", password: "Gluten123" },
    });
    expect(login.statusCode).toBe(403);
    expect(login.headers["set-cookie"]).toBeUndefined();
  });
});
