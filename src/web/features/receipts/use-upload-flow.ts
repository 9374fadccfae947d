import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ReceiptView } from "../../../domain/receipts/receipt-view-types";
import { toast } from "../../components/ui/toast-store";
import { ApiError, messageOf } from "../../lib/api-error";
import { processReceiptImage } from "./api/receipt-requests";
import { planStatusQueryKey } from "../plans/api/use-plan-status";
import { FileReadError, prepareReceiptImage, readAsDataUrl } from "./prepare-receipt-image";
import { SERVER_STAGE_DELAYS_MS, type ProcessingStage } from "./processing-stages";

export const NOT_AN_IMAGE = "Only image files can be processed. Please upload a photo of your receipt.";

export interface UploadError {
  message: string;
  /** 402: the Free plan's monthly receipts are used up. */
  planLimit: boolean;
}

const isReceipt = (value: unknown): value is ReceiptView =>
  typeof value === "object" && value !== null && "id" in value && Array.isArray((value as ReceiptView).items);

/** SPEC §4 "Upload flow": no image → image chosen (resized when large) → processing → error or results. */
export function useUploadFlow() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [stage, setStage] = useState<ProcessingStage | null>(null);
  const [error, setError] = useState<UploadError | null>(null);
  const [receipt, setReceipt] = useState<ReceiptView | null>(null);
  const timers = useRef<number[]>([]);

  const clearTimers = () => {
    for (const t of timers.current) window.clearTimeout(t);
    timers.current = [];
  };

  useEffect(() => () => clearTimers(), []);
  useEffect(() => () => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const chooseFile = useCallback(async (chosen: File | undefined) => {
    if (!chosen) {
      toast({ title: "No file selected", description: "Please select an image first" });
      return;
    }
    if (!chosen.type.startsWith("image/")) {
      setError({ message: NOT_AN_IMAGE, planLimit: false });
      return;
    }
    setPreparing(true);
    const outcome = await prepareReceiptImage(chosen);
    setPreparing(false);
    if (outcome.resized) {
      toast({ title: "Image Resized", description: `Image size reduced from ${outcome.beforeKb} KB to ${outcome.afterKb} KB.` });
    } else if (outcome.failed) {
      toast({
        variant: "destructive",
        title: "Resize Failed",
        description: "Could not resize image, using original size. The upload might fail if the image is too large.",
      });
    }
    setFile(outcome.file);
    setPreviewUrl(URL.createObjectURL(outcome.file));
    setReceipt(null);
    setError(null);
  }, []);

  const clear = useCallback(() => {
    setFile(null);
    setPreviewUrl(null);
    setReceipt(null);
    setError(null);
  }, []);

  const process = useCallback(async () => {
    if (!file) {
      toast({ title: "No file selected", description: "Please select an image first" });
      return;
    }
    setReceipt(null);
    setError(null);
    setStage("preparing");
    try {
      const base64Image = await readAsDataUrl(file);
      setStage("reading");
      timers.current = SERVER_STAGE_DELAYS_MS.map(([next, ms]) => window.setTimeout(() => setStage(next), ms));
      const result: unknown = await processReceiptImage(base64Image);
      if (!isReceipt(result)) throw new Error("Invalid response format from server");
      setReceipt(result);
      toast({ title: "Receipt processed successfully", description: `Found ${result.items.length} items on your receipt.` });
    } catch (e) {
      if (e instanceof FileReadError) {
        setError({ message: e.message, planLimit: false });
        toast({ variant: "destructive", title: "File Reading Error", description: "Failed to read the image file. Please try a different file." });
      } else {
        setError({ message: messageOf(e, "Failed to process receipt"), planLimit: e instanceof ApiError && e.status === 402 });
        toast({
          variant: "destructive",
          title: "Receipt Processing Failed",
          description: "There was an error processing your receipt. Please try again.",
        });
      }
    } finally {
      clearTimers();
      setStage(null);
      void queryClient.invalidateQueries({ queryKey: planStatusQueryKey });
    }
  }, [file, queryClient]);

  return { file, previewUrl, preparing, stage, error, receipt, chooseFile, clear, process };
}
