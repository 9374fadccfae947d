import type { ReceiptItemView, ReceiptView } from "#domain/receipts/receipt-view-types";
import { formatCents } from "#domain/money";
import { checkReceiptArithmetic, type Mismatch } from "#domain/receipts/receipt-arithmetic";
import { Alert } from "../../../components/ui/alert";

interface ArithmeticNoteProps {
  receipt: Pick<ReceiptView, "subtotal" | "taxes" | "total">;
  /** The items as they stand now, so a corrected price clears the note. */
  items: readonly Pick<ReceiptItemView, "price">[];
}

const gap = ({ offByCents }: Mismatch) => `${formatCents(Math.abs(offByCents))} ${offByCents < 0 ? "less" : "more"} than`;

/** Says which sum on the receipt does not come out, and by how much, with the item prices as they stand. */
export function ArithmeticNote({ receipt, items }: ArithmeticNoteProps) {
  const check = checkReceiptArithmetic({ items, subtotal: receipt.subtotal, taxes: receipt.taxes, total: receipt.total });
  if (!check.items && !check.total) return null;
  return (
    <Alert variant="warning" title="The amounts on this receipt don't add up">
      <ul className="list-disc space-y-1 pl-5">
        {check.items && (
          <li>
            The lines listed add up to <strong>{formatCents(check.items.sumCents)}</strong>, {gap(check.items)} the
            receipt&apos;s subtotal of {formatCents(check.items.printedCents)}.
          </li>
        )}
        {check.total && (
          <li>
            The subtotal of {formatCents(check.total.sumCents - check.total.taxCents)} plus taxes of{" "}
            {formatCents(check.total.taxCents)} comes to{" "}
            <strong>{formatCents(check.total.sumCents)}</strong>, {gap(check.total)} the receipt&apos;s total of{" "}
            {formatCents(check.total.printedCents)}.
          </li>
        )}
      </ul>
      <p className="mt-2">A price may have been misread or a line missed. Compare the items with your receipt and correct them.</p>
    </Alert>
  );
}
