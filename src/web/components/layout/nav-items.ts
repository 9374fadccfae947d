export interface NavItem {
  to: string;
  label: string;
}

// SPEC §2 global layout: the same links in the top bar and the mobile drawer.
export const PRIMARY_NAV: readonly NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/upload-receipt", label: "Upload Receipt" },
  { to: "/reports", label: "Reports" },
  { to: "/how-it-works", label: "How It Works" },
  { to: "/blog", label: "Blog" },
];

export const SUBSCRIPTION_NAV: NavItem = { to: "/my-subscription", label: "My Subscription" };
