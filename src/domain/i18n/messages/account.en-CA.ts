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
} as const satisfies Record<string, string>;
