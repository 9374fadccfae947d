import type { ReceiptItemView, ReceiptView } from "#domain/receipts/receipt-view-types";
import { saidIdentity } from "#domain/i18n/said";
import { dollarsToCents } from "#domain/money";
import { SaidText } from "../../../components/said/said-text";
import { Alert } from "../../../components/ui/alert";
import { useI18n } from "../../../lib/i18n";
import { ArithmeticNote } from "./arithmetic-note";

interface ReceiptChecksProps {
  receipt: Pick<ReceiptView, "subtotal" | "taxes" | "total" | "balanced" | "warnings">;
  items: readonly Pick<ReceiptItemView, "price">[];
}

/**
 * What to check against the paper receipt. The sums are redone here with the prices as they stand, so a misread price
 * corrected by the user clears the note, and a wrong correction raises it. The reader's own warnings show unless it
 * found the receipt unbalanced: those then say the same as the note, of the prices it read.
 */
export function ReceiptChecks({ receipt, items }: ReceiptChecksProps) {
  const { t, format } = useI18n();
  const warnings = receipt.balanced === false ? [] : receipt.warnings;
  // A tax the prices already hold (a VAT-inclusive shop's) is in no sum, so it is said here or nowhere.
  const included = receipt.taxes.filter((tax) => tax.included).map((tax) => `${tax.label} ${format.money(dollarsToCents(tax.amount))}`);
  return (
    <>
      <ArithmeticNote receipt={receipt} items={items} />
      {included.length > 0 && <p className="text-sm text-slate-600">{t("review.taxesIncluded", { taxes: included.join(", ") })}</p>}
      {warnings.length > 0 && (
        <Alert title={t("review.checkLines")}>
          <ul className="list-disc pl-5">
            {warnings.map((w) => (
              <li key={saidIdentity(w)}>
                <SaidText words={w} />
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </>
  );
}
