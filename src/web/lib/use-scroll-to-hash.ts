import { useEffect } from "react";
import { useLocation } from "react-router";

/** Scrolls to the element named by the URL's #hash once the page has rendered, also after arriving from elsewhere. */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
  }, [hash, key]);
}
