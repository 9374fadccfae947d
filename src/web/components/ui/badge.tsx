import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** A small pill naming a state, such as a plan's "Active". */
export function Badge({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn("inline-flex items-center rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800", className)}
      {...props}
    />
  );
}
