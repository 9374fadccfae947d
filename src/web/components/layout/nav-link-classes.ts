import { cn } from "../../lib/cn";

/** NavLink class callback: the current page's link is highlighted. */
export function navLinkClasses({ isActive }: { isActive: boolean }): string {
  return cn(
    "rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors xl:px-3",
    isActive ? "bg-emerald-50 text-emerald-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );
}
