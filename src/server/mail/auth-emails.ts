import { linkEmail } from "./link-email";

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
