import { Calculator, FileCheck, ScanLine } from "lucide-react";
import { useI18n } from "../../../lib/i18n";

const PROMISES = [
  { icon: ScanLine, title: "auth.side.scanning.title", text: "auth.side.scanning.text" },
  { icon: Calculator, title: "auth.side.differences.title", text: "auth.side.differences.text" },
  { icon: FileCheck, title: "auth.side.reports.title", text: "auth.side.reports.text" },
] as const;

/** The marketing column shown beside the sign-in card on large screens. */
export function AuthSidePanel() {
  const { t } = useI18n();
  return (
    <aside
      aria-label={t("auth.side.label")}
      className="hidden rounded-3xl bg-gradient-to-br from-emerald-700 to-emerald-900 p-10 text-white lg:flex lg:flex-col lg:justify-center"
    >
      <h2 className="text-2xl font-semibold tracking-tight">{t("auth.side.title")}</h2>
      <p className="mt-3 text-emerald-100">{t("auth.side.lead")}</p>
      <ul className="mt-8 space-y-6">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block font-medium">{t(title)}</span>
              <span className="block text-sm text-emerald-100">{t(text)}</span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
