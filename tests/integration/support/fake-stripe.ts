import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A loopback fake of the slice of the Stripe API that Premium uses, for the real `stripe` SDK to talk to:
 * `new Stripe("sk_test_…", { host, port, protocol: "http" })`. Objects keep this API version's shapes (the
 * billing period lives on the subscription item; an invoice reaches its subscription through
 * `parent.subscription_details`), though each carries only the fields Premium reads — hence the `Pick`s, which
 * still break the build if a future SDK renames or moves one. Tests move time on with the controls (`pay`,
 * `endPeriod`, …), which return the events Stripe would send, for the test to sign and post to the webhook.
 */

/** A decoded form or query value: the SDK sends nested objects and arrays as `a[b][0]=v`. */
type Param = string | Param[] | { [key: string]: Param };
type Params = { [key: string]: Param };

type FakePrice = Pick<
  Stripe.Price,
  | "id" | "object" | "active" | "billing_scheme" | "created" | "currency" | "livemode" | "lookup_key" | "metadata"
  | "nickname" | "product" | "recurring" | "tax_behavior" | "type" | "unit_amount"
>;
type FakeSubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  "id" | "object" | "created" | "current_period_end" | "current_period_start" | "metadata" | "quantity" | "subscription"
> & { price: FakePrice };
type FakeInvoice = Pick<
  Stripe.Invoice,
  | "id" | "object" | "amount_due" | "amount_paid" | "amount_remaining" | "billing_reason" | "collection_method"
  | "confirmation_secret" | "created" | "currency" | "customer" | "livemode" | "metadata" | "parent" | "period_end"
  | "period_start" | "status" | "status_transitions" | "subtotal" | "total"
>;
/** Stored with `latest_invoice` as an id, as webhooks carry it; the API expands it on request. */
export type FakeSubscription = Pick<
  Stripe.Subscription,
  | "id" | "object" | "billing_cycle_anchor" | "cancel_at" | "cancel_at_period_end" | "canceled_at" | "collection_method"
  | "created" | "currency" | "customer" | "ended_at" | "livemode" | "metadata" | "start_date" | "status"
> & { items: Stripe.ApiList<FakeSubscriptionItem>; latest_invoice: string | FakeInvoice };

export interface RecordedRequest {
  method: string;
  path: string;
  /** The decoded form body of a POST, or the decoded query string of a GET or DELETE. */
  body: Params;
  idempotencyKey: string | null;
}

interface StripeErrorBody {
  type: string;
  message: string;
  code?: string;
  param?: string;
}
interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Thrown by a handler to answer with a Stripe-shaped error instead of the object. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeErrorBody,
  ) {
    super(error.message);
  }
}

const invalid = (message: string, extra: Partial<StripeErrorBody> = {}) =>
  new ApiError(400, { type: "invalid_request_error", message, ...extra });

const missing = (kind: string, id: string, param = "id") =>
  new ApiError(404, { type: "invalid_request_error", code: "resource_missing", param, message: `No such ${kind}: '${id}'` });

/**
 * Decodes `items[0][price]=p&expand[]=x&metadata[userId]=u` into `{ items: [{ price: "p" }], expand: ["x"],
 * metadata: { userId: "u" } }`. A numeric or empty segment makes an array; `[]` appends.
 */
export function parseForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, "").split("[");
    // Arrays are walked as records too: `list["0"]` is `list[0]`, and `[]` is keyed by the current length.
    let node: Record<string, Param> = root;
    const slot = (segment: string) => (segment === "" ? String((node as unknown as Param[]).length) : segment);
    for (let i = 0; i < path.length - 1; i++) {
      const next = path[i + 1] ?? "";
      const name = slot(path[i] ?? "");
      node[name] ??= next === "" || /^\d+$/.test(next) ? [] : {};
      node = node[name] as Record<string, Param>;
    }
    node[slot(path.at(-1) ?? "")] = value;
  }
  return root;
}

function at(params: Param | undefined, ...path: string[]): Param | undefined {
  return path.reduce<Param | undefined>((node, key) => (typeof node === "object" ? (node as Record<string, Param>)[key] : undefined), params);
}

function text(params: Params, ...path: string[]): string | undefined {
  const value = at(params, ...path);
  return typeof value === "string" ? value : undefined;
}

function required(params: Params, key: string): string {
  const value = text(params, key);
  if (value === undefined) throw invalid(`Missing required param: ${key}.`, { code: "parameter_missing", param: key });
  return value;
}

/** `expand[0]=a` and a lone `expand=a` both mean a list. */
function texts(params: Params, key: string): string[] {
  const value = params[key];
  if (typeof value === "string") return [value];
  return Object.values(value ?? {}).filter((item): item is string => typeof item === "string");
}

function metadataOf(params: Params): Record<string, string> {
  const value = params.metadata;
  return typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
    : {};
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

function addInterval(seconds: number, recurring: Stripe.Price.Recurring): number {
  const date = new Date(seconds * 1000);
  const count = recurring.interval_count;
  if (recurring.interval === "day") date.setUTCDate(date.getUTCDate() + count);
  else if (recurring.interval === "week") date.setUTCDate(date.getUTCDate() + 7 * count);
  else if (recurring.interval === "month") date.setUTCMonth(date.getUTCMonth() + count);
  else date.setUTCFullYear(date.getUTCFullYear() + count);
  return unix(date);
}

function list<T>(url: string, items: T[], query: Params): Stripe.ApiList<T> {
  const limit = Number(text(query, "limit") ?? 10);
  return { object: "list", data: items.slice(0, limit), has_more: items.length > limit, url };
}

/** Stripe lists newest first. */
const newestFirst = <T>(map: Map<string, T>) => [...map.values()].reverse();

function find<T>(map: Map<string, T>, kind: string, id: string, param?: string): T {
  const found = map.get(id);
  if (!found) throw missing(kind, id, param);
  return found;
}

/** Webhook payloads never carry includable fields such as the confirmation secret. */
function renderInvoice(invoice: FakeInvoice, withSecret: boolean): FakeInvoice {
  const { confirmation_secret: _secret, ...rest } = invoice;
  return withSecret ? invoice : rest;
}

/** `port`: 0 (any free one) for tests; the e2e suite runs it on a fixed one its app server is told about. */
export async function startFakeStripe({ port = 0 }: { port?: number } = {}) {
  // One counter for every id, so a test that makes the same calls sees the same ids.
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_${++counter}`;
  const now = () => unix(new Date());

  const products = new Map<string, Stripe.Product>();
  const prices = new Map<string, FakePrice>();
  const customers = new Map<string, Stripe.Customer>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const invoicePayments = new Map<string, Stripe.InvoicePayment>();
  const refunds = new Map<string, Stripe.Refund>();

  function renderSubscription(subscription: FakeSubscription, expand: string[]): FakeSubscription {
    const withSecret = expand.includes("latest_invoice.confirmation_secret");
    if (!withSecret && !expand.includes("latest_invoice")) return subscription;
    const invoice = find(invoices, "invoice", subscription.latest_invoice as string);
    return { ...subscription, latest_invoice: renderInvoice(invoice, withSecret) };
  }

  function createProduct(body: Params): Stripe.Product {
    const created = now();
    const product: Stripe.Product = {
      id: newId("prod"),
      object: "product",
      active: true,
      created,
      description: null,
      images: [],
      livemode: false,
      marketing_features: [],
      metadata: metadataOf(body),
      name: required(body, "name"),
      package_dimensions: null,
      shippable: null,
      tax_details: null,
      type: "service",
      updated: created,
      url: null,
    };
    products.set(product.id, product);
    return product;
  }

  function createPrice(body: Params): FakePrice {
    const product = find(products, "product", required(body, "product"), "product");
    const lookupKey = text(body, "lookup_key") ?? null;
    const holder = [...prices.values()].find((price) => lookupKey !== null && price.lookup_key === lookupKey);
    // Stripe refuses a second price under a key unless asked to transfer it, which Premium never does.
    if (holder) throw invalid(`A price (\`${holder.id}\`) already uses that lookup key.`, { param: "lookup_key" });
    const interval = text(body, "recurring", "interval");
    const price: FakePrice = {
      id: newId("price"),
      object: "price",
      active: true,
      billing_scheme: "per_unit",
      created: now(),
      currency: required(body, "currency"),
      livemode: false,
      lookup_key: lookupKey,
      metadata: metadataOf(body),
      nickname: text(body, "nickname") ?? null,
      product: product.id,
      recurring: interval
        ? { interval: interval as Stripe.Price.Recurring.Interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: "licensed" }
        : null,
      tax_behavior: "unspecified",
      type: interval ? "recurring" : "one_time",
      unit_amount: Number(required(body, "unit_amount")),
    };
    prices.set(price.id, price);
    return price;
  }

  function listPrices(query: Params) {
    const keys = texts(query, "lookup_keys");
    const active = text(query, "active");
    const withProduct = texts(query, "expand").includes("data.product");
    const found = newestFirst(prices)
      .filter((price) => keys.length === 0 || keys.includes(price.lookup_key ?? ""))
      .filter((price) => active === undefined || String(price.active) === active)
      .map((price) => (withProduct ? { ...price, product: find(products, "product", price.product as string) } : price));
    return list("/v1/prices", found, query);
  }

  function createCustomer(body: Params): Stripe.Customer {
    const customer: Stripe.Customer = {
      id: newId("cus"),
      object: "customer",
      balance: 0,
      created: now(),
      default_source: null,
      description: null,
      email: text(body, "email") ?? null,
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: metadataOf(body),
      shipping: null,
    };
    customers.set(customer.id, customer);
    return customer;
  }

  /** As Stripe does: the customer is gone, and so is every subscription still running under it. */
  function deleteCustomer(id: string): Stripe.DeletedCustomer {
    find(customers, "customer", id);
    customers.delete(id);
    for (const subscription of subscriptions.values()) {
      if (subscription.customer === id && subscription.status !== "canceled") {
        Object.assign(subscription, { status: "canceled", canceled_at: now(), ended_at: now() });
      }
    }
    return { id, object: "customer", deleted: true };
  }

  /** `default_incomplete`: the subscription waits, `incomplete`, on its first invoice's PaymentIntent. */
  function createSubscription(body: Params): FakeSubscription {
    const customer = find(customers, "customer", required(body, "customer"), "customer");
    const priceId = text(body, "items", "0", "price");
    if (!priceId) throw invalid("Missing required param: items.", { code: "parameter_missing", param: "items" });
    const price = find(prices, "price", priceId, "items[0][price]");
    if (!price.recurring) throw invalid("The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.");
    const start = now();
    const periodEnd = addInterval(start, price.recurring);
    const subscriptionId = newId("sub");
    const metadata = metadataOf(body);
    const invoice = createInvoice(subscriptionId, customer.id, metadata, price, start, periodEnd);
    const subscription: FakeSubscription = {
      id: subscriptionId,
      object: "subscription",
      billing_cycle_anchor: start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: "charge_automatically",
      created: start,
      currency: price.currency,
      customer: customer.id,
      ended_at: null,
      items: {
        object: "list",
        data: [
          {
            id: newId("si"),
            object: "subscription_item",
            created: start,
            current_period_end: periodEnd,
            current_period_start: start,
            metadata: {},
            price,
            quantity: 1,
            subscription: subscriptionId,
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscriptionId}`,
      },
      latest_invoice: invoice.id,
      livemode: false,
      metadata,
      start_date: start,
      status: "incomplete",
    };
    subscriptions.set(subscription.id, subscription);
    return renderSubscription(subscription, texts(body, "expand"));
  }

  /** The first invoice, finalized at once, with its default payment: a fresh PaymentIntent awaiting the card. */
  function createInvoice(
    subscriptionId: string,
    customerId: string,
    metadata: Record<string, string>,
    price: FakePrice,
    start: number,
    periodEnd: number,
  ): FakeInvoice {
    const amount = price.unit_amount ?? 0;
    const paymentIntent = newId("pi");
    const invoice: FakeInvoice = {
      id: newId("in"),
      object: "invoice",
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      billing_reason: "subscription_create",
      collection_method: "charge_automatically",
      confirmation_secret: { client_secret: `${paymentIntent}_secret_fake`, type: "payment_intent" },
      created: start,
      currency: price.currency,
      customer: customerId,
      livemode: false,
      metadata: {},
      parent: {
        quote_details: null,
        subscription_details: { metadata, subscription: subscriptionId },
        type: "subscription_details",
      },
      period_end: periodEnd,
      period_start: start,
      status: "open",
      status_transitions: { finalized_at: start, marked_uncollectible_at: null, paid_at: null, voided_at: null },
      subtotal: amount,
      total: amount,
    };
    invoices.set(invoice.id, invoice);
    invoicePayments.set(invoice.id, {
      id: newId("inpay"),
      object: "invoice_payment",
      amount_paid: null,
      amount_requested: amount,
      created: start,
      currency: price.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { type: "payment_intent", payment_intent: paymentIntent },
      status: "open",
      status_transitions: { canceled_at: null, paid_at: null },
    });
    return invoice;
  }

  function updateSubscription(id: string, body: Params): FakeSubscription {
    const subscription = find(subscriptions, "subscription", id);
    if (subscription.status === "canceled") {
      throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
    }
    const cancelAtPeriodEnd = text(body, "cancel_at_period_end");
    if (cancelAtPeriodEnd !== undefined) {
      const cancel = cancelAtPeriodEnd === "true";
      subscription.cancel_at_period_end = cancel;
      subscription.cancel_at = cancel ? periodOf(subscription).current_period_end : null;
      // Stripe dates the cancellation from the request, not from the period end it takes effect at.
      subscription.canceled_at = cancel ? now() : null;
    }
    return renderSubscription(subscription, texts(body, "expand"));
  }

  function cancelSubscription(id: string, query: Params): FakeSubscription {
    const subscription = find(subscriptions, "subscription", id);
    const canceledAt = now();
    Object.assign(subscription, { status: "canceled", canceled_at: canceledAt, ended_at: canceledAt, cancel_at: null });
    return renderSubscription(subscription, texts(query, "expand"));
  }

  function listSubscriptions(query: Params) {
    const customer = text(query, "customer");
    const status = text(query, "status");
    const matches = (sub: FakeSubscription) =>
      status === "all" ||
      (status === "ended" ? ["canceled", "incomplete_expired"].includes(sub.status) : status ? sub.status === status : sub.status !== "canceled");
    const found = newestFirst(subscriptions).filter((sub) => (!customer || sub.customer === customer) && matches(sub));
    return list("/v1/subscriptions", found, query);
  }

  function listInvoicePayments(query: Params) {
    const invoice = text(query, "invoice");
    const status = text(query, "status");
    const found = newestFirst(invoicePayments).filter(
      (payment) => (!invoice || payment.invoice === invoice) && (!status || payment.status === status),
    );
    return list("/v1/invoice_payments", found, query);
  }

  function createRefund(body: Params): Stripe.Refund {
    const paymentIntent = required(body, "payment_intent");
    const payment = [...invoicePayments.values()].find((candidate) => candidate.payment.payment_intent === paymentIntent);
    if (!payment) throw missing("payment_intent", paymentIntent, "payment_intent");
    if (payment.status !== "paid") throw invalid("This PaymentIntent does not have a successful charge to refund.", { param: "payment_intent" });
    if (refunds.has(paymentIntent)) {
      throw invalid(`Charge for PaymentIntent ${paymentIntent} has already been refunded.`, { code: "charge_already_refunded" });
    }
    const refund: Stripe.Refund = {
      id: newId("re"),
      object: "refund",
      amount: payment.amount_paid ?? 0,
      balance_transaction: null,
      charge: null,
      created: now(),
      currency: payment.currency,
      customer: null,
      customer_account: null,
      metadata: {},
      payment_intent: paymentIntent,
      payment_method: null,
      reason: null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: "succeeded",
      transfer_reversal: null,
    };
    refunds.set(paymentIntent, refund);
    return refund;
  }

  type Handler = (call: { id: string; params: Params }) => unknown;
  const routes: [method: string, path: RegExp, handler: Handler][] = [
    ["GET", /^\/v1\/prices$/, ({ params }) => listPrices(params)],
    ["POST", /^\/v1\/prices$/, ({ params }) => createPrice(params)],
    ["POST", /^\/v1\/products$/, ({ params }) => createProduct(params)],
    ["POST", /^\/v1\/customers$/, ({ params }) => createCustomer(params)],
    ["GET", /^\/v1\/customers\/([^/]+)$/, ({ id }) => find(customers, "customer", id)],
    ["DELETE", /^\/v1\/customers\/([^/]+)$/, ({ id }) => deleteCustomer(id)],
    ["POST", /^\/v1\/subscriptions$/, ({ params }) => createSubscription(params)],
    ["GET", /^\/v1\/subscriptions$/, ({ params }) => listSubscriptions(params)],
    ["GET", /^\/v1\/subscriptions\/([^/]+)$/, ({ id, params }) => renderSubscription(find(subscriptions, "subscription", id), texts(params, "expand"))],
    ["POST", /^\/v1\/subscriptions\/([^/]+)$/, ({ id, params }) => updateSubscription(id, params)],
    ["DELETE", /^\/v1\/subscriptions\/([^/]+)$/, ({ id, params }) => cancelSubscription(id, params)],
    ["GET", /^\/v1\/invoices\/([^/]+)$/, ({ id, params }) => renderInvoice(find(invoices, "invoice", id), texts(params, "expand").includes("confirmation_secret"))],
    ["GET", /^\/v1\/invoice_payments$/, ({ params }) => listInvoicePayments(params)],
    ["POST", /^\/v1\/refunds$/, ({ params }) => createRefund(params)],
  ];

  function dispatch(method: string, path: string, params: Params): Reply {
    for (const [routeMethod, pattern, handler] of routes) {
      const match = method === routeMethod ? pattern.exec(path) : null;
      if (!match) continue;
      try {
        return { status: 200, body: handler({ id: decodeURIComponent(match[1] ?? ""), params }) };
      } catch (error) {
        if (error instanceof ApiError) return { status: error.status, body: { error: error.error } };
        return { status: 500, body: { error: { type: "api_error", message: `Fake Stripe failed: ${String(error)}` } } };
      }
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` } } };
  }

  const requests: RecordedRequest[] = [];
  const outage = { remaining: 0, status: 500 };
  // Only successes are kept: Stripe saves no result for a request that failed before it ran, so a retry runs anew.
  const idempotent = new Map<string, { fingerprint: string; reply: Reply }>();

  function respond(request: RecordedRequest, rawBody: string, authorization: string | null): Reply {
    if (outage.remaining > 0) {
      outage.remaining--;
      return { status: outage.status, body: { error: { type: "api_error", message: "Stripe is having trouble" } } };
    }
    if (!/^Bearer sk_test_\S+$/.test(authorization ?? "")) {
      return { status: 401, body: { error: { type: "invalid_request_error", message: "Invalid API Key provided." } } };
    }
    const key = request.method === "POST" ? request.idempotencyKey : null;
    const fingerprint = `${request.method} ${request.path} ${rawBody}`;
    const stored = key ? idempotent.get(key) : undefined;
    if (stored?.fingerprint === fingerprint) return { ...stored.reply, headers: { "idempotent-replayed": "true" } };
    if (stored) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      return { status: 400, body: { error: { type: "idempotency_error", message } } };
    }
    const reply = dispatch(request.method, request.path, request.body);
    if (key && reply.status === 200) idempotent.set(key, { fingerprint, reply });
    return reply;
  }

  const server = createServer(async (req, res) => {
    const rawBody = await readBody(req);
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const method = req.method ?? "GET";
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      body: parseForm(method === "POST" ? rawBody : url.search.slice(1)),
      idempotencyKey: header(req, "idempotency-key"),
    };
    requests.push(request);
    const reply = respond(request, rawBody, header(req, "authorization"));
    res.writeHead(reply.status, { "content-type": "application/json", "request-id": `req_${requests.length}`, ...reply.headers });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

  const subscriptionOrThrow = (id: string) => {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`fake Stripe has no subscription ${id}`);
    return subscription;
  };

  function event(type: Stripe.Event.Type, object: object, previous?: object): Stripe.Event {
    const snapshot = {
      id: newId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      type,
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    // The snapshot carries only the fields the fake models, so it is not a complete Stripe.Event.
    return snapshot as unknown as Stripe.Event;
  }

  function setStatus(id: string, status: Stripe.Subscription.Status): Stripe.Event[] {
    const subscription = subscriptionOrThrow(id);
    const previous = { status: subscription.status };
    subscription.status = status;
    return [event("customer.subscription.updated", subscription, previous)];
  }

  return {
    host: "127.0.0.1" as const,
    port: (server.address() as AddressInfo).port,
    protocol: "http" as const,
    requests,

    /** The card went through: the latest invoice is paid and the subscription active for a period from `at`. */
    pay(subscriptionId: string, at = new Date()): Stripe.Event[] {
      const subscription = subscriptionOrThrow(subscriptionId);
      const invoice = find(invoices, "invoice", subscription.latest_invoice as string);
      const payment = find(invoicePayments, "invoice payment", invoice.id);
      if (invoice.status !== "open") throw new Error(`fake Stripe: invoice ${invoice.id} is ${invoice.status}, not open`);
      const paidAt = unix(at);
      Object.assign(invoice, { status: "paid", amount_paid: invoice.amount_due, amount_remaining: 0 });
      invoice.status_transitions.paid_at = paidAt;
      Object.assign(payment, { status: "paid", amount_paid: invoice.amount_due });
      payment.status_transitions.paid_at = paidAt;
      const item = periodOf(subscription);
      item.current_period_start = paidAt;
      item.current_period_end = addInterval(paidAt, item.price.recurring as Stripe.Price.Recurring);
      return [event("invoice.paid", renderInvoice(invoice, false)), ...setStatus(subscriptionId, "active")];
    },

    /** Renewal trouble: `past_due`, `unpaid`, and the like. */
    setStatus,

    /** The period of a subscription set to cancel at its end runs out. */
    endPeriod(subscriptionId: string): Stripe.Event[] {
      const subscription = subscriptionOrThrow(subscriptionId);
      if (!subscription.cancel_at_period_end) throw new Error(`fake Stripe: ${subscriptionId} is not set to cancel at period end`);
      const previous = { status: subscription.status };
      Object.assign(subscription, { status: "canceled", ended_at: periodOf(subscription).current_period_end });
      return [event("customer.subscription.deleted", subscription, previous)];
    },

    /** The first invoice went unpaid for 23 hours: Stripe voids it and the subscription is over before it began. */
    expire(subscriptionId: string): Stripe.Event[] {
      const subscription = subscriptionOrThrow(subscriptionId);
      if (subscription.status !== "incomplete") throw new Error(`fake Stripe: ${subscriptionId} is ${subscription.status}, not incomplete`);
      const invoice = find(invoices, "invoice", subscription.latest_invoice as string);
      invoice.status = "void";
      invoice.status_transitions.voided_at = now();
      find(invoicePayments, "invoice payment", invoice.id).status = "canceled";
      return setStatus(subscriptionId, "incomplete_expired");
    },

    /** An outage: the next `n` requests, to any endpoint, fail with `status`. */
    failNext(n: number, status = 500): void {
      Object.assign(outage, { remaining: n, status });
    },

    /** The newest subscription of the customer with this email: the e2e suite knows who paid, not the ids. */
    newestSubscriptionOf(email: string): string | null {
      const ids = new Set([...customers.values()].filter((c) => c.email === email).map((c) => c.id));
      const theirs = [...subscriptions.values()].filter((s) => ids.has(s.customer as string));
      return theirs.at(-1)?.id ?? null;
    },

    /** The subscription as Stripe holds it now, a copy. */
    subscription(id: string): FakeSubscription {
      return structuredClone(subscriptionOrThrow(id));
    },

    close(): Promise<void> {
      // The SDK keeps its connections alive, which would hold close() open.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      return closed;
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** Premium has one item per subscription, and in this API version the billing period is the item's. */
function periodOf(subscription: FakeSubscription): FakeSubscriptionItem {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`fake Stripe: ${subscription.id} has no items`);
  return item;
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === "string" ? value : null;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}

/** The body and `Stripe-Signature` header Stripe would deliver `event` with, signed with the endpoint's secret. */
export function signWebhook(event: Stripe.Event, secret: string): { payload: string; signature: string } {
  const payload = JSON.stringify(event, null, 2);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
