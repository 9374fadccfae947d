import { Check } from "lucide-react";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { useI18n } from "../../../lib/i18n";
import { PROCESSING_STAGES, type ProcessingStage } from "../lib/processing-stages";

/**
 * The stages of reading a receipt, the current one announced to screen readers. `retryIn`: every reader was busy
 * and the photos go again in that many seconds; the wait is announced once, the countdown only shown.
 */
export function ProcessingProgress({ stage, retryIn = null }: { stage: ProcessingStage; retryIn?: number | null }) {
  const { t } = useI18n();
  const current = PROCESSING_STAGES.indexOf(stage);
  const label = t(`upload.stage.${stage}`);
  return (
    <div className="rounded-2xl border border-emerald-200 bg-emerald-50/60 p-5">
      <p role="status" className="font-medium text-slate-900">
        {retryIn === null ? `${label}...` : t("upload.busy")}
      </p>
      {retryIn !== null && (
        <p aria-hidden="true" className="mt-1 text-sm text-slate-700">
          {t("upload.retryIn", { seconds: retryIn })}
        </p>
      )}
      <ProgressBar
        label={t("upload.processing")}
        value={current + 1}
        max={PROCESSING_STAGES.length}
        valueText={label}
        className="mt-3 bg-emerald-100"
        fillClassName="transition-[width] duration-500"
      />
      <ol className="mt-4 grid gap-2 text-sm sm:grid-cols-4">
        {PROCESSING_STAGES.map((s, i) => (
          <li key={s} className={cn("flex items-center gap-2", i > current ? "text-slate-400" : "text-slate-800")}>
            {i < current ? (
              <Check aria-hidden="true" className="size-4 text-emerald-700" />
            ) : i === current ? (
              <Spinner className="size-4 text-emerald-700" />
            ) : (
              <span aria-hidden="true" className="size-4 rounded-full border border-slate-300" />
            )}
            {t(`upload.stage.${s}`)}
          </li>
        ))}
      </ol>
    </div>
  );
}
