import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { PublicUser } from "#domain/api/auth";
import type { ReceiptItemView, ReceiptView } from "#domain/receipts/receipt-view-types";
import { useI18n } from "../../../lib/i18n";
import { userQueryKey } from "../../auth/api/use-user";
import { keepIfWanted } from "../../device-photos/api/kept-photos";
import { receiptPhotoFiles } from "../lib/photo-memory";
import { readyToSave } from "../lib/line-status";
import { useSaveReceipt } from "../api/use-save-receipt";
import { useClaimFor } from "./use-claim-for";

// docs/product-spec.md §9: the page moves on to the reports this long after a successful save, showing "Saved".
const REDIRECT_AFTER_SAVE_MS = 1500;

/**
 * Saving the review: whom the claim is for, the date asked for when none was read, and the save itself, which moves
 * on to the reports once done. A receipt opened already saved is read-only; one saved here stays as it was, "Saved",
 * until the page moves on, even once the server's copy says it is saved.
 */
export function useReviewSave(receipt: ReceiptView, items: readonly ReceiptItemView[], sendUnsent: () => Promise<void>) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const claimFor = useClaimFor();
  const [enteredDate, setEnteredDate] = useState("");
  // Asked only while the receipt has none: one given through "Edit date and store" since is the receipt's own.
  const needsDate = receipt.status === "processed" && receipt.purchaseDate === null;
  const { save, state, error, duplicate } = useSaveReceipt({
    receiptId: receipt.id,
    items,
    possibleDuplicate: receipt.possibleDuplicate,
    sendUnsent,
    body: { ...(needsDate && enteredDate ? { purchaseDate: enteredDate } : {}), ...claimFor.body },
    texts: {
      // The page changes, so the toast is what says the receipt went into the records (decision 021).
      saved: (r) => ({
        title: t("review.saved"),
        description: t("review.savedText", { count: r.logsCreated }),
      }),
      failedTitle: t("review.saveError"),
      failedFallback: t("review.saveFailed"),
      noItemsTitle: t("review.noItemsSelectedTitle"),
      noItems: t("review.noItemsSelected"),
    },
  });
  const readOnly = receipt.status === "confirmed" && state !== "saved";

  // A saved receipt's photos, still in this tab's memory, are kept on this device when its setting says so.
  // The page is signed in, so the account is in the cache already: read there, not asked again.
  useEffect(() => {
    const user = queryClient.getQueryData<PublicUser | null>(userQueryKey);
    if (state !== "saved" || !user) return;
    keepIfWanted(user.id, receipt.id, receiptPhotoFiles(receipt.id), new Date()).catch((e: unknown) =>
      console.warn("The receipt's photo could not be kept on this device", e),
    );
  }, [state, queryClient, receipt.id]);

  useEffect(() => {
    if (state !== "saved") return;
    const timer = window.setTimeout(() => void navigate("/reports"), REDIRECT_AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [state, navigate]);

  return {
    claimFor,
    enteredDate,
    setEnteredDate,
    needsDate,
    readOnly,
    /** Nothing on the page changes while saving, once saved, or on a receipt opened saved. */
    locked: readOnly || state !== "idle",
    canSave: readyToSave(items, claimFor.sharePct, needsDate && enteredDate === ""),
    save,
    state,
    error,
    duplicate,
  };
}

export type ReviewSave = ReturnType<typeof useReviewSave>;
