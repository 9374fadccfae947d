import { usePaymentsConfig } from "./use-payments-config";

export type PremiumOnSale =
  | { state: "loading" | "failed"; retry: () => void }
  | { state: "on-sale" | "not-sold"; freeReceiptsPerMonth: number | null };

/**
 * Whether this server sells Premium, for pages that may be seen signed out (the plan status needs an account). Until
 * the public payments config answers the page offers neither plan, so a server without payments never shows Premium.
 */
export function usePremiumOnSale(): PremiumOnSale {
  const config = usePaymentsConfig();
  if (config.data) {
    const { publishableKey, freeReceiptsPerMonth } = config.data;
    return { state: publishableKey === null ? "not-sold" : "on-sale", freeReceiptsPerMonth };
  }
  return { state: config.isError ? "failed" : "loading", retry: () => void config.refetch() };
}
