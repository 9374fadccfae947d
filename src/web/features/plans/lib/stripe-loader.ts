// The pure entry loads Stripe.js only when a payment form asks for it, never as a side effect of the import.
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js, loaded once per publishable key: Elements must keep the same Stripe instance for its whole life, and
 * loading it again would add another script tag. A failed load resolves to null rather than rejecting, so the form
 * can say so; it is then forgotten, so the next form tries again.
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => {
      loaded.delete(publishableKey);
      return null;
    });
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}
