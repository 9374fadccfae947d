import { useI18n } from "../../../lib/i18n";
import { usePrivacyContact } from "../api/use-privacy-contact";

/** The privacy officer's address, as this server is configured: the policy names the role, the server the person. */
export function PrivacyContact() {
  const { t, rich } = useI18n();
  const contact = usePrivacyContact();
  const address = contact.data ? (
    <a className="font-medium text-emerald-800 underline" href={`mailto:${contact.data.email}`}>
      {contact.data.email}
    </a>
  ) : (
    t("site.privacy.addressPending")
  );
  return (
    <section aria-labelledby="privacy-officer" className="mt-10 rounded-xl border border-emerald-200 bg-emerald-50 p-4 sm:p-6">
      <h2 id="privacy-officer" className="text-lg font-semibold text-slate-900">
        {t("site.privacy.officer")}
      </h2>
      <p className="mt-2 text-slate-700">{rich("site.privacy.writeTo", { address })}</p>
    </section>
  );
}
