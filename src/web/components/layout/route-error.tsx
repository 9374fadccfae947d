import { useRouteError } from "react-router";
import { Button } from "../ui/button";
import { useI18n } from "../../lib/i18n";

/** Shown in place of a page that failed to render or whose code could not be loaded (say, after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useI18n();
  console.error(error);
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t("routeError.title")}</h1>
      <p className="mt-3 text-slate-600">{t("routeError.text")}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {t("routeError.reload")}
      </Button>
    </div>
  );
}
