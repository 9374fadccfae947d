import { usePrivacyContact } from "../api/use-privacy-contact";

/** The privacy officer's address, as this server is configured: the policy names the role, the server the person. */
export function PrivacyContact() {
  const contact = usePrivacyContact();
  return (
    <section aria-labelledby="privacy-officer" className="mt-10 rounded-xl border border-emerald-200 bg-emerald-50 p-4 sm:p-6">
      <h2 id="privacy-officer" className="text-lg font-semibold text-slate-900">
        Our privacy officer
      </h2>
      <p className="mt-2 text-slate-700">
        For access, correction or deletion requests, or any question about your personal information, write to{" "}
        {contact.data ? (
          <a className="font-medium text-emerald-800 underline" href={`mailto:${contact.data.email}`}>
            {contact.data.email}
          </a>
        ) : (
          "the address shown here once the page has loaded"
        )}
        .
      </p>
    </section>
  );
}
