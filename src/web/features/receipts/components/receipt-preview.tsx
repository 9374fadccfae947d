import { Button } from "../../../components/ui/button";

interface ReceiptPreviewProps {
  url: string;
  fileName: string;
  busy: boolean;
  /** Once read, the same image is not sent again (it would be a second receipt). */
  processed: boolean;
  onChange: () => void;
  onProcess: () => void;
}

/** SPEC §2: the chosen image with "Change" (clears image and result) and "Process Image". */
export function ReceiptPreview({ url, fileName, busy, processed, onChange, onProcess }: ReceiptPreviewProps) {
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4">
      <img src={url} alt={`Preview of ${fileName}`} className="mx-auto max-h-72 sm:max-h-96 w-auto rounded-lg border border-slate-100 object-contain" />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onChange} disabled={busy}>
          Change
        </Button>
        {!processed && (
          <Button onClick={onProcess} pending={busy}>
            {busy ? "Processing..." : "Process Image"}
          </Button>
        )}
      </div>
    </div>
  );
}
