import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { CircleCheck, Circle } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/text-field";
import { ApiError, messageOf } from "../../../lib/api-error";
import { formatLongDate } from "../../../lib/format";
import { useClaimDocuments, useSaveClaimDocuments } from "../api/use-claim-documents";
import { calendarDay, systemClock } from "#domain/calendar/canadian-calendar";

function Step({ done, title, children }: { done: boolean; title: string; children: ReactNode }) {
  const Icon = done ? CircleCheck : Circle;
  return (
    <li className="flex gap-3 py-3">
      <Icon aria-hidden="true" className={done ? "mt-0.5 size-5 shrink-0 text-emerald-700" : "mt-0.5 size-5 shrink-0 text-slate-500"} />
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="font-medium text-slate-900">
          {title} <span className="sr-only">{done ? "(done)" : "(to do)"}</span>
        </h3>
        <div className="text-sm text-slate-600">{children}</div>
      </div>
    </li>
  );
}

/** The practitioner's letter: the user says they have it and gives its date; the letter itself stays with them. */
function LetterStep() {
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
      setError("Enter the date on the letter.");
      return;
    }
    save.mutate(
      { practitionerLetterDate: date },
      {
        onSuccess: () => {
          setEditing(false);
          setError(undefined);
        },
        onError: (e) => setError(e instanceof ApiError && e.status === 400 ? e.message : messageOf(e, "Please try again.")),
      },
    );
  };

  return (
    <Step done={recorded !== null} title="Your medical practitioner's letter">
      <p>A signed letter confirming the celiac disease diagnosis and the need for a gluten-free diet. Keep it; do not upload it.</p>
      {recorded && !editing ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-medium text-slate-900">You have it, dated {formatLongDate(recorded)}.</span>
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0"
            onClick={() => {
              setDate(recorded);
              setEditing(true);
            }}
          >
            Change the date
          </Button>
        </p>
      ) : documents.isPending ? null : (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2 pt-1" noValidate>
          <div className="w-48">
            <TextField id={fieldId} type="date" label="I have it, dated" max={today} value={date} error={error} onChange={(e) => setDate(e.target.value)} />
          </div>
          <Button type="submit" size="md" pending={save.isPending}>
            Save
          </Button>
          {editing && (
            <Button variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          )}
        </form>
      )}
    </Step>
  );
}

/** docs/tax-rules.md "Documents to keep": the three the CRA can ask for, and where the user stands with each. */
export function DocumentsChecklist({ year, itemsSaved }: { year: number; itemsSaved: number | null }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>Documents to keep for the CRA</CardTitle>
        <CardDescription>Not sent with your return, but the CRA can ask for them. Keep them for 6 years.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="divide-y divide-slate-200">
          <LetterStep />
          <Step done={(itemsSaved ?? 0) > 0} title="Your receipts">
            <p>
              Keep the original receipt of every gluten-free product you claim. CeliacClaim reads the photo and never
              keeps it.
            </p>
          </Step>
          <Step done={(itemsSaved ?? 0) > 0} title={`Your ${year} summary of price differences`}>
            {(itemsSaved ?? 0) > 0 ? (
              <p>
                Ready from your saved receipts:{" "}
                <Link to="/tax-summary" className="font-medium text-emerald-800 underline underline-offset-4">
                  open the Tax Summary
                </Link>{" "}
                to print or save it.
              </p>
            ) : (
              <p>Made for you from the receipts you save.</p>
            )}
          </Step>
        </ol>
      </CardContent>
    </Card>
  );
}
