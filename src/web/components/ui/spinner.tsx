import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn";

/** A decorative spinner; whatever shows it also says in words what is happening. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn("animate-spin motion-reduce:animate-none", className)} />;
}

/** A spinner centred in the page body, for pages whose code or data is still on its way. */
export function PageSpinner({ label = "Loading..." }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-500">
      <Spinner className="size-8 text-emerald-700" />
      <p role="status">{label}</p>
    </div>
  );
}
