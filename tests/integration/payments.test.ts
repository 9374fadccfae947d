import sharp from "sharp";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, signWebhook, type FakeStripe } from "./support/fake-stripe";
import { visionItem, visionReceipt } from "./support/vision-receipt";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";

const WEBHOOK_SECRET = "whsec_test_celiacclaim";
const DAY = 24 * 60 * 60 * 1000;

/**
 * Issue 12: Premium through the real Stripe SDK, pointed at a loopback fake of Stripe's API. Webhooks are signed
 * with the SDK's test-header helper. The app's clock is moved by the test to cross the 30-day guarantee and the end
 * of a period.
 */
describe.each(DATABASE_KINDS)("Premium payments on %s", (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let now = new Date("2026-11-10T15:00:00Z");
  let users = 0;
  let image: string;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(
      kind,
      {
        STRIPE_SECRET_KEY: "sk_test_celiacclaim",
        STRIPE_PUBLISHABLE_KEY: "pk_test_celiacclaim",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE_URL: `http://${stripe.host}:${stripe.port}`,
        FREE_RECEIPTS_PER_MONTH: "5",
      },
      { now: () => now },
    );
    const png = await sharp({ create: { width: 400, height: 900, channels: 3, background: "#fdfdfd" } }).png().toBuffer();
    image = `data:image/png;base64,${png.toString("base64")}`;
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const register = async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/register", payload: { email: `payer${++users}@example.ca`, password: "Gluten123" } });
    return cookiesFrom(res);
  };
  const post = (cookie: string, url: string) => t.app.inject({ method: "POST", url, headers: { cookie } });
  const get = (cookie: string, url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
  const status = async (cookie: string) => (await get(cookie, "/api/subscription-status")).json();
  const deliver = async (events: Stripe.Event[], secret = WEBHOOK_SECRET) => {
    const answers = [];
    for (const event of events) {
      const { payload, signature } = signWebhook(event, secret);
      answers.push(
        await t.app.inject({
          method: "POST",
          url: "/api/payments/webhook",
          headers: { "content-type": "application/json", "stripe-signature": signature },
          payload,
        }),
      );
    }
    return answers;
  };
  const upgrade = async (cookie: string) => {
    const created = await post(cookie, "/api/payments/create-subscription");
    expect(created.statusCode).toBe(200);
    return created.json() as { clientSecret: string; subscriptionId: string };
  };
  const upload = (cookie: string) => {
    t.vision.willRead(visionReceipt([visionItem("GF BREAD UDIS WHITE", 6.99)]));
    return t.app.inject({ method: "POST", url: "/api/receipts", headers: { cookie }, payload: { base64Image: image } });
  };

  it("tells anyone, signed in or not, that Premium is sold and what an account gets without it", async () => {
    const config = await t.app.inject({ method: "GET", url: "/api/payments/config" });
    expect(config.json()).toEqual({ publishableKey: "pk_test_celiacclaim", freeReceiptsPerMonth: 5, price: { amountCents: 1200, currency: "cad", interval: "year" } });
  });

  it("creates one incomplete subscription per user, reuses it, and grants nothing until Stripe says it is paid", async () => {
    const cookie = await register();
    const first = await upgrade(cookie);
    expect(first.clientSecret).toMatch(/^pi_\w+_secret_/);
    // A second click while the first invoice is unpaid: the same subscription, not a second one.
    const [again, concurrent] = await Promise.all([upgrade(cookie), upgrade(cookie)]);
    expect(again.subscriptionId).toBe(first.subscriptionId);
    expect(concurrent.subscriptionId).toBe(first.subscriptionId);
    expect(stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/customers")).toHaveLength(1);
    expect(await status(cookie)).toMatchObject({ isPremium: false, subscription: { status: "incomplete" } });

    await deliver(stripe.pay(first.subscriptionId, now));
    const paid = await status(cookie);
    expect(paid).toMatchObject({ isPremium: true, plan: "premium", receiptsPerMonth: null, paymentsAvailable: true });
    expect(paid.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    expect(new Date(paid.subscription.currentPeriodEnd).getUTCFullYear()).toBe(2027);
    expect((await post(cookie, "/api/payments/create-subscription")).statusCode).toBe(409);
  });

  it("lets a paid subscriber past the Free limit and into the CSV export; a Free user gets 402 with the upgrade", async () => {
    const free = await register();
    const premium = await register();
    const { subscriptionId } = await upgrade(premium);
    await deliver(stripe.pay(subscriptionId, now));
    for (let i = 0; i < 6; i++) expect((await upload(premium)).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) expect((await upload(free)).statusCode).toBe(201);
    const overLimit = await upload(free);
    expect(overLimit.statusCode).toBe(402);
    expect(overLimit.json().message).toMatch(/free receipts for this month\. Upgrade to Premium \(\$12 a year\)/);

    const csv = (cookie: string) => get(cookie, "/api/tax-report/download?year=2026");
    expect((await csv(premium)).statusCode).toBe(200);
    const refused = await csv(free);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(/part of Premium \(\$12 a year\)\. Upgrade on My Subscription/);
  });

  it("lets Stripe.js and its card frames load from Stripe, and nothing else from anywhere", async () => {
    const csp = String((await t.app.inject({ method: "GET", url: "/api/health" })).headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com;/);
    expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com https:\/\/hooks\.stripe\.com;/);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it("processes each event once, trusts only Stripe's current state, and refuses forged or unsigned webhooks", async () => {
    const cookie = await register();
    const { subscriptionId } = await upgrade(cookie);
    const [invoicePaid, updated] = stripe.pay(subscriptionId, now);
    // Out of order: the subscription's update first. The handler reads Stripe, so either order gives Premium.
    const answers = await deliver([updated!, invoicePaid!]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().duplicate)).toEqual([false, false]);
    const replayed = await deliver([updated!]);
    expect(replayed[0]!.json()).toEqual({ received: true, duplicate: true });

    // A forged event saying the subscription was cancelled: signed with another secret, or not signed at all.
    const forged = { ...updated!, id: "evt_forged", type: "customer.subscription.deleted" } as Stripe.Event;
    const badSignature = await deliver([forged], "whsec_not_the_secret");
    expect(badSignature[0]!.statusCode).toBe(400);
    expect(badSignature[0]!.json().message).toBe("The webhook signature is not valid.");
    const unsigned = await t.app.inject({ method: "POST", url: "/api/payments/webhook", payload: forged as object });
    expect(unsigned.statusCode).toBe(400);
    expect(await status(cookie)).toMatchObject({ isPremium: true, subscription: { status: "active" } });
    const stored = await t.database.db.selectFrom("stripe_events").select("id").where("id", "=", "evt_forged").execute();
    expect(stored).toEqual([]);
  });

  it("cancels at period end: Premium until then, not after; nothing to cancel is a 400", async () => {
    const cookie = await register();
    expect((await post(cookie, "/api/payments/cancel-subscription")).json()).toEqual({
      message: "You have no active subscription to cancel.",
      code: "NO_SUBSCRIPTION_TO_CANCEL",
    });
    const { subscriptionId } = await upgrade(cookie);
    await deliver(stripe.pay(subscriptionId, now));
    const cancelled = await post(cookie, "/api/payments/cancel-subscription");
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect((await post(cookie, "/api/payments/cancel-subscription")).statusCode).toBe(200);
    expect(await status(cookie)).toMatchObject({ isPremium: true });

    const periodEnd = new Date(stripe.subscription(subscriptionId).items.data[0]!.current_period_end * 1000);
    const saved = now;
    try {
      // Past the period end, even before Stripe's event arrives, Premium is over.
      now = new Date(periodEnd.getTime() + 1000);
      expect(await status(cookie)).toMatchObject({ isPremium: false });
      await deliver(stripe.endPeriod(subscriptionId));
      expect(await status(cookie)).toMatchObject({ isPremium: false, subscription: { status: "canceled" } });
    } finally {
      now = saved;
    }
  });

  it("refunds within 30 days of the first payment and ends Premium at once; not after 30 days", async () => {
    const early = await register();
    const { subscriptionId } = await upgrade(early);
    await deliver(stripe.pay(subscriptionId, now));
    const offered = (await get(early, "/api/payments/subscription")).json();
    expect(offered).toMatchObject({ isSubscribed: true, paymentsAvailable: true });
    expect(new Date(offered.subscription.refundableUntil).getTime()).toBe(now.getTime() + 30 * DAY);

    const refunded = await post(early, "/api/payments/refund");
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().subscription).toMatchObject({ status: "canceled", refundableUntil: null });
    expect(stripe.requests.filter((r) => r.path === "/v1/refunds")).toHaveLength(1);
    expect(await status(early)).toMatchObject({ isPremium: false });
    expect((await post(early, "/api/payments/refund")).statusCode).toBe(400);

    const late = await register();
    const second = await upgrade(late);
    await deliver(stripe.pay(second.subscriptionId, now));
    const saved = now;
    try {
      now = new Date(saved.getTime() + 31 * DAY);
      expect((await get(late, "/api/payments/subscription")).json().subscription.refundableUntil).toBeNull();
      const refused = await post(late, "/api/payments/refund");
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/30-day money-back guarantee/);
      expect(await status(late)).toMatchObject({ isPremium: true });
    } finally {
      now = saved;
    }
  });

  it("starts afresh when an unpaid first invoice expired at Stripe", async () => {
    const cookie = await register();
    const first = await upgrade(cookie);
    await deliver(stripe.expire(first.subscriptionId));
    expect(await status(cookie)).toMatchObject({ isPremium: false, subscription: { status: "incomplete_expired" } });
    const second = await upgrade(cookie);
    expect(second.subscriptionId).not.toBe(first.subscriptionId);
    await deliver(stripe.pay(second.subscriptionId, now));
    expect(await status(cookie)).toMatchObject({ isPremium: true, subscription: { status: "active" } });
  });

  it("loses Premium when Stripe gives up on the card, keeps it while it retries", async () => {
    const cookie = await register();
    const { subscriptionId } = await upgrade(cookie);
    await deliver(stripe.pay(subscriptionId, now));
    await deliver(stripe.setStatus(subscriptionId, "past_due"));
    expect(await status(cookie)).toMatchObject({ isPremium: true, subscription: { status: "past_due" } });
    await deliver(stripe.setStatus(subscriptionId, "unpaid"));
    expect(await status(cookie)).toMatchObject({ isPremium: false, subscription: { status: "unpaid" } });
  });

  it("answers a Stripe outage with 503 and writes nothing; Stripe's retry of a webhook then succeeds", async () => {
    const cookie = await register();
    stripe.failNext(3);
    const down = await post(cookie, "/api/payments/create-subscription");
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toMatch(/Payments are unavailable right now\. Nothing was charged or changed/);
    expect(await status(cookie)).toMatchObject({ isPremium: false, subscription: null });

    const { subscriptionId } = await upgrade(cookie);
    const events = stripe.pay(subscriptionId, now);
    stripe.failNext(3);
    const [first] = await deliver(events.slice(0, 1));
    expect(first!.statusCode).toBe(503);
    expect(await t.database.db.selectFrom("stripe_events").select("id").where("id", "=", events[0]!.id).execute()).toEqual([]);
    const [retried] = await deliver(events.slice(0, 1));
    expect(retried!.json()).toEqual({ received: true, duplicate: false });
    expect(await status(cookie)).toMatchObject({ isPremium: true });
  });

  it("sees the payment when the user comes back from the form, even before the webhook", async () => {
    const cookie = await register();
    const { subscriptionId } = await upgrade(cookie);
    stripe.pay(subscriptionId, now);
    expect((await get(cookie, "/api/payments/subscription")).json()).toMatchObject({ isSubscribed: true, subscription: { status: "active" } });
  });
});

describe("a server without Stripe keys", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite", { FREE_RECEIPTS_PER_MONTH: "0" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("says Premium is not available, opens Premium's features to all, and lifts the limit with FREE_RECEIPTS_PER_MONTH=0", async () => {
    const cookie = cookiesFrom(
      await t.app.inject({ method: "POST", url: "/api/register", payload: { email: "selfhost@example.ca", password: "Gluten123" } }),
    );
    const config = await t.app.inject({ method: "GET", url: "/api/payments/config" });
    expect(config.json()).toEqual({ publishableKey: null, freeReceiptsPerMonth: null, price: { amountCents: 1200, currency: "cad", interval: "year" } });
    const create = await t.app.inject({ method: "POST", url: "/api/payments/create-subscription", headers: { cookie } });
    expect(create.statusCode).toBe(404);
    expect(create.json().message).toBe("Premium is not available on this server.");
    const status = await t.app.inject({ method: "GET", url: "/api/subscription-status", headers: { cookie } });
    expect(status.json()).toMatchObject({ isPremium: false, receiptsPerMonth: null, paymentsAvailable: false });
    const csv = await t.app.inject({ method: "GET", url: "/api/tax-report/download?year=2026", headers: { cookie } });
    expect(csv.statusCode).toBe(200);
  });
});
