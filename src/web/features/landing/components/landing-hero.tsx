import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { buttonClasses } from "../../../components/ui/button";
import { useAuth } from "../../auth/api/use-user";
import { SampleReceiptCard } from "./sample-receipt-card";
import { useI18n } from "../../../lib/i18n";

export function LandingHero() {
  const { isAuthenticated } = useAuth();
  const { t, rich } = useI18n();
  return (
    <section className="bg-gradient-to-b from-emerald-50 to-stone-50">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-emerald-700 uppercase">{t("landing.eyebrow")}</p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {rich("landing.headline", { nowrap: (chunks) => <span className="whitespace-nowrap">{chunks}</span> })}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-600">{t("landing.lead")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {isAuthenticated ? (
              <Link to="/upload-receipt" className={buttonClasses({ size: "lg" })}>
                {t("nav.uploadReceipt")}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ) : (
              <Link to="/sign-up" className={buttonClasses({ size: "lg" })}>
                {t("layout.startFree")}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            )}
            <Link to="/how-it-works" className={buttonClasses({ variant: "outline", size: "lg" })}>
              {t("nav.howItWorks")}
            </Link>
          </div>
        </div>
        <SampleReceiptCard />
      </div>
    </section>
  );
}
