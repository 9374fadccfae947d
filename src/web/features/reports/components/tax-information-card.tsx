import { ExternalLink } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";

const CRA_MEDICAL_EXPENSES_URL =
  "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/about-your-tax-return/tax-return/completing-a-tax-return/deductions-credits-expenses/lines-33099-33199-eligible-medical-expenses-you-claim-on-your-tax-return.html";

export function TaxInformationCard() {
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle as="h2">Tax Information</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 px-4 text-sm text-slate-700 sm:px-6">
        <p>
          Only the incremental cost of gluten-free food can be claimed: what you paid above the price of comparable
          regular products, not the full price.
        </p>
        <p>You need a diagnosis of celiac disease from a medical practitioner to claim it.</p>
        <p>Keep your receipts and the diagnosis letter: you do not file them, but the CRA may ask to see them.</p>
        <p>
          Claim it on line 33099 for yourself, your spouse or common-law partner and your children under 18, or on
          line 33199 for other dependants.
        </p>
        <a
          href={CRA_MEDICAL_EXPENSES_URL}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 font-medium text-emerald-800 underline underline-offset-4"
        >
          CRA: eligible medical expenses (lines 33099 and 33199)
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </CardContent>
    </Card>
  );
}
