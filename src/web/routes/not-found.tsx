import { Link } from "react-router";
import { buttonClasses } from "../components/ui/button";
import { siteTitle, useDocumentTitle } from "../lib/document-title";
import { useI18n } from "../lib/i18n";

export default function NotFoundPage() {
  const { t, href } = useI18n();
  useDocumentTitle(siteTitle(t("meta.notFound")));
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-emerald-700 uppercase">{t("notFound.eyebrow")}</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">{t("notFound.title")}</h1>
      <p className="mt-4 text-slate-600">{t("notFound.text")}</p>
      <Link to={href("/")} className={buttonClasses({ className: "mt-8" })}>
        {t("notFound.back")}
      </Link>
    </div>
  );
}
