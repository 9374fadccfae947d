/**
 * The e2e suite's Stripe: the loopback fake of Stripe's API on STRIPE_PORT (the sales server's SDK points at it), and
 * a control port where a journey says what happened at Stripe ("this customer paid", "the period ended"). Each
 * control call delivers the resulting events to the app's webhook, signed with its secret, as Stripe would.
 * Started by playwright.config.ts: `node scripts/run-ts.mjs tests/e2e/support/fake-stripe-server.ts`.
 */
import { createServer } from "node:http";
import { signWebhook, startFakeStripe } from "../../integration/support/fake-stripe";

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const stripe = await startFakeStripe({ port: Number(env("STRIPE_PORT")) });
const appUrl = env("APP_URL");
const secret = env("STRIPE_WEBHOOK_SECRET");

type Control = "pay" | "end-period" | "refuse-card";

async function deliver(events: ReturnType<typeof stripe.pay>): Promise<number[]> {
  const statuses = [];
  for (const event of events) {
    const { payload, signature } = signWebhook(event, secret);
    const res = await fetch(`${appUrl}/api/payments/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
    statuses.push(res.status);
  }
  return statuses;
}

const act = (control: Control, subscriptionId: string) => {
  if (control === "pay") return stripe.pay(subscriptionId);
  if (control === "end-period") return stripe.endPeriod(subscriptionId);
  return stripe.setStatus(subscriptionId, "unpaid");
};

createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://control");
  const control = url.pathname.slice(1) as Control;
  const email = url.searchParams.get("email") ?? "";
  const subscriptionId = stripe.newestSubscriptionOf(email);
  if (req.method === "GET" && url.pathname === "/health") return res.end("ok");
  if (req.method !== "POST" || !["pay", "end-period", "refuse-card"].includes(control) || !subscriptionId) {
    res.statusCode = 404;
    return res.end(JSON.stringify({ message: `no ${control} for ${email}` }));
  }
  try {
    const events = act(control, subscriptionId);
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ subscriptionId, events: events.map((e) => e.id), webhookStatuses: await deliver(events) }));
  } catch (error) {
    res.statusCode = 409;
    res.end(JSON.stringify({ message: error instanceof Error ? error.message : String(error) }));
  }
}).listen(Number(env("STRIPE_CONTROL_PORT")), "127.0.0.1");
