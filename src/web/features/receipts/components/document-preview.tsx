import { FileText } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { useI18n } from "../../../lib/i18n";

interface DocumentPreviewProps {
  file: File;
  busy: boolean;
  onChange: () => void;
  onProcess: () => void;
}

const kindOf = (name: string) => {
  const ending = name.toLowerCase().split(".").pop();
  return ending === "pdf" || ending === "eml" ? ending : ending === "html" || ending === "htm" ? "html" : "other";
};

/** A chosen PDF, saved e-mail or web page: its name and kind (there is no picture to show), then read or change it. */
export function DocumentPreview({ file, busy, onChange, onProcess }: DocumentPreviewProps) {
  const { t } = useI18n();
  return (
    <section aria-label={t("upload.document.chosen")} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex items-center gap-3">
        <FileText aria-hidden="true" className="size-10 shrink-0 text-emerald-700" />
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">{file.name}</p>
          <p className="text-sm text-slate-600">
            {t("upload.document.kind", { kind: kindOf(file.name) })} · {t("upload.document.size", { kilobytes: Math.max(1, Math.round(file.size / 1024)) })}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onChange} disabled={busy}>
          {t("upload.document.change")}
        </Button>
        <Button onClick={onProcess} pending={busy}>
          {busy ? t("upload.document.reading") : t("upload.document.read")}
        </Button>
      </div>
    </section>
  );
}
