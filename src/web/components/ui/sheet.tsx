import type { ComponentProps } from "react";
import type * as DialogPrimitive from "@radix-ui/react-dialog";
import { cn } from "../../lib/cn";
import { ModalPanel } from "./dialog";

/** A dialog that slides in from the right edge, used as the mobile navigation drawer. */
export function SheetContent({ className, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <ModalPanel
      className={cn(
        "fixed inset-y-0 right-0 z-50 flex w-[85%] max-w-sm flex-col overflow-y-auto bg-white shadow-xl",
        "data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in",
        className,
      )}
      {...props}
    />
  );
}
