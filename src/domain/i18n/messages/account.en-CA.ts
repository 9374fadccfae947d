/** Settings (every card), the plans and subscription pages: loaded with those pages. */
export const ACCOUNT_EN_CA = {
  "settings.receiptAddress.title": "Receipts by e-mail",
  "settings.receiptAddress.description":
    "Forward an e-mailed receipt, or one with its PDF attached, to your own address: it is read and waits for your review on the Upload Receipt page. Anyone who knows the address can send to it, so make a new one if it gets out.",
  "settings.receiptAddress.none": "No forwarding address is on.",
  "settings.receiptAddress.turnOn": "Turn on a forwarding address",
  "settings.receiptAddress.label": "Your forwarding address",
  "settings.receiptAddress.copy": "Copy",
  "settings.receiptAddress.copied": "Address copied",
  "settings.receiptAddress.copyFailed": "Couldn't copy. Select the address and copy it yourself.",
  "settings.receiptAddress.renew": "Make a new address",
  "settings.receiptAddress.renewNote": "A new address stops the old one at once.",
  "settings.receiptAddress.turnOff": "Turn off",
  "settings.receiptAddress.turnedOff": "Forwarding address turned off",
  "settings.receiptAddress.changeFailed": "Couldn't change your forwarding address",
  "settings.loading": "Loading your settings...",
  "settings.loadFailed": "Couldn't load your settings",
  "settings.nameLoadFailed": "Couldn't load your name",
  "settings.saved": "Settings saved",
  "settings.savedText": "New purchases you save will start with these.",
  "settings.saveFailed": "Save failed",
  "settings.defaults.title": "Claim defaults",
  "settings.defaults.lead":
    "New purchases you save from a receipt start with these. Purchases already saved keep their own; change them in the Claim column of your reports.",
  "settings.defaults.linesHint":
    "Line 33099 covers you, your spouse or common-law partner and your children under 18; line 33199 covers other dependants, each with their own threshold.",
  "settings.defaults.share": "Share eaten by the person with celiac disease (%)",
  "settings.defaults.shareHint":
    "If others eat this food too, only the share eaten by the person with celiac disease can be claimed.",
  "settings.defaults.income": "Your net income for the year, optional ($)",
  "settings.defaults.incomeHint":
    "Line 23600 of your return. Your expenses count only above 3% of it (or the year's fixed amount, whichever is less), so with it the dashboard estimates your credit. Leave it empty to see the range instead.",
  "settings.defaults.province": "Province or territory where you lived on December 31",
  "settings.defaults.provinceHint":
    "It decides your provincial credit, which the dashboard, the Tax Summary and the claim planner add to the federal one.",
  "settings.name.title": "Name on your claim summary",
  "settings.name.lead": "The printed claim summary carries this name, so it is yours to file with the return.",
  "devicePhotos.cardTitle": "Receipt photos on this device",
  "devicePhotos.cardDescription":
    "Receipt paper fades. This device can keep the photo of each receipt you save from it, in this browser's own storage. The photos are never uploaded again and are never on our servers; they go with a receipt whose lines you delete, and with your account.",
  "devicePhotos.toggleLabel": "Keep the photo of each receipt I save on this device",
  "devicePhotos.toggleHint":
    "Only receipts saved from now on, on this device. Another phone or computer has its own setting.",
  "devicePhotos.countNone": "No receipt photos are kept on this device for your account.",
  "devicePhotos.count":
    "{count, plural, one {1 receipt's photos are} other {# receipts' photos are}} kept on this device for your account.",
  "devicePhotos.remove": "Remove them from this device",
  "devicePhotos.removeTitle": "Remove the receipt photos kept on this device?",
  "devicePhotos.removeDescription":
    "Your saved receipts and claim lines stay. The photos were only on this device, so they cannot be brought back; keep the paper receipts or take new photos.",
  "devicePhotos.removeCancel": "Keep them",
  "devicePhotos.removeConfirm": "Remove the photos",
  "account.data.title": "Your data",
  "account.data.lead":
    "One zip file with everything we hold about your account: a <code>data.json</code> with every record (your account, settings, receipts and their lines, claim lines, printed summaries, documents and subscription) and the CSV of each year's claim. Passwords and sign-in tokens are left out.",
  "account.data.download": "Download my data",
  "account.data.failed": "Couldn't prepare your data",
  "account.delete.title": "Delete my account",
  "account.delete.lead":
    "Deleting your account removes every receipt, claim line, setting and your subscription, for good. Download your data first if you may need your records: CRA can ask for them for six years.",
  "account.delete.open": "Delete my account…",
} as const satisfies Record<string, string>;
