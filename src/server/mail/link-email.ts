import type { Locale } from "#domain/i18n/locales";
import { translatorFor } from "#domain/i18n/translators";
import type { MailMessage } from "./mailer";

/**
 * The account emails, each a short note around one link: its subject, intro, button label (`action`) and outro (how
 * long the link works, what to do if the mail was not expected) are the catalogues' `email.<kind>.…`.
 */
type LinkEmailKind = "verify" | "reset" | "magicLink" | "existing" | "deletion" | "deleted";

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The email for one kind of link, in the reader's language, as plain text and as HTML with the link as a button. */
export function linkEmail(kind: LinkEmailKind) {
  return (to: string, url: string, locale: Locale): MailMessage => {
    const { t } = translatorFor(locale);
    const subject = t(`email.${kind}.subject`);
    const intro = t(`email.${kind}.intro`);
    const action = t(`email.${kind}.action`);
    const outro = t(`email.${kind}.outro`);
    const signature = t("email.signature");
    const text = `${intro}\n\n${action}:\n${url}\n\n${outro}\n\n${signature}`;
    const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#047857;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(t("email.pasteAddress", { url }))}</p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(outro)}</p>
<p>${escapeHtml(signature)}</p></body></html>`;
    return { to, subject, text, html };
  };
}
