import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { toast } from "../../../components/ui/toast-store";
import { useAuth } from "../../auth/api/use-user";

interface SubscriptionStatus {
  isPremium: boolean;
  subscription: { status: string; currentPeriodEnd: string } | null;
}

export type PlanState = "loading" | "signed-out" | "free" | "premium";

/** SPEC §4 "landing page subscription check": loading, then premium or free; a failure stops loading with a toast. */
export function usePlanState(): PlanState {
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const status = useQuery({
    queryKey: ["/api/subscription-status"],
    queryFn: () => apiRequest<SubscriptionStatus>("/api/subscription-status"),
    enabled: isAuthenticated,
    retry: 1,
  });

  useEffect(() => {
    if (status.isError) {
      toast({
        title: "Couldn't verify subscription",
        description: "Your subscription status couldn't be verified. Please try again later.",
        variant: "destructive",
      });
    }
  }, [status.isError]);

  if (authLoading) return "loading";
  if (!isAuthenticated) return "signed-out";
  if (status.isPending) return "loading";
  return status.data?.isPremium ? "premium" : "free";
}
