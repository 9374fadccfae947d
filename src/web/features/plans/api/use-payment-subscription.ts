import { useQuery } from "@tanstack/react-query";
import { isTransientError } from "../../../lib/api-error";
import { paymentSubscriptionQueryKey } from "./payment-query-keys";
import { fetchPaymentSubscription } from "./payment-requests";
import { isAwaitingPayment } from "../lib/subscription-state";

const POLL_MS = 2000;

/**
 * docs/product-spec.md §7: /api/payments/subscription, retried 3 times and never kept in cache. The server asks
 * Stripe again about a subscription still awaiting its first payment, so `pollWhileAwaiting` polls it until Stripe
 * says it is paid.
 */
export function usePaymentSubscription({ pollWhileAwaiting = false }: { pollWhileAwaiting?: boolean } = {}) {
  return useQuery({
    queryKey: paymentSubscriptionQueryKey,
    queryFn: fetchPaymentSubscription,
    staleTime: 0,
    gcTime: 0,
    retry: (failureCount, error) => failureCount < 3 && isTransientError(error),
    refetchInterval: (query) => (pollWhileAwaiting && isAwaitingPayment(query.state.data) ? POLL_MS : false),
  });
}
