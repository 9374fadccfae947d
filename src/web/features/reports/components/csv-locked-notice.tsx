import { Lock } from "lucide-react";
import { Link } from "react-router";

/** Said before any click: a Free user's download would be refused (docs/product-spec.md §1, CSV is Premium's). */
export function CsvLockedNotice() {
  return (
    <p className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 text-sm text-slate-700">
      <Lock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      CSV export is part of Premium
      <Link to="/my-subscription" className="font-medium text-emerald-700 underline-offset-4 hover:underline">
        Upgrade
      </Link>
    </p>
  );
}
