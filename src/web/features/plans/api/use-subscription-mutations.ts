import { useMutation, useQueryClient } from "@tanstack/react-query";
import { paymentSubscriptionQueryKey } from "./payment-query-keys";
import { cancelSubscription, createSubscription, refundSubscription } from "./payment-requests";
import { planStatusQueryKey } from "./use-plan-status";

/**
 * Every change to the subscription refreshes both status queries before the mutation settles, so whatever the page
 * shows next (and where focus can return to) already reflects it. None is retried: a repeated POST could charge,
 * cancel or refund twice.
 */
function useSubscriptionMutation<T>(mutationFn: () => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: planStatusQueryKey }),
        queryClient.invalidateQueries({ queryKey: paymentSubscriptionQueryKey }),
      ]),
  });
}

export const useCreateSubscription = () => useSubscriptionMutation(createSubscription);
export const useCancelSubscription = () => useSubscriptionMutation(cancelSubscription);
export const useRefundSubscription = () => useSubscriptionMutation(refundSubscription);
