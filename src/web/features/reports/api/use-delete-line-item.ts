import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "#domain/api/auth";
import type { LineItemView } from "#domain/api/tax-report";
import { toast } from "../../../components/ui/toast-store";
import { apiRequest } from "../../../lib/api-client";
import { messageOf } from "../../../lib/api-error";
import { useI18n } from "../../../lib/i18n";
import { userQueryKey } from "../../auth/api/use-user";
import { forgetReceiptPhotos, keptPhotosOf } from "../../device-photos/api/kept-photos";
import { TAX_REPORT_KEY } from "./report-query-keys";

/**
 * A receipt whose last claim line is deleted is gone from the records, so the photo this device kept of it goes too.
 * Its lines may sit in several years (a date edited), so all of them are asked for, and only when a photo is kept.
 */
async function forgetPhotoOfEmptiedReceipt(userId: string, receiptId: string): Promise<void> {
  if (!(await keptPhotosOf(userId, [receiptId])).has(receiptId)) return;
  const { receipts: lines } = await apiRequest("/api/tax-report/gf-receipts", { contract: "GET /api/tax-report/gf-receipts" });
  if (!lines.some((line) => line.receiptId === receiptId)) await forgetReceiptPhotos(userId, receiptId);
}

export function useDeleteLineItem() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (line: LineItemView) => {
      await apiRequest(`/api/tax-report/line-items/${encodeURIComponent(line.id)}`, {
        contract: "DELETE /api/tax-report/line-items/:id",
      });
      return line;
    },
    onSuccess: (line) => {
      const user = queryClient.getQueryData<PublicUser | null>(userQueryKey);
      if (user && line.receiptId !== null) {
        forgetPhotoOfEmptiedReceipt(user.id, line.receiptId).catch((e: unknown) =>
          console.warn("The receipt's kept photo could not be removed from this device", e),
        );
      }
      return queryClient.invalidateQueries({ queryKey: [TAX_REPORT_KEY] });
    },
    onError: (error) => toast({ title: t("reports.toast.deleteFailed"), description: messageOf(error, t("common.tryAgain")), variant: "destructive" }),
  });
}
