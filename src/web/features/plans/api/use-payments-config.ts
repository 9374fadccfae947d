import { useQuery } from "@tanstack/react-query";
import { paymentsConfigQueryKey } from "./payment-query-keys";
import { fetchPaymentsConfig } from "./payment-requests";

/** Whether and at what price this server sells Premium; fixed for the server's lifetime, so asked once. */
export function usePaymentsConfig() {
  return useQuery({ queryKey: paymentsConfigQueryKey, queryFn: fetchPaymentsConfig, staleTime: Infinity });
}
