import { useCallback, useRef } from "react";

/**
 * Gives focus back when a dialog opened from a list closes (WCAG 2.4.3), instead of leaving it at the top of the
 * page. The control is found again by its `data-focus-key`, since the list may have re-rendered under the dialog;
 * when it is gone (a deleted row's Delete), the next key named is tried.
 */
export function useFocusReturn() {
  const keys = useRef<string[]>([]);

  const returnTo = useCallback((...candidates: (string | null)[]) => {
    keys.current = candidates.filter((key): key is string => key !== null);
  }, []);

  const restore = useCallback(() => {
    const candidates = keys.current;
    keys.current = [];
    // After React has applied the close and Radix has let go of focus.
    window.setTimeout(() => {
      for (const key of candidates) {
        const control = document.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`);
        if (control) {
          control.focus();
          return;
        }
      }
    }, 0);
  }, []);

  return { returnTo, restore };
}
