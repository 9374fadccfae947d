import { useSearchParams } from "react-router";
import { safeRedirectPath } from "#domain/auth-schemas";

// Pages that send signed-in visitors away; returning to them after sign-in would loop.
const SIGN_IN_PAGES = new Set(["/auth", "/login", "/sign-up"]);

/** A member's home: where signing in lands unless it was asked for on the way to another page. */
export const SIGNED_IN_HOME = "/dashboard";

/** Where to go after signing in: the `redirect` query parameter when it is a same-site path, else the dashboard. */
export function redirectTargetFrom(value: string | null): string {
  const target = safeRedirectPath(value, SIGNED_IN_HOME);
  const pathname = target.split(/[?#]/)[0] ?? target;
  return SIGN_IN_PAGES.has(pathname) || pathname === "/" ? SIGNED_IN_HOME : target;
}

export function useRedirectTarget(): string {
  const [params] = useSearchParams();
  return redirectTargetFrom(params.get("redirect"));
}
