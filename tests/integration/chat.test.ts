import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorMessage } from "#server/http/error-codes";
import { absoluteUrl } from "#server/services/chat/compose-answer";
import { loadFacts } from "#server/services/chat/load-facts";
import { startFakeChatServer } from "./support/fake-chat-server";
import { cookiesFrom, createTestApp, PUBLIC_URL, type TestApp } from "./support/test-app";
import { DATABASE_KINDS } from "./support/test-database";

const CHAT_RATE_LIMITED = errorMessage("CHAT_RATE_LIMITED", "en-CA");

const ask = (t: TestApp, message: string, email = "ana@example.ca", ip = "10.0.0.1", cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/chat/message",
    payload: { message, email },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

const savedQuestions = (t: TestApp) => t.database.db.selectFrom("chat_questions").selectAll().execute();

describe.each(DATABASE_KINDS)("chat assistant without a language model (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { CHAT_EMAIL_RATE_LIMIT_MAX: "3", CHAT_RATE_LIMIT_MAX: "6" });
  });
  afterAll(() => t.close());

  it("answers from the site's own pages and cites the page with a full link", async () => {
    const res = await ask(t, "How do I download my CSV report?", "csv@example.ca");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.answered).toBe(true);
    expect(body.reply).toContain("Download CSV");
    expect(body.reply).toMatch(new RegExp(`Source: .+ – ${PUBLIC_URL}/reports`));
    expect(body.sources[0].url).toBe(`${PUBLIC_URL}/reports`);
  });

  it("answers a tax rule from its public source and cites that source", async () => {
    const body = (await ask(t, "Which line do I claim my child's gluten-free bread on?", "line@example.ca")).json();
    expect(body.answered).toBe(true);
    expect(body.reply).toContain("33099");
    expect(body.reply).toMatch(/Source: .+ – https:\/\/www\.canada\.ca\/.+lines-33099-33199/);
  });

  it("finds blog knowledge too: travel to buy food does not qualify", async () => {
    const body = (await ask(t, "Can I claim the kilometres I drive to a gluten-free bakery?", "travel@example.ca")).json();
    expect(body.answered).toBe(true);
    expect(body.reply).toMatch(/travel|km|kilometre/i);
  });

  it("says honestly when it cannot answer and saves the question with the email for support", async () => {
    const res = await ask(t, "What is the weather forecast for Paris tomorrow?", "Weather@Example.ca");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.answered).toBe(false);
    expect(body.reply).toContain("weather@example.ca");
    expect(body.reply).toContain(`${PUBLIC_URL}/#faq`);
    const rows = await savedQuestions(t);
    expect(rows).toEqual([
      expect.objectContaining({ email: "weather@example.ca", question: "What is the weather forecast for Paris tomorrow?", status: "open" }),
    ]);
  });

  it("rejects a bad email or an empty message with a message for the chat", async () => {
    const badEmail = await ask(t, "Hello", "ana@example");
    expect(badEmail.statusCode).toBe(400);
    const invalidEmail = "That doesn't appear to be a valid email address. Please provide a valid email so I can better assist you.";
    expect(badEmail.json()).toMatchObject({ message: invalidEmail, code: "VALIDATION_FAILED", userMessage: invalidEmail });
    const empty = await ask(t, "   ", "ana@example.ca", "10.0.0.2");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().userMessage).toBe("Please type a message.");
  });

  it("limits messages per email, then per address, with a clear 429", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await ask(t, "hello", "busy@example.ca", "10.0.1.1")).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await ask(t, "hello", "busy@example.ca", "10.0.1.2");
    expect(limited.json()).toEqual({ message: CHAT_RATE_LIMITED, code: "CHAT_RATE_LIMITED", userMessage: CHAT_RATE_LIMITED });
    // Another email from a fresh address is unaffected.
    expect((await ask(t, "hello", "other@example.ca", "10.0.1.3")).statusCode).toBe(200);

    const byIp = [];
    for (let i = 0; i < 7; i++) byIp.push((await ask(t, "hello", `ip${i}@example.ca`, "10.0.2.1")).statusCode);
    expect(byIp).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it("limits a signed-in user per account, not per address", async () => {
    const signIn = async (email: string) =>
      cookiesFrom(await t.app.inject({ method: "POST", url: "/api/register", payload: { email, password: "Gluten123" } }));
    const [ana, ben] = [await signIn("ana-chat@example.ca"), await signIn("ben-chat@example.ca")];
    const office = "10.0.3.1";
    const anas = [];
    for (let i = 0; i < 7; i++) anas.push((await ask(t, "hello", `ana${i}@example.ca`, office, ana)).statusCode);
    expect(anas).toEqual([200, 200, 200, 200, 200, 200, 429]);
    // The same office address still serves another account and a visitor who is not signed in.
    expect((await ask(t, "hello", "ben@example.ca", office, ben)).statusCode).toBe(200);
    expect((await ask(t, "hello", "visitor@example.ca", office)).statusCode).toBe(200);
    // Ana's budget follows her to another address.
    expect((await ask(t, "hello", "ana9@example.ca", "10.0.3.2", ana)).statusCode).toBe(429);
  });

  it("gives a body that is not JSON the message for the chat too", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat/message",
      headers: { "content-type": "application/json" },
      payload: "{",
      remoteAddress: "10.0.4.1",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "The request body is not valid JSON.", code: "BODY_INVALID_JSON", userMessage: "The request body is not valid JSON." });
  });
});

describe.each(DATABASE_KINDS)("chat assistant with an OpenAI-compatible endpoint (%s)", (kind) => {
  let t: TestApp;
  let model: Awaited<ReturnType<typeof startFakeChatServer>>;
  beforeAll(async () => {
    model = await startFakeChatServer();
    t = await createTestApp(kind, {
      CHAT_API_BASE_URL: model.baseUrl,
      CHAT_MODEL: "test-chat",
      CHAT_API_KEY: "k",
      // The shortest wait allowed, for the test of a model that never answers.
      CHAT_TIMEOUT_MS: "1000",
    });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it("writes the reply from the retrieved facts only and cites the source of the fact the model used", async () => {
    model.willAnswer("Keep your practitioner's letter, your receipts and a summary of price differences [1].");
    const res = await ask(t, "What documents should I keep for the CRA?");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.answered).toBe(true);
    expect(body.reply).toContain("Keep your practitioner's letter");
    expect(body.reply).not.toContain("[1]");

    const request = model.received.at(-1)!;
    expect(request.model).toBe("test-chat");
    expect(request.messages[0]!.content).toMatch(/ONLY the numbered facts/);
    const prompt = request.messages[1]!.content;
    expect(prompt).toContain("Question: What documents should I keep for the CRA?");
    // The citation is the source of the fact the model named as [1], with its link.
    const firstTopic = /^\[1\] (.+)$/m.exec(prompt)![1]!;
    const fact = loadFacts("data").find((f) => f.topic === firstTopic)!;
    expect(body.sources[0]).toEqual({ title: fact.source.name, url: absoluteUrl(fact.source.url, PUBLIC_URL) });
    expect(body.reply).toContain(`Source: ${fact.source.name} – ${absoluteUrl(fact.source.url, PUBLIC_URL)}`);
  });

  it("hands the question to support when the model finds no answer in the facts", async () => {
    model.willAnswer("NO_ANSWER");
    const body = (await ask(t, "Can I claim gluten-free beer brewed at home?", "brew@example.ca")).json();
    expect(body.answered).toBe(false);
    expect((await savedQuestions(t)).map((r) => r.email)).toContain("brew@example.ca");
  });

  it("falls back to the best fact when the endpoint fails", async () => {
    model.willFail(503);
    const body = (await ask(t, "Are my receipt images stored?", "fallback@example.ca")).json();
    expect(body.answered).toBe(true);
    expect(body.reply).toMatch(/^No\. Your receipt image is processed in memory/);
  });

  it("falls back to the best fact when the endpoint does not answer in time", async () => {
    model.willHang();
    const body = (await ask(t, "Can I claim gluten-free oats?", "slow@example.ca", "10.0.5.1")).json();
    expect(body.answered).toBe(true);
    expect(body.reply).toMatch(/^Yes, the incremental cost: gluten-free oats/);
  });
});
