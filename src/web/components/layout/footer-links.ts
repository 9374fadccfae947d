export interface FooterLink {
  label: string;
  /** A site path, an external address, or absent for a page that does not exist yet. */
  href?: string;
  external?: boolean;
}

export interface FooterColumn {
  heading: string;
  links: readonly FooterLink[];
}

export const CRA_MEDICAL_EXPENSES_URL =
  "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/about-your-tax-return/tax-return/completing-a-tax-return/deductions-credits-expenses/lines-33099-33199-eligible-medical-expenses-you-claim-on-your-tax-return.html";

export const SUPPORT_EMAIL = "support@celiacclaim.ca";

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    heading: "Product",
    links: [
      { label: "Features", href: "/#features" },
      { label: "Pricing", href: "/#pricing" },
      { label: "FAQ", href: "/#faq" },
      { label: "How It Works", href: "/how-it-works" },
      { label: "Blog", href: "/blog" },
    ],
  },
  {
    heading: "Resources",
    links: [
      { label: "CRA: Eligible medical expenses", href: CRA_MEDICAL_EXPENSES_URL, external: true },
      { label: "Celiac Canada", href: "https://www.celiac.ca", external: true },
      { label: "Gluten-Free Products" },
      { label: "Tax Resources" },
    ],
  },
  {
    heading: "Company",
    links: [{ label: "About" }, { label: "Contact" }, { label: "Help Center" }],
  },
  {
    heading: "Legal",
    links: [
      { label: "Terms & Conditions", href: "/terms" },
      { label: "Privacy Policy", href: "/privacy-policy" },
    ],
  },
];

export const SOCIAL_LINKS: readonly FooterLink[] = [
  { label: "Facebook", href: "https://www.facebook.com/celiacclaim", external: true },
  { label: "Instagram", href: "https://www.instagram.com/celiacclaim", external: true },
  { label: "X (Twitter)", href: "https://x.com/celiacclaim", external: true },
];
