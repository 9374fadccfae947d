import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseForm, signWebhook, startFakeStripe, type FakeStripe } from "./support/fake-stripe";

// The fake is only worth having if the real SDK accepts its answers, so every check here goes through the SDK.
let fake: FakeStripe;
let stripe: Stripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = new Stripe("sk_test_fake", { host: fake.host, port: fake.port, protocol: fake.protocol, maxNetworkRetries: 0 });
});

afterAll(() => fake.close());

const lastRequest = () => fake.requests.at(-1);
const yearAfter = (date: Date) => Math.floor(new Date(date).setUTCFullYear(date.getUTCFullYear() + 1) / 1000);

async function premiumPrice() {
  const product = await stripe.products.create({ name: "CeliacClaim Premium" });
  return stripe.prices.create({
    product: product.id,
    currency: "cad",
    unit_amount: 1200,
    recurring: { interval: "year" },
    lookup_key: `premium_${product.id}`,
  });
}

async function incompleteSubscription(userId: string) {
  const customer = await stripe.customers.create({ email: `${userId}@example.com`, metadata: { userId } });
  const price = await premiumPrice();
  const subscription = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: price.id }],
    payment_behavior: "default_incomplete",
    payment_settings: { save_default_payment_method: "on_subscription" },
    metadata: { userId },
    expand: ["latest_invoice.confirmation_secret"],
  });
  return { customer, price, subscription };
}

const invoiceOf = (subscription: Stripe.Subscription) => subscription.latest_invoice as Stripe.Invoice;

describe("the form decoding", () => {
  it("reads the SDK's indexed arrays and nested keys, and the `[]` form too", () => {
    expect(parseForm("items[0][price]=price_1&metadata[userId]=u1&expand[0]=a.b&expand[1]=c")).toEqual({
      items: [{ price: "price_1" }],
      metadata: { userId: "u1" },
      expand: ["a.b", "c"],
    });
    expect(parseForm("lookup_keys[]=k1&lookup_keys[]=k2&active=true")).toEqual({ lookup_keys: ["k1", "k2"], active: "true" });
    expect(parseForm("lookup_keys%5B0%5D=k%201")).toEqual({ lookup_keys: ["k 1"] });
  });
});

describe("prices and products", () => {
  it("finds a price by its lookup key once it exists, and keeps the key to one price", async () => {
    const query = { lookup_keys: ["premium_yearly"], active: true, limit: 1, expand: ["data.product"] };
    expect((await stripe.prices.list(query)).data).toEqual([]);
    expect(lastRequest()).toMatchObject({
      method: "GET",
      path: "/v1/prices",
      body: { lookup_keys: ["premium_yearly"], active: "true", limit: "1", expand: ["data.product"] },
    });

    const product = await stripe.products.create({ name: "CeliacClaim Premium" });
    expect(product).toMatchObject({ object: "product", name: "CeliacClaim Premium", active: true });
    const created = await stripe.prices.create({
      product: product.id,
      currency: "cad",
      unit_amount: 1200,
      recurring: { interval: "year" },
      lookup_key: "premium_yearly",
      nickname: "Premium",
    });
    expect(lastRequest()?.body).toMatchObject({ unit_amount: "1200", recurring: { interval: "year" } });
    expect(created).toMatchObject({
      object: "price",
      active: true,
      currency: "cad",
      unit_amount: 1200,
      recurring: { interval: "year", interval_count: 1 },
      lookup_key: "premium_yearly",
      nickname: "Premium",
      product: product.id,
      type: "recurring",
    });

    const found = await stripe.prices.list(query);
    expect(found).toMatchObject({ object: "list", has_more: false, url: "/v1/prices" });
    expect(found.data.map((price) => price.id)).toEqual([created.id]);
    expect(found.data[0]?.product).toMatchObject({ id: product.id, object: "product" });

    await expect(
      stripe.prices.create({ product: product.id, currency: "cad", unit_amount: 1200, recurring: { interval: "year" }, lookup_key: "premium_yearly" }),
    ).rejects.toMatchObject({ type: "StripeInvalidRequestError", statusCode: 400 });
  });
});

describe("customers", () => {
  it("replays a request with the same Idempotency-Key instead of creating a second customer", async () => {
    const params = { email: "ada@example.com", metadata: { userId: "u-idem" } };
    const first = await stripe.customers.create(params, { idempotencyKey: "customer-u-idem" });
    const again = await stripe.customers.create(params, { idempotencyKey: "customer-u-idem" });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(lastRequest()).toMatchObject({ idempotencyKey: "customer-u-idem", body: { metadata: { userId: "u-idem" } } });
    expect(await stripe.customers.retrieve(first.id)).toMatchObject({ id: first.id, object: "customer", email: "ada@example.com", metadata: { userId: "u-idem" } });

    await expect(stripe.customers.create({ email: "other@example.com" }, { idempotencyKey: "customer-u-idem" })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });
});

describe("a subscription's life", () => {
  it("starts incomplete, with the client secret of its first invoice's PaymentIntent", async () => {
    const { customer, price, subscription } = await incompleteSubscription("u-start");
    expect(lastRequest()?.body).toEqual({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: "default_incomplete",
      payment_settings: { save_default_payment_method: "on_subscription" },
      metadata: { userId: "u-start" },
      expand: ["latest_invoice.confirmation_secret"],
    });
    expect(subscription).toMatchObject({
      object: "subscription",
      status: "incomplete",
      customer: customer.id,
      metadata: { userId: "u-start" },
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
    });
    const item = subscription.items.data[0];
    expect(item).toMatchObject({ object: "subscription_item", quantity: 1, price: { id: price.id, unit_amount: 1200 } });
    expect(item?.current_period_end).toBeGreaterThan(item?.current_period_start ?? Infinity);

    const invoice = invoiceOf(subscription);
    expect(invoice).toMatchObject({
      object: "invoice",
      status: "open",
      amount_due: 1200,
      amount_paid: 0,
      currency: "cad",
      customer: customer.id,
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } },
      status_transitions: { paid_at: null },
    });
    expect(invoice.confirmation_secret).toMatchObject({ type: "payment_intent", client_secret: expect.stringMatching(/^pi_\w+_secret_/) });

    // The confirmation secret is includable: present only when asked for, as on Stripe.
    const plain = await stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] });
    expect(invoiceOf(plain)).not.toHaveProperty("confirmation_secret");
    expect((await stripe.subscriptions.retrieve(subscription.id)).latest_invoice).toBe(invoice.id);
    expect((await stripe.invoices.retrieve(invoice.id, { expand: ["confirmation_secret"] })).confirmation_secret).toEqual(invoice.confirmation_secret);

    const other = await incompleteSubscription("u-start-2");
    expect(invoiceOf(other.subscription).confirmation_secret?.client_secret).not.toBe(invoice.confirmation_secret?.client_secret);
  });

  it("is paid, set to cancel at period end, and ends with its period", async () => {
    const { customer, subscription } = await incompleteSubscription("u-life");
    const paidAt = new Date("2026-03-01T12:00:00Z");

    const paid = fake.pay(subscription.id, paidAt);
    expect(paid.map((event) => event.type)).toEqual(["invoice.paid", "customer.subscription.updated"]);
    expect(paid[0]).toMatchObject({
      object: "event",
      api_version: "2026-10-28.endive",
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { id: invoiceOf(subscription).id, status: "paid", amount_paid: 1200 } },
    });
    expect(paid[1]?.data).toMatchObject({ object: { id: subscription.id, status: "active" }, previous_attributes: { status: "incomplete" } });

    const active = await stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] });
    expect(active.status).toBe("active");
    expect(active.items.data[0]).toMatchObject({ current_period_start: paidAt.getTime() / 1000, current_period_end: yearAfter(paidAt) });
    expect(invoiceOf(active)).toMatchObject({ status: "paid", status_transitions: { paid_at: paidAt.getTime() / 1000 } });
    expect(await stripe.invoices.retrieve(invoiceOf(active).id)).toMatchObject({ status: "paid", amount_paid: 1200 });

    const canceling = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(canceling).toMatchObject({ status: "active", cancel_at_period_end: true, cancel_at: yearAfter(paidAt), ended_at: null });
    expect(canceling.canceled_at).toEqual(expect.any(Number));
    const resumed = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(resumed).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });

    const ended = fake.endPeriod(subscription.id);
    expect(ended.map((event) => event.type)).toEqual(["customer.subscription.deleted"]);
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ status: "canceled", ended_at: yearAfter(paidAt) });
    expect(fake.subscription(subscription.id).status).toBe("canceled");

    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    const all = await stripe.subscriptions.list({ customer: customer.id, status: "all" });
    expect(all.data.map((sub) => sub.id)).toEqual([subscription.id]);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: "canceled" })).data).toHaveLength(1);
  });

  it("follows renewal trouble, expiry of an unpaid start, and immediate cancellation", async () => {
    const { customer, subscription } = await incompleteSubscription("u-trouble");
    fake.pay(subscription.id);
    const pastDue = fake.setStatus(subscription.id, "past_due");
    expect(pastDue[0]).toMatchObject({ type: "customer.subscription.updated", data: { object: { status: "past_due" } } });
    expect((await stripe.subscriptions.list({ customer: customer.id, status: "past_due" })).data).toHaveLength(1);

    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: "canceled", canceled_at: expect.any(Number), ended_at: expect.any(Number) });
    await expect(stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })).rejects.toMatchObject({ statusCode: 400 });

    const unpaid = await incompleteSubscription("u-expire");
    const expired = fake.expire(unpaid.subscription.id);
    expect(expired[0]).toMatchObject({ type: "customer.subscription.updated", data: { object: { status: "incomplete_expired" } } });
    const after = await stripe.subscriptions.retrieve(unpaid.subscription.id, { expand: ["latest_invoice"] });
    expect(after.status).toBe("incomplete_expired");
    expect(invoiceOf(after).status).toBe("void");
  });
});

describe("refunds", () => {
  it("refunds a paid invoice's payment once", async () => {
    const { subscription } = await incompleteSubscription("u-refund");
    const invoiceId = invoiceOf(subscription).id;
    const open = await stripe.invoicePayments.list({ invoice: invoiceId });
    const intent = open.data[0]?.payment.payment_intent as string;
    expect(open.data).toEqual([
      expect.objectContaining({ object: "invoice_payment", invoice: invoiceId, status: "open", is_default: true, payment: { type: "payment_intent", payment_intent: intent } }),
    ]);
    await expect(stripe.refunds.create({ payment_intent: intent })).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);

    fake.pay(subscription.id);
    const paid = await stripe.invoicePayments.list({ invoice: invoiceId, status: "paid" });
    expect(paid.data[0]).toMatchObject({ status: "paid", amount_paid: 1200, currency: "cad" });
    const refund = await stripe.refunds.create({ payment_intent: intent }, { idempotencyKey: `refund-${intent}` });
    expect(refund).toMatchObject({ object: "refund", payment_intent: intent, amount: 1200, currency: "cad", status: "succeeded" });
    // The same key replays the refund; a new one asks for a second refund, which Stripe refuses.
    expect((await stripe.refunds.create({ payment_intent: intent }, { idempotencyKey: `refund-${intent}` })).id).toBe(refund.id);
    const second = stripe.refunds.create({ payment_intent: intent });
    await expect(second).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(second).rejects.toMatchObject({ statusCode: 400, code: "charge_already_refunded" });
  });
});

describe("errors", () => {
  it("answers an unknown id with resource_missing", async () => {
    const missing = stripe.subscriptions.retrieve("sub_x");
    await expect(missing).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(missing).rejects.toMatchObject({ statusCode: 404, code: "resource_missing", message: "No such subscription: 'sub_x'" });
    await expect(stripe.customers.retrieve("cus_x")).rejects.toMatchObject({ statusCode: 404 });
    await expect(stripe.invoices.retrieve("in_x")).rejects.toMatchObject({ statusCode: 404 });
  });

  it("refuses an endpoint it does not implement, and a request without a test key", async () => {
    await expect(stripe.charges.list()).rejects.toMatchObject({ statusCode: 404, message: expect.stringMatching(/^Unrecognized request URL/) });
    const keyless = await fetch(`http://${fake.host}:${fake.port}/v1/customers/cus_1`);
    expect(keyless.status).toBe(401);
    expect(await keyless.json()).toEqual({ error: { type: "invalid_request_error", message: expect.any(String) } });
    const live = new Stripe("sk_live_x", { host: fake.host, port: fake.port, protocol: fake.protocol, maxNetworkRetries: 0 });
    await expect(live.customers.retrieve("cus_1")).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it("fails the next requests during an outage, and a retry with the SDK's key then creates one customer", async () => {
    fake.failNext(1);
    const down = stripe.customers.create({ email: "outage@example.com" });
    await expect(down).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    await expect(down).rejects.toMatchObject({ statusCode: 500, message: "Stripe is having trouble" });

    const retrying = new Stripe("sk_test_fake", { host: fake.host, port: fake.port, protocol: fake.protocol, maxNetworkRetries: 1 });
    const before = fake.requests.length;
    fake.failNext(1, 503);
    const customer = await retrying.customers.create({ email: "outage@example.com" });
    const attempts = fake.requests.slice(before);
    expect(attempts.map((request) => request.idempotencyKey)).toEqual([attempts[0]?.idempotencyKey, attempts[0]?.idempotencyKey]);
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ email: "outage@example.com" });
  });
});

describe("webhooks", () => {
  it("signs events so that the SDK accepts them, and not once tampered with", async () => {
    const { subscription } = await incompleteSubscription("u-webhook");
    const [event] = fake.pay(subscription.id);
    if (!event) throw new Error("pay sent no event");
    const { payload, signature } = signWebhook(event, "whsec_test");

    const received = stripe.webhooks.constructEvent(payload, signature, "whsec_test");
    expect(received).toMatchObject({ id: event.id, type: "invoice.paid" });
    const tampered = payload.replace('"amount_paid": 1200', '"amount_paid": 1');
    expect(tampered).not.toBe(payload);
    expect(() => stripe.webhooks.constructEvent(tampered, signature, "whsec_test")).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => stripe.webhooks.constructEvent(payload, signature, "whsec_other")).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});
