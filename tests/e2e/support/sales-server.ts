/**
 * The second app server of the e2e suite: the same build, selling Premium through the fake Stripe. The first server
 * runs without Stripe keys, as a self-hosted one would, so its journeys (CSV included) stay those of a Free server.
 */
const base = Number(process.env.E2E_PORT ?? 3310);

export const STRIPE_PORT = base + 1;
export const STRIPE_CONTROL_PORT = base + 2;
export const SALES_PORT = base + 3;
export const SALES_URL = `http://localhost:${SALES_PORT}`;
export const STRIPE_CONTROL_URL = `http://127.0.0.1:${STRIPE_CONTROL_PORT}`;
export const STRIPE_WEBHOOK_SECRET = "whsec_e2e_celiacclaim";
