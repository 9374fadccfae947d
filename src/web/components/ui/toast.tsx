import type { ComponentProps } from "react";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";
import type { ToastVariant } from "./toast-store";

// docs/product-spec.md §9: shown for 5000 ms, dismissed by swiping right past 50 px; F8 focuses the toast region.
export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} {...props} />;
}

/**
 * Bottom left, where a page has no heading and no control of its own: clear of the header and the page's title, the
 * chat button (bottom right; on a phone the toast stops short of it) and the tables' row actions (right edge).
 * docs/decisions/021-quiet-feedback-and-a-printable-summary.md says which actions still toast.
 */
export function ToastViewport() {
  return (
    <ToastPrimitive.Viewport
      hotkey={["F8"]}
      className="fixed bottom-0 left-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 pr-24 outline-none sm:pr-4"
    />
  );
}

const VARIANTS: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-red-300 bg-red-50 text-red-900",
};

interface ToastProps extends ComponentProps<typeof ToastPrimitive.Root> {
  variant?: ToastVariant;
}

export function Toast({ variant = "default", className, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      className={cn(
        "relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
        "data-[state=open]:animate-toast-in data-[state=closed]:animate-fade-out",
        "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0",
        "data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out",
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("text-sm opacity-90", className)} {...props} />;
}

export function ToastClose() {
  const { t } = useI18n();
  return (
    <ToastPrimitive.Close
      aria-label={t("common.dismissNotification")}
      className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:bg-black/5 hover:opacity-100"
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}
