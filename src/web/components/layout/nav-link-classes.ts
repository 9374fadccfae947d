import { cn } from "../../lib/cn";

/**
 * NavLink class callback: the current page's link is highlighted. Padded tightly: seven French labels, the language
 * switch and the word mark share a 1280 px bar.
 */
export function navLinkClasses({ isActive }: { isActive: boolean }): string {
  return cn(
    "rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors",
    isActive ? "bg-emerald-50 text-emerald-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );
}
