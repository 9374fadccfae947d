import { saidIdentity, say } from "#domain/i18n/said";
import type { FigureSource } from "../lib/figure-sources";
import { useI18n } from "../../../lib/i18n";

/** Which figures are computed rather than published, and where each comes from. */
export function FigureSourcesList({ sources }: { sources: readonly FigureSource[] }) {
  const i18n = useI18n();
  const { t } = i18n;
  const computed = sources.filter((s) => s.computed);
  return (
    <section aria-labelledby="sources-title" className="space-y-3 text-sm text-slate-700">
      {computed.length > 0 && (
        <div className="rounded-xl border border-sky-200 bg-sky-50 p-4" data-testid="computed-figures">
          <h2 className="font-semibold text-slate-900">{t("planner.computedTitle")}</h2>
          <p className="mt-1">{t("planner.computedIntro")}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {computed.map((s) => (
              <li key={saidIdentity(s.label)}>
                {t("credit.figure.computed", { label: say(s.label, i18n), how: s.computed ? say(s.computed, i18n) : "" })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <h2 id="sources-title" className="font-semibold text-slate-900">
        {t("planner.sourcesTitle")}
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {sources.map((s) => (
          <li key={saidIdentity(s.label)} className="break-words">
            {say(s.label, i18n)}:{" "}
            <a href={s.source} className="text-emerald-800 underline underline-offset-4" rel="noreferrer" target="_blank">
              {new URL(s.source).hostname}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
