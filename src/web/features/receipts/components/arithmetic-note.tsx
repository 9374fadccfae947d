import type { ReactNode } from "react";
import type { ReceiptItemView, ReceiptView } from "#domain/receipts/receipt-view-types";
import { checkReceiptArithmetic, type Mismatch } from "#domain/receipts/receipt-arithmetic";
import { Alert } from "../../../components/ui/alert";
import { useI18n, type I18n } from "../../../lib/i18n";

interface ArithmeticNoteProps {
  receipt: Pick<ReceiptView, "subtotal" | "taxes" | "total">;
  /** The items as they stand now, so a corrected price clears the note. */
  items: readonly Pick<ReceiptItemView, "price">[];
}

const gap = ({ offByCents }: Mismatch, { t, format }: I18n) =>
  t("review.sums.gap", { amount: format.money(Math.abs(offByCents)), direction: offByCents < 0 ? "less" : "more" });

/** Says which sum on the receipt does not come out, and by how much, with the item prices as they stand. */
export function ArithmeticNote({ receipt, items }: ArithmeticNoteProps) {
  const i18n = useI18n();
  const { t, rich, format } = i18n;
  const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
  const check = checkReceiptArithmetic({ items, subtotal: receipt.subtotal, taxes: receipt.taxes, total: receipt.total });
  if (!check.items && !check.total) return null;
  return (
    <Alert variant="warning" title={t("review.sums.title")}>
      <ul className="list-disc space-y-1 pl-5">
        {check.items && (
          <li>
            {rich("review.sums.items", {
              sum: format.money(check.items.sumCents),
              gap: gap(check.items, i18n),
              printed: format.money(check.items.printedCents),
              strong,
            })}
          </li>
        )}
        {check.total && (
          <li>
            {rich("review.sums.total", {
              subtotal: format.money(check.total.sumCents - check.total.taxCents),
              taxes: format.money(check.total.taxCents),
              sum: format.money(check.total.sumCents),
              gap: gap(check.total, i18n),
              printed: format.money(check.total.printedCents),
              strong,
            })}
          </li>
        )}
      </ul>
      <p className="mt-2">{t("review.sums.advice")}</p>
    </Alert>
  );
}
