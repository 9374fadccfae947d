import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Category } from "#domain/gluten-free/categories";
import { toast } from "../../../components/ui/toast-store";
import { apiRequest } from "../../../lib/api-client";
import { messageOf } from "../../../lib/api-error";
import { useI18n } from "../../../lib/i18n";
import { TAX_REPORT_KEY } from "./report-query-keys";

/**
 * docs/product-spec.md §3 update field names, plus the claimant and share that decision 003 adds, and the quantity and
 * the comparable regular price of one pack (the server multiplies it by the quantity).
 */
export interface LineItemChanges {
  /** YYYY-MM-DD: moves the line to the tax year and claim period of that day. */
  purchase_date?: string;
  product_name?: string;
  store_location?: string;
  gf_price?: string;
  non_gf_equiv_price?: string;
  non_gf_unit_price?: string;
  quantity?: string;
  /** One of the catalog's categories. */
  category?: Category;
  savings?: string;
  claimant?: string;
  share_pct?: number;
}

export function useUpdateLineItem() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: LineItemChanges }) =>
      apiRequest(`/api/tax-report/line-items/${encodeURIComponent(id)}`, { contract: "PUT /api/tax-report/line-items/:id", body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TAX_REPORT_KEY] }),
    onError: (error) => toast({ title: t("reports.toast.updateFailed"), description: messageOf(error, t("common.tryAgain")), variant: "destructive" }),
  });
}
