import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { CircleCheck, Circle } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/text-field";
import { ApiError, messageOf } from "../../../lib/api-error";
import { useI18n } from "../../../lib/i18n";
import { useClaimDocuments, useSaveClaimDocuments } from "../api/use-claim-documents";
import { calendarDay, systemClock } from "#domain/calendar/canadian-calendar";

function Step({ done, title, children }: { done: boolean; title: string; children: ReactNode }) {
  const { t } = useI18n();
  const Icon = done ? CircleCheck : Circle;
  return (
    <li className="flex gap-3 py-3">
      <Icon aria-hidden="true" className={done ? "mt-0.5 size-5 shrink-0 text-emerald-700" : "mt-0.5 size-5 shrink-0 text-slate-500"} />
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="font-medium text-slate-900">
          {title} <span className="sr-only">{t(done ? "dashboard.docs.done" : "dashboard.docs.toDo")}</span>
        </h3>
        <div className="text-sm text-slate-600">{children}</div>
      </div>
    </li>
  );
}

/** The practitioner's letter: the user says they have it and gives its date; the letter itself stays with them. */
function LetterStep() {
  const { t, format } = useI18n();
  const documents = useClaimDocuments();
  const save = useSaveClaimDocuments();
  const [editing, setEditing] = useState(false);
  const [date, setDate] = useState("");
  const [error, setError] = useState<string | undefined>();
  const fieldId = useId();
  const recorded = documents.data?.practitionerLetterDate ?? null;
  const today = calendarDay(systemClock());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date) {
      setError(t("dashboard.docs.letterDateMissing"));
      return;
    }
    save.mutate(
      { practitionerLetterDate: date },
      {
        onSuccess: () => {
          setEditing(false);
          setError(undefined);
        },
        onError: (e) => setError(e instanceof ApiError && e.status === 400 ? e.message : messageOf(e, t("common.tryAgain"))),
      },
    );
  };

  return (
    <Step done={recorded !== null} title={t("dashboard.docs.letter")}>
      <p>{t("dashboard.docs.letterText")}</p>
      {recorded && !editing ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-medium text-slate-900">{t("dashboard.docs.letterDated", { date: format.longDate(recorded) })}</span>
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0"
            onClick={() => {
              setDate(recorded);
              setEditing(true);
            }}
          >
            {t("dashboard.docs.changeDate")}
          </Button>
        </p>
      ) : documents.isPending ? null : (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2 pt-1" noValidate>
          <div className="w-48">
            <TextField id={fieldId} type="date" label={t("dashboard.docs.haveItDated")} max={today} value={date} error={error} onChange={(e) => setDate(e.target.value)} />
          </div>
          <Button type="submit" size="md" pending={save.isPending}>
            {t("common.save")}
          </Button>
          {editing && (
            <Button variant="ghost" onClick={() => setEditing(false)}>
              {t("common.cancel")}
            </Button>
          )}
        </form>
      )}
    </Step>
  );
}

/** docs/tax-rules.md "Documents to keep": the three the CRA can ask for, and where the user stands with each. */
export function DocumentsChecklist({ year, itemsSaved }: { year: number; itemsSaved: number | null }) {
  const { t, rich } = useI18n();
  const headingId = useId();
  const saved = (itemsSaved ?? 0) > 0;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>{t("dashboard.docs.title")}</CardTitle>
        <CardDescription>{t("dashboard.docs.lead")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="divide-y divide-slate-200">
          <LetterStep />
          <Step done={saved} title={t("dashboard.docs.receipts")}>
            <p>{t("dashboard.docs.receiptsText")}</p>
          </Step>
          <Step done={saved} title={t("dashboard.docs.summary", { year })}>
            {saved ? (
              <p>
                {rich("dashboard.docs.summaryReady", {
                  link: (chunks) => (
                    <Link to="/tax-summary" className="font-medium text-emerald-800 underline underline-offset-4">
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            ) : (
              <p>{t("dashboard.docs.summaryLater")}</p>
            )}
          </Step>
        </ol>
      </CardContent>
    </Card>
  );
}
