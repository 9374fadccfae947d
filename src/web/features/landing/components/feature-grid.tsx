import { BadgeCheck, FileSpreadsheet, ScanText, Upload } from "lucide-react";
import type { MessageKey } from "#domain/i18n/translator";
import { useI18n } from "../../../lib/i18n";

const FEATURES = [
  { icon: Upload, name: "upload" },
  { icon: ScanText, name: "extraction" },
  { icon: BadgeCheck, name: "matching" },
  { icon: FileSpreadsheet, name: "reports" },
] as const;

const STEPS = ["upload", "verify", "report"] as const;

export function FeatureGrid() {
  const { t } = useI18n();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {FEATURES.map(({ icon: Icon, name }) => (
        <li key={name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-xl bg-emerald-50 text-emerald-800">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`landing.feature.${name}.title` satisfies MessageKey)}</h3>
          <p className="mt-2 text-base text-slate-600">{t(`landing.feature.${name}.text` satisfies MessageKey)}</p>
        </li>
      ))}
    </ul>
  );
}

export function ThreeSteps() {
  const { t } = useI18n();
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {STEPS.map((step, index) => (
        <li key={step} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-lg font-semibold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-semibold text-slate-900">
              <span className="sr-only">{t("landing.stepNumber", { number: index + 1 })}</span>
              {t(`landing.step.${step}.title`)}
            </h3>
            <p className="mt-1 text-base text-slate-600">{t(`landing.step.${step}.text`)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
