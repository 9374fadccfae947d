/** docs/product-spec.md §2: keep the originals and the diagnosis letter; only the incremental cost can be claimed. */
export function TaxReminders() {
  return (
    <section aria-labelledby="tax-reminders" className="rounded-2xl border border-sky-200 bg-sky-50 p-5 text-sm text-sky-950">
      <h2 id="tax-reminders" className="font-semibold">
        Reminders
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>Keep your original receipts and your medical practitioner&apos;s letter confirming celiac disease.</li>
        <li>
          Only the incremental cost (the gluten-free price minus the regular price) can be claimed as a medical
          expense.{" "}
          <a
            href="https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/about-your-tax-return/tax-return/completing-a-tax-return/deductions-credits-expenses/lines-33099-33199-eligible-medical-expenses-you-claim-on-your-tax-return.html"
            target="_blank"
            rel="noreferrer"
            className="font-medium underline underline-offset-4"
          >
            CRA: eligible medical expenses
          </a>
        </li>
      </ul>
    </section>
  );
}
