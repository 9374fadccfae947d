import { useEffect } from "react";
import { toast } from "../../../components/ui/toast-store";
import { useAuth } from "../../auth/api/use-user";
import { usePlanStatus } from "../../plans/api/use-plan-status";
import { useI18n } from "../../../lib/i18n";

export type PlanState = "loading" | "signed-out" | "free" | "premium";

/**
 * docs/product-spec.md §4 "landing page subscription check": loading, then premium or free; a failure stops loading
 * with a toast.
 */
export function usePlanState(): PlanState {
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const status = usePlanStatus({ enabled: isAuthenticated });
  const { t } = useI18n();

  useEffect(() => {
    if (status.isError) {
      toast({
        title: t("pricing.statusFailedTitle"),
        description: t("pricing.statusFailedText"),
        variant: "destructive",
      });
    }
  }, [status.isError, t]);

  if (authLoading) return "loading";
  if (!isAuthenticated) return "signed-out";
  if (status.isPending) return "loading";
  return status.data?.isPremium ? "premium" : "free";
}
