import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";

describe.each(DATABASE_KINDS)("English and French on %s", (kind) => {
  let t: TestApp;

  const register = (email: string, language: string) =>
    t.app.inject({ method: "POST", url: "/api/register", headers: { "accept-language": language }, payload: { email, password: "Gluten123" } });
  const session = async (cookie: string) => (await t.app.inject({ method: "GET", url: "/api/session", headers: { cookie } })).json().user;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("keeps the language an account registers in, mails it in that language, and saves another one chosen", async () => {
    const camille = cookiesFrom(await register("camille@example.ca", "fr-CA,fr;q=0.9"));
    expect(await session(camille)).toMatchObject({ email: "camille@example.ca", locale: "fr-CA" });
    const mail = await t.inbox.waitFor("camille@example.ca", /Vérifiez votre courriel/);
    expect(mail.text).toContain("Vérifier mon courriel");

    const saved = await t.app.inject({ method: "PUT", url: "/api/settings/locale", headers: { cookie: camille }, payload: { locale: "en-CA" } });
    expect(saved.json()).toEqual({ locale: "en-CA" });
    expect(await session(camille)).toMatchObject({ locale: "en-CA" });

    const refused = await t.app.inject({ method: "PUT", url: "/api/settings/locale", headers: { cookie: camille }, payload: { locale: "de-DE" } });
    expect(refused.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: "PUT", url: "/api/settings/locale", payload: { locale: "fr-CA" } });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers a refusal, a schema's message included, in the request's language", async () => {
    const french = await register("not-an-email", "fr-CA");
    expect(french.statusCode).toBe(400);
    expect(french.json()).toMatchObject({ message: "Veuillez entrer un courriel valide", fieldErrors: { email: "Veuillez entrer un courriel valide" } });
    const english = await register("not-an-email", "en-CA");
    expect(english.json().message).toBe("Please enter a valid email");
    const signedOut = await t.app.inject({ method: "GET", url: "/api/receipts/nope", headers: { "accept-language": "fr;q=0.9, de" } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe("Veuillez vous connecter pour continuer.");
  });
});
