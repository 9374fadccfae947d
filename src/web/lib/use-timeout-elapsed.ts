import { useEffect, useState } from "react";

/** True once `active` has stayed true for `ms` milliseconds. */
export function useTimeoutElapsed(active: boolean, ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) return;
    const id = window.setTimeout(() => setElapsed(true), ms);
    return () => window.clearTimeout(id);
  }, [active, ms]);
  return active && elapsed;
}
