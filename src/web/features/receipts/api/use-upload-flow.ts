import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import { toast } from "../../../components/ui/toast-store";
import { ApiError, messageOf } from "../../../lib/api-error";
import { useI18n } from "../../../lib/i18n";
import { planStatusQueryKey } from "../../plans/api/use-plan-status";
import { MAX_BUSY_WAITS, busyRetrySeconds } from "../lib/busy-retry";
import { rememberReceiptPhotos } from "../lib/photo-memory";
import { FileReadError, prepareReceiptImage, readAsDataUrl } from "../lib/prepare-receipt-image";
import { SERVER_STAGE_DELAYS_MS, type ProcessingStage } from "../lib/processing-stages";
import { isReceiptDocument } from "../lib/receipt-document";
import { processReceiptDocument, processReceiptPhotos } from "./receipt-requests";
import { receiptListsKey, receiptQueryKey } from "./receipt-query-keys";

/** A long receipt may be photographed in up to three overlapping parts, top to bottom, read as one receipt. */
export const MAX_PHOTOS = 3;

export interface ChosenPhoto {
  /** Stable across removals, for React keys. */
  key: number;
  file: File;
  previewUrl: string;
}

export interface UploadError {
  message: string;
  /** 402: the Free plan's monthly receipts are used up. */
  planLimit: boolean;
}

const isReceipt = (value: unknown): value is ReceiptView =>
  typeof value === "object" && value !== null && "id" in value && Array.isArray((value as ReceiptView).items);

/**
 * docs/product-spec.md §4 "Upload flow": no image → image chosen (resized when very large) → processing → error or
 * results. One to three photos of the same receipt may be chosen; one goes as the spec's `base64Image`, more as
 * `base64Images`. A PDF, saved e-mail or web page is a receipt on its own and goes as it is, as `base64Document`. A receipt read is put in the query cache and handed to `onRead`, which opens its review; the review
 * reads it from the server, so a reload shows the same thing.
 */
export function useUploadFlow({ onRead }: { onRead: (receiptId: string) => void }) {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [chosenDocument, setChosenDocument] = useState<File | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [stage, setStage] = useState<ProcessingStage | null>(null);
  const [error, setError] = useState<UploadError | null>(null);
  const [retryIn, setRetryIn] = useState<number | null>(null);
  const timers = useRef<number[]>([]);
  const nextKey = useRef(0);
  const shownUrls = useRef<string[]>([]);

  const clearTimers = () => {
    for (const t of timers.current) window.clearTimeout(t);
    timers.current = [];
  };

  /** Counts the wait down on screen, a second at a time; its timers go with the page if the person leaves. */
  const countDown = (seconds: number) =>
    new Promise<void>((resolve) => {
      for (let left = seconds; left > 0; left--) {
        timers.current.push(window.setTimeout(() => setRetryIn(left), (seconds - left) * 1000));
      }
      timers.current.push(
        window.setTimeout(() => {
          setRetryIn(null);
          resolve();
        }, seconds * 1000),
      );
    });

  useEffect(() => () => clearTimers(), []);
  // Previews of photos no longer chosen are released; photo-memory keeps its own copies of a read receipt's photos.
  useEffect(() => {
    const current = photos.map((p) => p.previewUrl);
    for (const url of shownUrls.current) if (!current.includes(url)) URL.revokeObjectURL(url);
    shownUrls.current = current;
  }, [photos]);
  useEffect(() => () => shownUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  /** Checks and prepares a picked file; null (with the toast or error said) when there is nothing to add. */
  const preparePhoto = useCallback(async (chosen: File | undefined): Promise<ChosenPhoto | null> => {
    if (!chosen) {
      toast({ title: t("upload.noFile"), description: t("upload.noFileText") });
      return null;
    }
    if (!chosen.type.startsWith("image/")) {
      setError({ message: t("upload.notAReceiptFile"), planLimit: false });
      return null;
    }
    setPreparing(true);
    const outcome = await prepareReceiptImage(chosen);
    setPreparing(false);
    if (outcome.failed) {
      toast({
        variant: "destructive",
        title: t("upload.resizeFailed"),
        description: t("upload.resizeFailedText"),
      });
    }
    setError(null);
    return { key: nextKey.current++, file: outcome.file, previewUrl: URL.createObjectURL(outcome.file) };
  }, [t]);

  const chooseFile = useCallback(
    async (chosen: File | undefined) => {
      if (chosen && isReceiptDocument(chosen)) {
        setError(null);
        setPhotos([]);
        setChosenDocument(chosen);
        return;
      }
      const photo = await preparePhoto(chosen);
      if (!photo) return;
      setChosenDocument(null);
      setPhotos([photo]);
    },
    [preparePhoto],
  );

  const addPhoto = useCallback(
    async (chosen: File | undefined) => {
      const photo = await preparePhoto(chosen);
      if (photo) setPhotos((current) => [...current, photo]);
    },
    [preparePhoto],
  );

  const removePhoto = useCallback((key: number) => {
    setPhotos((current) => current.filter((p) => p.key !== key));
  }, []);

  const clear = useCallback(() => {
    setPhotos([]);
    setChosenDocument(null);
    setError(null);
  }, []);

  const process = useCallback(async () => {
    if (photos.length === 0 && !chosenDocument) {
      toast({ title: t("upload.noFile"), description: t("upload.noFileText") });
      return;
    }
    setError(null);
    setStage("preparing");
    try {
      const send = chosenDocument
        ? await readAsDataUrl(chosenDocument).then((dataUrl) => () => processReceiptDocument(dataUrl))
        : await Promise.all(photos.map((p) => readAsDataUrl(p.file))).then((dataUrls) => () => processReceiptPhotos(dataUrls));
      let result: unknown;
      // A server reading many receipts at once says how long to wait; the photos go again then, up to a point.
      for (let waits = 0; ; waits++) {
        setStage("reading");
        timers.current = SERVER_STAGE_DELAYS_MS.map(([next, ms]) => window.setTimeout(() => setStage(next), ms));
        try {
          result = await send();
          break;
        } catch (e) {
          const seconds = busyRetrySeconds(e);
          if (seconds === null || waits >= MAX_BUSY_WAITS) throw e;
          clearTimers();
          await countDown(seconds);
        }
      }
      if (!isReceipt(result)) throw new Error(t("upload.unexpectedAnswer"));
      // A document has no photo to cut lines from; the review shows what was read without strips.
      if (!chosenDocument) rememberReceiptPhotos(result.id, photos.map((p) => p.file));
      queryClient.setQueryData(receiptQueryKey(result.id), result);
      onRead(result.id);
    } catch (e) {
      if (e instanceof FileReadError) {
        setError({ message: t("upload.fileReadFailed"), planLimit: false });
        toast({ variant: "destructive", title: t("upload.fileReadError"), description: t("upload.fileReadErrorText") });
      } else {
        const planLimit = e instanceof ApiError && e.status === 402;
        setError({ message: messageOf(e, t("upload.processFailed")), planLimit });
        // The monthly limit is not a failure to try again: its alert, with the upgrade, is the one message.
        if (!planLimit) {
          toast({
            variant: "destructive",
            title: t("upload.failed"),
            description: t("upload.failedText"),
          });
        }
      }
    } finally {
      clearTimers();
      setRetryIn(null);
      setStage(null);
      void queryClient.invalidateQueries({ queryKey: planStatusQueryKey });
      void queryClient.invalidateQueries({ queryKey: receiptListsKey });
    }
  }, [photos, chosenDocument, queryClient, onRead, t]);

  return { photos, chosenDocument, preparing, stage, retryIn, error, chooseFile, addPhoto, removePhoto, clear, process };
}
