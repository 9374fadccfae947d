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
function linkEmail({ subject, intro, action, outro }: LinkEmailText) {
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

export const verificationEmail = linkEmail({
  subject: "Verify your email for CeliacClaim",
  intro: "Welcome to CeliacClaim. Please confirm that this is your email address.",
  action: "Verify my email",
  outro: "The link expires in 24 hours. If you did not create an account, you can ignore this message.",
});

export const passwordResetEmail = linkEmail({
  subject: "Reset your CeliacClaim password",
  intro: "Someone (hopefully you) asked to reset the password of your CeliacClaim account.",
  action: "Choose a new password",
  outro: "The link expires in 1 hour and works once. If you did not ask for it, ignore this message: your password stays as it is.",
});

export const magicLinkEmail = linkEmail({
  subject: "Your CeliacClaim sign-in link",
  intro: "Use the button below to sign in to CeliacClaim.",
  action: "Sign in to CeliacClaim",
  outro: "The link expires in 15 minutes and works once. If you did not ask for it, ignore this message.",
});

export const existingAccountEmail = linkEmail({
  subject: "Someone tried to register with your CeliacClaim email",
  intro:
    "Someone (hopefully you) tried to create a CeliacClaim account with this email address, but you already have one. " +
    "No new account was created and your password was not changed.",
  action: "Sign in or reset your password",
  outro:
    "On the sign-in page, choose \"Forgot your password?\" if you no longer know it, or ask for a sign-in link. " +
    "If it was not you, you can ignore this message: nobody can use your account without your password or this mailbox.",
});
