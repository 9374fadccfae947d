import { useRef, useState, type DragEvent } from "react";
import { Camera, ImageUp } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { useI18n } from "../../../lib/i18n";
import { RECEIPT_FILE_ACCEPT } from "../lib/receipt-document";
import { HiddenImageInput } from "./hidden-image-input";

interface ReceiptDropzoneProps {
  onFile: (file: File | undefined) => void;
  disabled?: boolean;
}

/**
 * docs/product-spec.md §2: a dashed area opening an image picker; also takes a dropped file, and a photo on phones. The
 * picker also offers the receipt documents the server reads (decision 034).
 */
export function ReceiptDropzone({ onFile, disabled = false }: ReceiptDropzoneProps) {
  const pickerRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { t } = useI18n();

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFile(event.dataTransfer.files[0]);
  };

  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      onClick={() => !disabled && pickerRef.current?.click()}
      className={cn(
        "flex cursor-pointer flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors",
        dragging ? "border-emerald-600 bg-emerald-50" : "border-slate-300 bg-white hover:border-emerald-500",
      )}
    >
      <ImageUp aria-hidden="true" className="size-10 text-emerald-700" />
      <div>
        <p className="font-medium text-slate-900">{t("upload.drop")}</p>
        <p className="text-sm text-slate-600">{t("upload.formats")}</p>
        <p className="mt-1 text-sm text-slate-600">{t("upload.documentHint")}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-2" onClick={(e) => e.stopPropagation()}>
        <Button variant="outline" onClick={() => pickerRef.current?.click()} disabled={disabled}>
          {t("upload.chooseImage")}
        </Button>
        <Button variant="outline" className="md:hidden" onClick={() => cameraRef.current?.click()} disabled={disabled}>
          <Camera aria-hidden="true" className="size-4" />
          {t("upload.takePhoto")}
        </Button>
      </div>
      <HiddenImageInput inputRef={pickerRef} label={t("upload.imageInput")} accept={RECEIPT_FILE_ACCEPT} onFile={onFile} />
      <HiddenImageInput inputRef={cameraRef} label={t("upload.cameraInput")} capture="environment" onFile={onFile} />
    </div>
  );
}
