import { useMemo } from "react";
import { Link } from "react-router";
import { Lightbulb } from "lucide-react";
import { buttonClasses } from "../../../components/ui/button";
import { useI18n } from "../../../lib/i18n";
import { useMetaDescription } from "../../../lib/use-meta-description";
import { usePremiumOnSale } from "../../plans/api/use-premium-on-sale";
import { readHowItWorks } from "../lib/how-it-works-content";
import { MarkdownContent } from "./markdown-content";

/** The How It Works page from data/site/how-it-works.md: hero, steps, technology, tips and the call to action. */
export function HowItWorksSections() {
  const { locale, t } = useI18n();
  const plans = usePremiumOnSale();
  const known = plans.state === "on-sale" || plans.state === "not-sold";
  const premiumOnSale = plans.state === "on-sale";
  const freeReceiptsPerMonth = known ? plans.freeReceiptsPerMonth : null;
  // Until the server says what it offers, the page says nothing about plans rather than something it may not sell.
  const content = useMemo(
    () => readHowItWorks(known ? { premiumOnSale, freeReceiptsPerMonth } : null, locale),
    [known, premiumOnSale, freeReceiptsPerMonth, locale],
  );
  useMetaDescription(content.description);
  return (
    <>
      <section className="bg-gradient-to-b from-emerald-50 to-stone-50">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <h1 className="text-sm font-semibold tracking-wide text-emerald-700 uppercase">{t("site.howItWorks.title")}</h1>
          <p className="mt-3 text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {content.headline}
          </p>
          <MarkdownContent markdown={content.intro} className="mx-auto max-w-2xl text-lg text-slate-600" />
        </div>
      </section>

      <section aria-labelledby="steps-heading" className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <h2 id="steps-heading" className="sr-only">
          {t("site.howItWorks.steps")}
        </h2>
        <ol className="space-y-8">
          {content.steps.map((step, index) => (
            <li key={step.heading} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:gap-6">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-lg font-semibold text-white"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="text-xl font-semibold text-slate-900">{step.heading}</h3>
                <MarkdownContent markdown={step.body} />
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="technology-heading" className="border-t border-slate-200 bg-white py-14">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="technology-heading" className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
            {t("site.howItWorks.technology")}
          </h2>
          <div className="mt-8 grid gap-6 lg:grid-cols-3">
            {content.technology.map((part) => (
              <div key={part.heading} className="rounded-2xl border border-slate-200 bg-stone-50 p-6">
                <h3 className="text-lg font-semibold text-slate-900">{part.heading}</h3>
                <MarkdownContent markdown={part.body} className="text-sm" />
              </div>
            ))}
          </div>
        </div>
      </section>

      {content.tips && (
        <section aria-labelledby="tips-heading" className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
          <div className="rounded-2xl border-2 border-emerald-600 bg-emerald-50 p-6 sm:p-8">
            <div className="flex items-center gap-3">
              <Lightbulb aria-hidden="true" className="size-6 text-emerald-700" />
              <h2 id="tips-heading" className="text-xl font-semibold text-emerald-950">
                {content.tips.heading}
              </h2>
            </div>
            <MarkdownContent markdown={content.tips.body} className="text-emerald-950" />
          </div>
        </section>
      )}

      <section aria-labelledby="start-heading" className="border-t border-slate-200 bg-emerald-900 py-14 text-white">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h2 id="start-heading" className="text-2xl font-semibold sm:text-3xl">
            {t("site.howItWorks.start")}
          </h2>
          <p className="mt-4 text-emerald-50">{content.closing}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {content.actions.map((action, index) => (
              <Link
                key={action.href}
                to={action.href}
                className={buttonClasses({
                  size: "lg",
                  variant: index === 0 ? "secondary" : "outline",
                })}
              >
                {action.label}
              </Link>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
