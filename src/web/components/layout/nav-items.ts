import type { MessageKey } from "#domain/i18n/translator";

export interface NavItem {
  to: string;
  label: MessageKey;
}

// docs/product-spec.md §2 global layout: the same links in the top bar and the mobile drawer. Tax Summary is added
// to the original list (issue 13): it is the page a claim ends on, and hidden it was reached only by typing its
// address.
export const PRIMARY_NAV: readonly NavItem[] = [
  { to: "/", label: "nav.home" },
  { to: "/upload-receipt", label: "nav.uploadReceipt" },
  { to: "/reports", label: "nav.reports" },
  { to: "/tax-summary", label: "nav.taxSummary" },
  { to: "/how-it-works", label: "nav.howItWorks" },
  { to: "/blog", label: "nav.blog" },
];

/** A member's home is their dashboard, so "Home" becomes "Dashboard" once signed in; the brand mark still goes to "/". */
export const DASHBOARD_NAV: NavItem = { to: "/dashboard", label: "nav.dashboard" };
export const primaryNavFor = (signedIn: boolean): readonly NavItem[] =>
  signedIn ? [DASHBOARD_NAV, ...PRIMARY_NAV.slice(1)] : PRIMARY_NAV;

// Signed-in users' account links, in the top bar's right end and the drawer's Account section.
export const SUBSCRIPTION_NAV: NavItem = { to: "/my-subscription", label: "nav.mySubscription" };
export const SETTINGS_NAV: NavItem = { to: "/settings", label: "nav.settings" };
