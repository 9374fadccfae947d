import type { ReactNode } from "react";
import { useOnline } from "../api/use-online";

/**
 * Disables every form control of the page while offline (a disabled fieldset), so no change can be started that could
 * not be sent; links still work. Always rendered, so going offline and back keeps what a form holds. Its box is not
 * drawn (display: contents) and it is no group to assistive technology.
 */
export function ReadOnlyWhenOffline({ children }: { children: ReactNode }) {
  const online = useOnline();
  return (
    <fieldset role="presentation" disabled={!online} className="contents">
      {children}
    </fieldset>
  );
}
