import { useState, type FormEvent } from "react";
import { CalendarDays } from "lucide-react";
import { calendarDay, systemClock } from "#domain/calendar/canadian-calendar";
import { EARLIEST_PURCHASE_DATE, purchaseDateProblem } from "#domain/receipts/purchase-date";
import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/text-field";
import type { CorrectionOutcome } from "../api/use-receipt-corrections";
import { useI18n } from "../../../lib/i18n";

interface Props {
  receipt: ReceiptView;
  disabled: boolean;
  onSave: (facts: { purchaseDate?: string; store?: string }) => Promise<CorrectionOutcome>;
}

/** The purchase date and store as read, corrected by the user: the date decides the tax year and the claim period. */
export function EditReceiptFactsButton({ receipt, disabled, onSave }: Props) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" disabled={disabled} onClick={() => setOpen(true)}>
        <CalendarDays aria-hidden="true" className="size-4" />
        {t("facts.open")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && <FactsForm receipt={receipt} onSave={onSave} onClose={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function FactsForm({ receipt, onSave, onClose }: Omit<Props, "disabled"> & { onClose: () => void }) {
  const { t } = useI18n();
  const today = calendarDay(systemClock());
  const [date, setDate] = useState(receipt.purchaseDate ?? "");
  const [store, setStore] = useState(receipt.store ?? "");
  const [errors, setErrors] = useState<{ date?: string; store?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const dateProblem = date === "" ? t("facts.dateMissing") : purchaseDateProblem(date, today);
    const next = { date: dateProblem ?? undefined, store: store.trim() === "" && receipt.store !== null ? t("facts.storeMissing") : undefined };
    setErrors(next);
    if (next.date || next.store) return;
    const facts = {
      ...(date !== receipt.purchaseDate ? { purchaseDate: date } : {}),
      ...(store.trim() !== "" && store.trim() !== receipt.store ? { store: store.trim() } : {}),
    };
    if (Object.keys(facts).length === 0) return onClose();
    setBusy(true);
    const outcome = await onSave(facts);
    setBusy(false);
    if (outcome.ok) onClose();
    else setErrors({ form: outcome.message });
  };

  return (
    <DialogContent>
      <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        <div className="space-y-1 pr-8">
          <DialogTitle>{t("facts.open")}</DialogTitle>
          <DialogDescription>
            {t("facts.lead")}
          </DialogDescription>
        </div>
        <TextField
          label={t("review.purchaseDate")}
          type="date"
          required
          min={EARLIEST_PURCHASE_DATE}
          max={today}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={errors.date}
          autoFocus
        />
        <TextField label={t("duplicate.store")} value={store} maxLength={120} onChange={(e) => setStore(e.target.value)} error={errors.store} />
        {errors.form && (
          <p role="alert" className="text-sm text-red-700">
            {errors.form}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" pending={busy}>
            {t("facts.submit")}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
