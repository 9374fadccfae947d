import { useRef } from "react";
import { Camera, ImagePlus, X } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { useI18n } from "../../../lib/i18n";
import type { ChosenPhoto } from "../api/use-upload-flow";
import { HiddenImageInput } from "./hidden-image-input";

interface ReceiptPreviewProps {
  photos: readonly ChosenPhoto[];
  busy: boolean;
  /** Room for another photo of the same long receipt. */
  canAdd: boolean;
  onChange: () => void;
  onAdd: (file: File | undefined) => void;
  onRemove: (key: number) => void;
  onProcess: () => void;
}

/**
 * docs/product-spec.md §2: the chosen image with "Change" (clears images and result) and "Process Image"; a long
 * receipt may add a second and third photo, each previewed and removable, read together as one receipt.
 */
export function ReceiptPreview({ photos, busy, canAdd, onChange, onAdd, onRemove, onProcess }: ReceiptPreviewProps) {
  const { t } = useI18n();
  const pickerRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const several = photos.length > 1;
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4">
      <ol className={cn("grid gap-3", several && (photos.length === 2 ? "grid-cols-2" : "grid-cols-3"))}>
        {photos.map((photo, i) => (
          <li key={photo.key} className="space-y-1">
            <div className="relative mx-auto w-fit max-w-full">
              <img
                src={photo.previewUrl}
                alt={
                  several
                    ? t("upload.preview.several", { number: i + 1, count: photos.length, name: photo.file.name })
                    : t("upload.preview.one", { name: photo.file.name })
                }
                className={cn(
                  "w-auto max-w-full rounded-lg border border-slate-100 object-contain",
                  several ? "max-h-56 sm:max-h-80" : "max-h-72 sm:max-h-96",
                )}
              />
              {several && !busy && (
                <Button
                  variant="outline"
                  size="icon"
                  className="absolute -top-2 -right-2 size-8 rounded-full"
                  onClick={() => onRemove(photo.key)}
                  aria-label={t("upload.preview.remove", { number: i + 1 })}
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              )}
            </div>
            {several && <p className="text-center text-xs text-slate-600">{t(i === 0 ? "upload.preview.top" : i === photos.length - 1 ? "upload.preview.bottom" : "upload.preview.middle")}</p>}
          </li>
        ))}
      </ol>
      {!busy && canAdd && (
        <div className="space-y-2 rounded-xl bg-slate-50 p-3">
          <p className="text-sm text-slate-600">
            {t("upload.preview.long")}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => pickerRef.current?.click()}>
              <ImagePlus aria-hidden="true" className="size-4" />
              {t("upload.preview.add")}
            </Button>
            <Button variant="outline" size="sm" className="md:hidden" onClick={() => cameraRef.current?.click()}>
              <Camera aria-hidden="true" className="size-4" />
              {t("upload.preview.takeAnother")}
            </Button>
          </div>
          <HiddenImageInput inputRef={pickerRef} label={t("upload.preview.another")} onFile={onAdd} />
          <HiddenImageInput inputRef={cameraRef} label={t("upload.preview.addFromCamera")} capture="environment" onFile={onAdd} />
        </div>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onChange} disabled={busy}>
          {t("upload.document.change")}
        </Button>
        <Button onClick={onProcess} pending={busy}>
          {t(busy ? "upload.processingButton" : "upload.process")}
        </Button>
      </div>
    </div>
  );
}
