import { useId, useState, type FormEvent } from "react";
import type { OtherExpense } from "#domain/api/planner";
import { otherExpenseInputSchema } from "#domain/planner/other-expense-schema";
import type { Claimant } from "#domain/tax/claimant";
import { readTypedAmount } from "#domain/tax/typed-credit-estimate";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { TextField } from "../../../components/ui/text-field";
import { messageOf } from "../../../lib/api-error";
import { ClaimantOptions } from "../../settings/components/claimant-options";
import { useAddOtherExpense, useDeleteOtherExpense } from "../api/use-other-expenses";
import { useI18n } from "../../../lib/i18n";

const SELECT =
  "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none";

/** The household's other medical expenses: the list, each deletable, and a short form to add one. */
export function OtherExpensesCard({ expenses, year }: { expenses: readonly OtherExpense[]; year: number }) {
  const { t, text, format } = useI18n();
  const [date, setDate] = useState(`${year}-01-01`);
  const [description, setDescription] = useState("");
  const [amount, setAmount] = useState("");
  const [claimant, setClaimant] = useState<Claimant>("self");
  const [error, setError] = useState<string | undefined>();
  const add = useAddOtherExpense();
  const remove = useDeleteOtherExpense();
  const claimantId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = readTypedAmount(amount);
    const parsed = otherExpenseInputSchema.safeParse({ date, description, amountCents: typed.cents ?? undefined, claimant });
    const problem = typed.error ?? (parsed.success ? undefined : parsed.error.issues[0]?.message);
    setError(problem);
    if (!parsed.success || problem) return;
    add.mutate(parsed.data, {
      onSuccess: () => {
        setDescription("");
        setAmount("");
      },
      onError: (e) => setError(messageOf(e, t("planner.addFailed"))),
    });
  };

  return (
    <section aria-labelledby="other-expenses-title" className="space-y-3">
      <h2 id="other-expenses-title" className="text-base font-semibold text-slate-900">
        {t("planner.otherExpenses")}
      </h2>
      <p className="text-sm text-slate-600">{t("planner.otherExpensesHelp")}</p>
      {expenses.length === 0 ? (
        <p className="text-sm text-slate-500">{t("planner.noOtherExpenses")}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid="other-expenses">
          {expenses.map((e) => (
            <li key={e.id} className="flex items-start gap-3 px-3 py-2 text-sm">
              <div className="min-w-0 flex-1">
                <p className="break-words font-medium text-slate-900">{e.description}</p>
                <p className="text-xs text-slate-600">
                  {format.shortDate(e.date)} · {t(`claimant.${e.claimant}`)}
                </p>
              </div>
              <span className="font-semibold tabular-nums">{format.money(e.amountCents)}</span>
              <Button variant="ghost" size="sm" aria-label={t("planner.delete", { description: e.description })} onClick={() => remove.mutate(e.id)}>
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[9rem_1fr_8rem_12rem_auto] sm:items-end">
        <TextField type="date" label={t("planner.date")} value={date} onChange={(e) => setDate(e.target.value)} />
        <TextField label={t("planner.description")} value={description} maxLength={120} onChange={(e) => setDescription(e.target.value)} />
        <TextField inputMode="decimal" autoComplete="off" label={t("planner.amount")} value={amount} onChange={(e) => setAmount(e.target.value)} />
        <div className="space-y-1.5">
          <Label htmlFor={claimantId}>{t("planner.forWhom")}</Label>
          <select id={claimantId} className={SELECT} value={claimant} onChange={(e) => setClaimant(e.target.value as Claimant)}>
            <ClaimantOptions />
          </select>
        </div>
        <Button type="submit" pending={add.isPending}>
          {t("planner.add")}
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {text(error)}
        </p>
      )}
    </section>
  );
}
