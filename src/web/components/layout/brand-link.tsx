import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";

/** Logo and name linking home; the name can be hidden where the top bar is tight. */
export function BrandLink({ nameClassName }: { nameClassName?: string }) {
  const { t, href } = useI18n();
  return (
    <Link to={href("/")} className="flex shrink-0 items-center gap-2 rounded-lg text-lg font-semibold text-slate-900">
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className={cn(nameClassName)}>
        Celiac<span className="text-emerald-700">Claim</span>
      </span>
      <span className="sr-only">{t("layout.brandHome")}</span>
    </Link>
  );
}
