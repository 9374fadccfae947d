/** What only the server says: its refusals (one per error code of src/domain/errors.ts) and the account emails. Never sent to the browser. */
export const SERVER_EN_CA = {
  // The server's refusals, one per error code (src/domain/errors.ts)
  "error.VALIDATION_FAILED": "Invalid request",
  "error.BODY_INVALID_JSON": "The request body is not valid JSON.",
  "error.BODY_EMPTY": "The request body is empty; send a JSON object.",
  "error.BODY_LENGTH_MISMATCH": "The request's Content-Length does not match its body.",
  "error.BODY_TOO_LARGE": "The request is too large.",
  "error.BODY_NOT_JSON": "Send the request body as JSON (Content-Type: application/json).",
  "error.BODY_TOO_DEEP": "The request body is nested too deeply.",
  "error.BODY_NOT_OBJECT": "The request body must be a JSON object.",
  "error.INPUT_FORBIDDEN_CHARACTERS": "The request contains characters that are not allowed.",
  "error.NOT_FOUND": "Not found",
  "error.PATH_NOT_CANONICAL":
    "This address is not written in its usual form (no ./ or ../, doubled or trailing slashes, or encoded letters).",
  "error.BAD_URL": "This address is not a valid URL.",
  "error.RATE_LIMITED": "Too many attempts. Please wait a few minutes and try again.",
  "error.CHAT_RATE_LIMITED": "You're sending messages faster than I can answer. Please wait a minute and try again.",
  "error.DATABASE_UNAVAILABLE": "The database is unavailable.",
  "error.NOT_SIGNED_IN": "Please sign in to continue.",
  "error.CROSS_SITE_REQUEST": "This request came from another website, so it was refused. Please use CeliacClaim directly.",
  "error.FORBIDDEN": "You are not allowed to do this.",
  "error.INVALID_CREDENTIALS": "Invalid email or password",
  "error.EMAIL_TAKEN": "An account with this email already exists. Sign in, or reset your password if you forgot it.",
  "error.RESET_LINK_INVALID": "This reset link is invalid or has expired. Please request a new one.",
  "error.ACCOUNT_LOCKED":
    "Too many failed sign-in attempts for this email. Please wait a few minutes and try again, or reset your password.",
  "error.PASSWORD_INCORRECT": "That is not your password. Nothing was changed.",
  "error.REAUTHENTICATION_REQUIRED":
    "To delete your account, sign in again with a fresh link from your email first (it proves the mailbox is yours).",
  "error.DELETION_LINK_INVALID":
    "This deletion link is invalid or has expired. Your account was not deleted; ask for a new link in Settings.",
  "error.QUOTA_EXCEEDED":
    "You've used your free receipts for this month. Upgrade to Premium ({premiumPrice} a year) for unlimited receipts.",
  "error.NOT_AN_IMAGE": "Only image files can be processed. Please upload a photo of your receipt.",
  "error.IMAGE_EMPTY": "The image is empty. Please select a photo of your receipt.",
  "error.IMAGE_NOT_BASE64": "The image data is not valid base64.",
  "error.IMAGE_TOO_LARGE": "The image is larger than 10 MB. Please upload a smaller photo.",
  "error.IMAGE_FORMAT_UNREADABLE": "This file is not an image we can read. Please upload a JPEG, PNG or WebP photo.",
  "error.IMAGE_TOO_MANY_PIXELS": "The image has too many pixels to process. Please upload a smaller photo.",
  "error.IMAGE_TOO_SMALL": "The image is too small to read. Please upload a clearer photo of the whole receipt.",
  "error.IMAGE_DAMAGED": "This image is damaged or incomplete. Please take the photo again or choose another file.",
  "error.RECEIPT_UNREADABLE":
    "We could not read this receipt. Please take a clearer photo in good light, with the whole receipt visible.",
  "error.RECEIPT_WITHOUT_ITEMS":
    "We couldn't find any items on this receipt. Please try a clearer, well-lit photo of the whole receipt.",
  "error.DOCUMENT_NOT_SUPPORTED":
    "This file is not one we can read. Please upload a photo, a PDF receipt, or a saved receipt e-mail (.eml or .html).",
  "error.DOCUMENT_TOO_LARGE": "The file is larger than 10 MB. Please upload a smaller file.",
  "error.DOCUMENT_TOO_LONG": "This PDF has too many pages to be one receipt. Please upload the receipt's own pages.",
  "error.DOCUMENT_UNREADABLE": "We could not open this file. It may be damaged or protected by a password.",
  "error.DOCUMENT_WITHOUT_RECEIPT":
    "We couldn't find a receipt in this file. Please upload the receipt or order confirmation itself.",
  "error.RECEIPT_MAIL_UNAVAILABLE":
    "This server does not receive receipts by e-mail. Upload them on the upload page instead.",
  "error.EXTRACTION_UNAVAILABLE": "The receipt reader is unavailable right now. Please try again in a few minutes.",
  "error.EXTRACTION_BUSY": "The receipt reader is busy. Please try again in a minute.",
  "error.RECEIPTS_BUSY": "Lots of receipts are being read right now. Please try again in a moment.",
  "error.UPLOAD_RATE_LIMITED": "You've uploaded many receipts in a short time. Please wait a little and try again.",
  "error.EXTRACTION_TIMEOUT": "The receipt reader took too long. Please try again.",
  "error.RECEIPT_NOT_FOUND": "Receipt not found.",
  "error.RECEIPT_ALREADY_SAVED": "This receipt is already saved. Edit its lines on the Reports page.",
  "error.RECEIPT_POSSIBLE_DUPLICATE":
    "This looks like a receipt you already saved. Check it, then choose Save anyway if it is a different purchase.",
  "error.ITEM_NOT_FOUND": "Item not found.",
  "error.ITEM_INDEX_INVALID": "Invalid item index",
  "error.LINE_NOT_A_PRODUCT": "Only a product can be claimed: discount, deposit and fee lines are not food.",
  "error.LINE_NOT_ELIGIBLE": "Only gluten-free versions of foods that normally contain gluten are eligible medical expenses.",
  "error.LINE_UNCONFIRMED":
    "Confirm that this line is a gluten-free product bought for the person with celiac disease, or unselect it.",
  "error.LINE_WITHOUT_COMPARABLE":
    "Choose a comparable regular price for this line: pick a similar product, accept the category reference, or enter the price of one regular pack.",
  "error.NO_PROPOSAL": "There is no proposed comparison for this line: choose a product, the category reference, or enter a price.",
  "error.NO_CATEGORY_REFERENCE":
    "There is no category reference for this line: add its package size if it has none, or choose a listed product or enter the price of one regular pack.",
  "error.PRODUCT_NOT_LISTED": "Choose one of the products listed for this line.",
  "error.PACKAGE_SIZE_INVALID": "Enter the package size like 450 g, 1 kg, 500 ml or 6 pk.",
  "error.PACKAGE_SIZE_OUT_OF_RANGE": "A package size must be from 1 g or 1 ml to 50 kg or 50 L, or from 1 to 120 items.",
  "error.COMPARABLE_TOO_HIGH":
    "With this change the regular price of the line would be over $10,000. Check the package size, quantity and price.",
  "error.NOTHING_SELECTED": "Please select at least one gluten-free item before saving.",
  "error.PURCHASE_DATE_MISSING":
    "This receipt's date could not be read. Enter the purchase date before saving: it decides the tax year.",
  "error.PURCHASE_DATE_IN_FUTURE": "The purchase date cannot be in the future.",
  "error.LINE_NOT_FOUND": "This record was not found. It may have been deleted.",
  "error.OTHER_EXPENSE_NOT_FOUND": "This expense was not found. It may have been deleted.",
  "error.OTHER_EXPENSES_FULL":
    "You have 100 expenses listed, the most the planner keeps. Delete one you no longer need to add another.",
  "error.PREMIUM_REQUIRED": "This is part of Premium ({premiumPrice} a year). Upgrade on My Subscription to use it.",
  "error.ALREADY_PREMIUM": "You already have Premium.",
  "error.NO_SUBSCRIPTION_TO_CANCEL": "You have no active subscription to cancel.",
  "error.REFUND_NOT_AVAILABLE":
    "The 30-day money-back guarantee covers the first 30 days after your first payment, and that time has passed.",
  "error.PAYMENTS_NOT_CONFIGURED": "Premium is not available on this server.",
  "error.PAYMENTS_UNAVAILABLE":
    "Payments are unavailable right now. Nothing was charged or changed. Please try again in a few minutes.",
  "error.WEBHOOK_SIGNATURE_INVALID": "The webhook signature is not valid.",
  "error.LINE_PRICE_TOO_HIGH": "A line's prices must be $10,000 or less",
  "error.blocked.ineligible":
    "{names} cannot be claimed: only gluten-free versions of foods that normally contain gluten are eligible medical expenses. Unselect {count, plural, one {it} other {them}} to save.",
  "error.blocked.unconfirmed":
    "Confirm that {names} {count, plural, one {is a gluten-free product} other {are gluten-free products}} bought for the person with celiac disease, and give a comparable regular price, or unselect {count, plural, one {it} other {them}}.",
  "error.blocked.comparable":
    "Choose a comparable regular price for {names}: pick a similar product, accept the category reference, or enter the price of one regular pack.",
  "error.blocked.tooHigh": "The regular price of {names} would be over ${max, number}. Check its size, quantity and price.",
  "error.duplicate.detail":
    "This receipt has {same, select, photo {the same photo as} other {the same store, date and total as}} one you saved{savedOn, select, none {} other { on {savedOn}}}. Check it, then choose Save anyway if it is a different purchase.",
  "authError.linkInvalid": "This link is invalid or has expired. Please request a new one.",
  "authError.emailNotVerified": "Please verify your email address first: open the link we emailed you.",
  "authError.noPassword": "This account signs in with emailed links and has no password.",
  "error.wait.tooManyAttempts":
    "Too many attempts. Please wait {count, plural, one {# {unit, select, hour {hour} other {minute}}} other {# {unit, select, hour {hours} other {minutes}}}} and try again.",
  "error.wait.accountLocked":
    "Too many failed sign-in attempts for this email. Please wait {count, plural, one {# {unit, select, hour {hour} other {minute}}} other {# {unit, select, hour {hours} other {minutes}}}} and try again, or reset your password.",
  "error.METHOD_NOT_ALLOWED": "This method is not allowed here.",
  "error.CONFLICT": "This conflicts with the current state. Please reload and try again.",
  "error.REQUEST_UNPROCESSABLE": "The request could not be processed.",
  "error.UNEXPECTED": "Something went wrong on our side. Please try again.",
  "error.quotaUpgrade":
    "You've used your {limit} free receipts for this month. Upgrade to Premium ({premiumPrice} a year) for unlimited receipts.",
  "error.quotaDiscard":
    "You've used your {limit} free receipts for this month. Discard a receipt you have not saved, or wait for the 1st of next month.",
  // Account emails
  "email.signature": "CeliacClaim",
  "email.pasteAddress": "Or paste this address into your browser: {url}",
  "email.verify.subject": "Verify your email for CeliacClaim",
  "email.verify.intro": "Welcome to CeliacClaim. Please confirm that this is your email address.",
  "email.verify.action": "Verify my email",
  "email.verify.outro": "The link expires in 24 hours. If you did not create an account, you can ignore this message.",
  "email.reset.subject": "Reset your CeliacClaim password",
  "email.reset.intro": "Someone (hopefully you) asked to reset the password of your CeliacClaim account.",
  "email.reset.action": "Choose a new password",
  "email.reset.outro":
    "The link expires in 1 hour and works once. If you did not ask for it, ignore this message: your password stays as it is.",
  "email.magicLink.subject": "Your CeliacClaim sign-in link",
  "email.magicLink.intro": "Use the button below to sign in to CeliacClaim.",
  "email.magicLink.action": "Sign in to CeliacClaim",
  "email.magicLink.outro": "The link expires in 15 minutes and works once. If you did not ask for it, ignore this message.",
  "email.existing.subject": "Someone tried to register with your CeliacClaim email",
  "email.existing.intro":
    "Someone (hopefully you) tried to create a CeliacClaim account with this email address, but you already have one. No new account was created and your password was not changed.",
  "email.existing.action": "Sign in or reset your password",
  "email.existing.outro":
    "On the sign-in page, choose \"Forgot your password?\" if you no longer know it, or ask for a sign-in link. If it was not you, you can ignore this message: nobody can use your account without your password or this mailbox.",
  "email.deletion.subject": "Confirm the deletion of your CeliacClaim account",
  "email.deletion.intro":
    "Someone signed in to your CeliacClaim account (hopefully you) asked to delete it. Deleting it removes your receipts, claim lines, settings and subscription for good; download your data first if you want a copy.",
  "email.deletion.action": "Delete my account",
  "email.deletion.outro":
    "The link expires in 30 minutes and asks once more before anything is deleted. If you did not ask for it, ignore this message and change your password: your account stays as it is.",
  "email.deleted.subject": "Your CeliacClaim account is deleted",
  "email.deleted.intro":
    "Your CeliacClaim account and every record we held about it (receipts, claim lines, settings, subscription) are deleted. Any Premium subscription is cancelled and nothing more will be charged.",
  "email.deleted.action": "Visit CeliacClaim",
  "email.deleted.outro":
    "You can register again with this email at any time, as a new account. If you did not ask for this, contact us through the privacy policy's address.",
  "account.answer.deletionSent": "We sent a link to {email}. Open it within 30 minutes to delete your account.",
  "account.answer.deleted": "Your account and all its data are deleted. You have been signed out.",
} as const satisfies Record<string, string>;
