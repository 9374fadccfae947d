/**
 * The claim summary's sentences, shared by the printed page (components/claim-summary-document.tsx) and the evidence
 * pack's PDF, so the two say the same; together for a later translation.
 */
export const CLAIM_SUMMARY_TEXTS = {
  title: "Gluten-free incremental cost: claim summary",
  claimant: "Claimant",
  claimedFor: "Claimed for",
  everyone: "Everyone (all lines)",
  taxYear: "Tax year",
  claimPeriod: "Claim period",
  lineOfReturn: "Line of the return",
  bothLines:
    "Line 33099 for you, your spouse or partner and children under 18; line 33199 for other dependants. Choose a claimant to print one summary per line.",
  noPurchases: "No gluten-free purchases recorded for this period.",
  purchasesHeading: "Each purchase",
  explanation: (line: string | null) =>
    "Incremental cost = (average gluten-free price − average comparable regular price) × count × the share eaten by " +
    "the person with celiac disease, computed for each purchase and never negative; prices are per pack. Totals are " +
    "rounded to the cent once, so they can differ by a cent from the sum of the rounded rows. Enter the total with " +
    `your other eligible medical expenses${line ? ` on line ${line}` : ""}.`,
  documentsHeading: "Documents to keep (do not send them with your return)",
  documents: [
    "A letter from your medical practitioner, on letterhead, confirming the celiac disease diagnosis and the need for a lifelong gluten-free diet.",
    "The receipts for every gluten-free product you claim (keep the originals for an audit).",
    "This summary of each gluten-free product bought in the claim period: product, count, average gluten-free price, the comparable regular product and its price, and the incremental cost.",
  ],
  keepFor: "Keep these records for 6 years after the end of the tax year they relate to.",
} as const;
