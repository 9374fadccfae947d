import type { MailMessage } from "./mailer";

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function compose(to: string, subject: string, intro: string, action: string, url: string, outro: string): MailMessage {
  const text = `${intro}\n\n${action}:\n${url}\n\n${outro}\n\nCeliacClaim`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#047857;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#6b7280">Or paste this address into your browser: ${escapeHtml(url)}</p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(outro)}</p>
<p>CeliacClaim</p></body></html>`;
  return { to, subject, text, html };
}

export const verificationEmail = (to: string, url: string) =>
  compose(
    to,
    "Verify your email for CeliacClaim",
    "Welcome to CeliacClaim. Please confirm that this is your email address.",
    "Verify my email",
    url,
    "The link expires in 24 hours. If you did not create an account, you can ignore this message.",
  );

export const passwordResetEmail = (to: string, url: string) =>
  compose(
    to,
    "Reset your CeliacClaim password",
    "Someone (hopefully you) asked to reset the password of your CeliacClaim account.",
    "Choose a new password",
    url,
    "The link expires in 1 hour and works once. If you did not ask for it, ignore this message: your password stays as it is.",
  );

export const magicLinkEmail = (to: string, url: string) =>
  compose(
    to,
    "Your CeliacClaim sign-in link",
    "Use the button below to sign in to CeliacClaim.",
    "Sign in to CeliacClaim",
    url,
    "The link expires in 15 minutes and works once. If you did not ask for it, ignore this message.",
  );

export const verifyBeforeMagicLinkEmail = (to: string, url: string) =>
  compose(
    to,
    "Verify your email to use sign-in links",
    "You asked for a sign-in link, but this account's email address is not verified yet. For your security, sign-in links work only after the address is verified.",
    "Verify my email",
    url,
    "After verifying, you are signed in and can ask for sign-in links any time. If you did not ask for this, ignore this message.",
  );
