import type { MessageKey } from "#domain/i18n/translator";

export interface FooterLink {
  /** A catalogue key, or a name said the same in every language (a social network's). */
  label: MessageKey | string;
  /** A site path, an external address, or absent for a page that does not exist yet. */
  href?: string;
  external?: boolean;
}

export interface FooterColumn {
  heading: MessageKey;
  links: readonly FooterLink[];
}

export const CRA_MEDICAL_EXPENSES_URL =
  "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/about-your-tax-return/tax-return/completing-a-tax-return/deductions-credits-expenses/lines-33099-33199-eligible-medical-expenses-you-claim-on-your-tax-return.html";

export const SUPPORT_EMAIL = "support@celiacclaim.ca";

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    heading: "footer.product",
    links: [
      { label: "footer.features", href: "/#features" },
      { label: "footer.pricing", href: "/#pricing" },
      { label: "footer.faq", href: "/#faq" },
      { label: "nav.howItWorks", href: "/how-it-works" },
      { label: "nav.blog", href: "/blog" },
    ],
  },
  {
    heading: "footer.resources",
    links: [
      { label: "footer.craMedicalExpenses", href: CRA_MEDICAL_EXPENSES_URL, external: true },
      { label: "footer.celiacCanada", href: "https://www.celiac.ca", external: true },
      { label: "footer.glutenFreeProducts" },
      { label: "footer.taxResources" },
    ],
  },
  {
    heading: "footer.company",
    links: [{ label: "footer.about" }, { label: "footer.contact" }, { label: "footer.helpCenter" }],
  },
  {
    heading: "footer.legal",
    links: [
      { label: "footer.terms", href: "/terms" },
      { label: "footer.privacy", href: "/privacy-policy" },
    ],
  },
];

export const SOCIAL_LINKS: readonly FooterLink[] = [
  { label: "Facebook", href: "https://www.facebook.com/celiacclaim", external: true },
  { label: "Instagram", href: "https://www.instagram.com/celiacclaim", external: true },
  { label: "X (Twitter)", href: "https://x.com/celiacclaim", external: true },
];
