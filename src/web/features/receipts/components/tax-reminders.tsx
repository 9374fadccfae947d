import { useI18n } from "../../../lib/i18n";

// The CRA page is linked as it is: canada.ca offers its French version from it.
const CRA_PAGE =
  "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/about-your-tax-return/tax-return/completing-a-tax-return/deductions-credits-expenses/lines-33099-33199-eligible-medical-expenses-you-claim-on-your-tax-return.html";

/** docs/product-spec.md §2: keep the originals and the diagnosis letter; only the incremental cost can be claimed. */
export function TaxReminders() {
  const { t, rich } = useI18n();
  return (
    <section aria-labelledby="tax-reminders" className="rounded-2xl border border-sky-200 bg-sky-50 p-5 text-sm text-sky-950">
      <h2 id="tax-reminders" className="font-semibold">
        {t("upload.reminders")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{t("upload.reminder.keep")}</li>
        <li>
          {rich("upload.reminder.incremental", {
            link: (chunks) => (
              <a href={CRA_PAGE} target="_blank" rel="noreferrer" className="font-medium underline underline-offset-4">
                {chunks}
              </a>
            ),
          })}
        </li>
      </ul>
    </section>
  );
}
