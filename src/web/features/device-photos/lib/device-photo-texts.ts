/** The sentences about photos kept on this device, together for a later translation. */
export const DEVICE_PHOTO_TEXTS = {
  cardTitle: "Receipt photos on this device",
  cardDescription:
    "Receipt paper fades. This device can keep the photo of each receipt you save from it, in this browser's own storage. The photos are never uploaded again and are never on our servers; they go with a receipt whose lines you delete, and with your account.",
  toggleLabel: "Keep the photo of each receipt I save on this device",
  toggleHint: "Only receipts saved from now on, on this device. Another phone or computer has its own setting.",
  countNone: "No receipt photos are kept on this device for your account.",
  count: (n: number) => `${n === 1 ? "1 receipt's photos are" : `${n} receipts' photos are`} kept on this device for your account.`,
  remove: "Remove them from this device",
  removeTitle: "Remove the receipt photos kept on this device?",
  removeDescription:
    "Your saved receipts and claim lines stay. The photos were only on this device, so they cannot be brought back; keep the paper receipts or take new photos.",
  removeCancel: "Keep them",
  removeConfirm: "Remove the photos",
} as const;
