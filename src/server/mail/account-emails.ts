import { linkEmail } from "./link-email";

export const accountDeletionEmail = linkEmail({
  subject: "Confirm the deletion of your CeliacClaim account",
  intro:
    "Someone signed in to your CeliacClaim account (hopefully you) asked to delete it. Deleting it removes your " +
    "receipts, claim lines, settings and subscription for good; download your data first if you want a copy.",
  action: "Delete my account",
  outro:
    "The link expires in 30 minutes and asks once more before anything is deleted. If you did not ask for it, " +
    "ignore this message and change your password: your account stays as it is.",
});

export const accountDeletedEmail = linkEmail({
  subject: "Your CeliacClaim account is deleted",
  intro:
    "Your CeliacClaim account and every record we held about it (receipts, claim lines, settings, subscription) are " +
    "deleted. Any Premium subscription is cancelled and nothing more will be charged.",
  action: "Visit CeliacClaim",
  outro:
    "You can register again with this email at any time, as a new account. If you did not ask for this, contact us " +
    "through the privacy policy's address.",
});
