import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

/** docs/product-spec.md §8 blog errors: centred in a card; "not found" reads in red. */
export function StatusCard({ tone = "muted", children }: { tone?: "muted" | "error"; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "mx-auto max-w-xl rounded-2xl border bg-white p-8 text-center shadow-sm",
        tone === "error" ? "border-red-200 text-red-700" : "border-slate-200 text-slate-600",
      )}
    >
      {children}
    </div>
  );
}
