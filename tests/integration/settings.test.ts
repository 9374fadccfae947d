import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";

describe.each(DATABASE_KINDS)("claim defaults on %s", (kind) => {
  let t: TestApp;
  let alice: string;
  let bob: string;

  const register = async (email: string) =>
    cookiesFrom(await t.app.inject({ method: "POST", url: "/api/register", payload: { email, password: "Gluten123" } }));
  const read = (cookie: string) => t.app.inject({ method: "GET", url: "/api/settings/claim-defaults", headers: { cookie } });
  const save = (cookie: string, payload: unknown) =>
    t.app.inject({ method: "PUT", url: "/api/settings/claim-defaults", headers: { cookie }, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { now: () => new Date("2025-06-15T12:00:00Z") });
    alice = await register("alice@example.ca");
    bob = await register("bob@example.ca");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("claims everything for the user until they choose otherwise", async () => {
    const res = await read(alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ claimant: "self", sharePct: 100, netIncomeCents: null, province: null });
  });

  it("saves, reads back and replaces the user's defaults, for that user only", async () => {
    const saved = await save(alice, { claimant: "other-dependant", sharePct: 60 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ claimant: "other-dependant", sharePct: 60, netIncomeCents: null, province: null });
    expect((await read(alice)).json()).toEqual({ claimant: "other-dependant", sharePct: 60, netIncomeCents: null, province: null });
    expect((await read(bob)).json()).toEqual({ claimant: "self", sharePct: 100, netIncomeCents: null, province: null });

    await save(alice, { claimant: "spouse-or-child", sharePct: "75" });
    expect((await read(alice)).json()).toEqual({ claimant: "spouse-or-child", sharePct: 75, netIncomeCents: null, province: null });
    const rows = await t.database.db.selectFrom("claim_defaults").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ claimant: "spouse-or-child", share_pct: 75, updated_at: "2025-06-15T12:00:00.000Z" });
  });

  it("keeps the net income given until it is replaced or cleared; a body without it leaves it as it was", async () => {
    const carol = await register("carol@example.ca");
    expect((await save(carol, { claimant: "self", sharePct: 100, netIncomeCents: 5_200_000, province: null })).json()).toEqual({
      claimant: "self",
      sharePct: 100,
      netIncomeCents: 5_200_000,
      province: null,
    });
    await save(carol, { claimant: "spouse-or-child", sharePct: 90 });
    expect((await read(carol)).json()).toEqual({ claimant: "spouse-or-child", sharePct: 90, netIncomeCents: 5_200_000, province: null });
    await save(carol, { claimant: "self", sharePct: 100, netIncomeCents: null, province: null });
    expect((await read(carol)).json()).toEqual({ claimant: "self", sharePct: 100, netIncomeCents: null, province: null });
    const refused = await save(carol, { claimant: "self", sharePct: 100, netIncomeCents: -5 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("The net income must be an amount in cents from 0 to 100,000,000,000");
  });

  it("keeps the province of residence until it is replaced or cleared, and refuses one that is not Canadian", async () => {
    const dave = await register("dave@example.ca");
    expect((await save(dave, { claimant: "self", sharePct: 100, province: "QC" })).json()).toMatchObject({ province: "QC" });
    await save(dave, { claimant: "self", sharePct: 80 });
    expect((await read(dave)).json()).toMatchObject({ sharePct: 80, province: "QC" });
    const refused = await save(dave, { claimant: "self", sharePct: 100, province: "ZZ" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Choose a province or territory");
    expect((await save(dave, { claimant: "self", sharePct: 100, province: null })).json()).toMatchObject({ province: null });
  });

  it("refuses an unknown claimant and a share outside 1–100 with the rule's message", async () => {
    for (const [payload, message] of [
      [{ claimant: "cat", sharePct: 50 }, "Unknown claimant"],
      [{ claimant: "self", sharePct: 0 }, "The share must be a whole percent from 1 to 100"],
      [{ claimant: "self", sharePct: 101 }, "The share must be a whole percent from 1 to 100"],
      [{ claimant: "self", sharePct: 33.5 }, "The share must be a whole percent from 1 to 100"],
      [{ claimant: "self" }, "The share must be a whole percent from 1 to 100"],
      [{ sharePct: 50 }, "Unknown claimant"],
    ] as const) {
      const res = await save(bob, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await read(bob)).json()).toEqual({ claimant: "self", sharePct: 100, netIncomeCents: null, province: null });
  });

  it("asks for sign-in", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/settings/claim-defaults" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: "/api/settings/claim-defaults", payload: { claimant: "self", sharePct: 50 } })).statusCode).toBe(401);
  });
});

describe.each(DATABASE_KINDS)("the claimant's name on %s", (kind) => {
  let t: TestApp;
  let alice: string;
  let bob: string;

  const register = async (email: string) =>
    cookiesFrom(await t.app.inject({ method: "POST", url: "/api/register", payload: { email, password: "Gluten123" } }));
  const read = (cookie: string) => t.app.inject({ method: "GET", url: "/api/settings/documents", headers: { cookie } });
  const save = (cookie: string, payload: object) =>
    t.app.inject({ method: "PUT", url: "/api/settings/documents", headers: { cookie }, payload });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { now: () => new Date("2025-06-15T12:00:00Z") });
    alice = await register("alice@example.ca");
    bob = await register("bob@example.ca");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("is kept in the database, tidied, beside the letter's date, for that user only", async () => {
    const saved = await save(alice, { claimantName: "  Marie   Tremblay-Côté " });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ practitionerLetterDate: null, claimantName: "Marie Tremblay-Côté" });
    // Recording the letter later keeps the name, and the name keeps the letter.
    await save(alice, { practitionerLetterDate: "2024-03-15" });
    await save(alice, { claimantName: "Marie Tremblay" });
    expect((await read(alice)).json()).toEqual({ practitionerLetterDate: "2024-03-15", claimantName: "Marie Tremblay" });
    const row = await t.database.db.selectFrom("claim_documents").selectAll().where("claimant_name", "is not", null).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ claimant_name: "Marie Tremblay", practitioner_letter_date: "2024-03-15" });
    expect((await read(bob)).json()).toEqual({ practitionerLetterDate: null, claimantName: null });

    expect((await save(alice, { claimantName: "   " })).json()).toEqual({ practitionerLetterDate: "2024-03-15", claimantName: null });
  });

  it("refuses a name too long, not text or with invisible characters, and keeps the saved one", async () => {
    await save(bob, { claimantName: "Bob Roy" });
    for (const [claimantName, message] of [
      ["x".repeat(101), "Keep the name to 100 characters"],
      [42, "The name must be text"],
      ["Bob\u202eRoy", "Names cannot contain invisible or text-direction characters."],
    ] as const) {
      const res = await save(bob, { claimantName });
      expect(res.statusCode, String(claimantName)).toBe(400);
      expect(res.json().message).toEqual(message);
    }
    expect((await read(bob)).json()).toEqual({ practitionerLetterDate: null, claimantName: "Bob Roy" });
  });
});
