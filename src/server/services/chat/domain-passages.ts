import type { Passage } from "./passage";

const RC4065 = "https://www.canada.ca/en/revenue-agency/services/forms-publications/publications/rc4065/medical-expenses.html";
const LINES_33099_33199 =
  "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/about-your-tax-return/tax-return/completing-a-tax-return/deductions-credits-expenses/lines-33099-33199-eligible-medical-expenses-you-claim-on-your-tax-return.html";
const CELIAC_CANADA = "https://www.celiac.ca/living-gluten-free/incremental-medical-tax/";

// A few rules of shared/DOMAIN.md written as passages, each citing the public source it comes from.
export const DOMAIN_PASSAGES: Passage[] = [
  {
    id: "rule-who-can-claim",
    title: "Who can claim gluten-free food (CRA RC4065)",
    url: RC4065,
    text:
      "Under Income Tax Act 118.2(2)(r), a person with celiac disease, certified in writing by a medical practitioner, can claim the incremental cost of gluten-free food products over comparable regular products as a medical expense. Wheat allergy and non-celiac gluten sensitivity are not covered.",
  },
  {
    id: "rule-claim-lines",
    title: "Claim lines 33099 and 33199 (CRA)",
    url: LINES_33099_33199,
    text:
      "Claim on line 33099 for yourself, your spouse or common-law partner and your children under 18. Claim on line 33199 for other dependants; each of them has their own threshold.",
  },
  {
    id: "rule-incremental-cost",
    title: "How the incremental cost is calculated (Celiac Canada)",
    url: CELIAC_CANADA,
    text:
      "Per product: the average gluten-free price minus the average price of a comparable regular product, times the quantity bought, never negative. Compare like sizes, per 100 g, 100 ml or unit. CRA's example: 52 loaves × ($6.99 gluten-free − $3.49 regular) = $182.00. Naturally gluten-free foods such as rice, produce, meat, corn tortillas and potato chips have no incremental cost, and you never claim the full price of a gluten-free item.",
  },
  {
    id: "rule-threshold-credit",
    title: "Medical expense threshold and credit rate (CRA RC4065)",
    url: RC4065,
    text:
      "Only total medical expenses above the lesser of 3% of net income (line 23600) or a fixed amount count: $2,635 for 2023, $2,759 for 2024, $2,834 for 2025 and, for 2026, about $2,891 (the 2025 amount indexed by the published 2.0%, worked out before CRA publishes its own figure). The federal non-refundable credit rate is 15% for 2023 and 2024, 14.5% for 2025 (the lowest rate fell to 14% on 1 July 2025) and 14% from 2026. Provinces have their own credits. You may choose any 12-month period ending in the tax year (24 months in the year of death) not claimed before.",
  },
  {
    id: "rule-documents",
    title: "Documents to keep for the gluten-free claim (CRA)",
    url: RC4065,
    text:
      "Keep, rather than file with your return: the medical practitioner's letter (diagnosis and the need for a lifelong gluten-free diet), receipts for every gluten-free product claimed, and a summary of each product bought with its count, average gluten-free price, comparable regular product and price, and incremental cost. CRA asks you to keep records for 6 years from the end of the tax year they relate to; CeliacClaim keeps tax data for at least 7 years.",
  },
  {
    id: "rule-travel",
    title: "Travel expenses for medical services (CRA RC4065)",
    url: RC4065,
    text:
      "Only travel to obtain medical services qualifies: 40 km or more one way for transport, 80 km or more for meals, lodging and parking too, at the province's simplified per-km rate (2023: AB 53.0¢, BC 56.5¢, ON 59.0¢, QC 57.5¢) and $23 per meal up to $69 a day. Trips to buy gluten-free food do not qualify in Canada.",
  },
];
