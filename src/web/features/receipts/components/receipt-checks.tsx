import type { ReceiptItemView, ReceiptView } from "../../../../domain/receipts/receipt-view-types";
import { Alert } from "../../../components/ui/alert";
import { ArithmeticNote } from "./arithmetic-note";

interface ReceiptChecksProps {
  receipt: Pick<ReceiptView, "subtotal" | "taxes" | "total" | "balanced" | "warnings">;
  items: readonly Pick<ReceiptItemView, "price" | "discount">[];
}

/**
 * What to check against the paper receipt. On a receipt the reader found unbalanced, the sums are redone here with
 * the current prices (its own warnings say the same of the prices it read, so they are not repeated). Otherwise the
 * reader's warnings show as they came: on a balanced receipt deposit and fee lines, which are not items, may rightly
 * make the items alone differ from the subtotal.
 */
export function ReceiptChecks({ receipt, items }: ReceiptChecksProps) {
  if (receipt.balanced === false) return <ArithmeticNote receipt={receipt} items={items} />;
  if (receipt.warnings.length === 0) return null;
  return (
    <Alert title="Check these lines against your receipt">
      <ul className="list-disc pl-5">
        {receipt.warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
    </Alert>
  );
}
