import type { MailMessage } from "./mailer";

/** What tells one account email from another: each is a short note around one link. */
interface LinkEmailText {
  subject: string;
  intro: string;
  /** The button's label. */
  action: string;
  /** How long the link works, and what to do if the mail was not expected. */
  outro: string;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The email for one kind of link, as plain text and as HTML with the link as a button. */
export function linkEmail({ subject, intro, action, outro }: LinkEmailText) {
  return (to: string, url: string): MailMessage => {
    const text = `${intro}\n\n${action}:\n${url}\n\n${outro}\n\nCeliacClaim`;
    const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#047857;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#6b7280">Or paste this address into your browser: ${escapeHtml(url)}</p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(outro)}</p>
<p>CeliacClaim</p></body></html>`;
    return { to, subject, text, html };
  };
}
