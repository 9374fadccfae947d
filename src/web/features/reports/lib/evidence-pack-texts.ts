/** The evidence pack's README and captions, still in English only (its card's words are the catalogue's). */
export const EVIDENCE_PACK_TEXTS = {
  readmeTitle: (year: number) => `CeliacClaim evidence pack for tax year ${year}`,
  readmeIntro:
    "Keep this pack with your tax records for 6 years after the end of the tax year. Do not send it with your return: the Canada Revenue Agency may ask to see it.",
  readmeSummary: (file: string) => `${file}: the claim summary, the same as the printed one (per product, then each purchase).`,
  readmeCsv: (file: string) => `${file}: every claim line of the year, as the reports page downloads it.`,
  readmeNoCsv: (reason: string) => `No CSV: ${reason}`,
  readmePhotos:
    "photos/: the receipt photos this device kept, as they were read. Beside each receipt's photos, a .txt file lists the lines claimed from it.",
  readmeNoPhotos: "No receipt photos: this device kept none for these receipts.",
  readmePaperHeading: "Receipts on paper only (no photo kept on this device; keep the paper receipt):",
  readmeAllPhotographed: "Every receipt claimed this year has its photo in this pack.",
  readmeTypedHeading: "Lines typed in by hand, with no receipt photo to go with them (keep their receipts):",
  readmeMadeOn: (date: string) => `Made on ${date} by CeliacClaim, in the browser; nothing of it was sent to our servers.`,
  captionTitle: "CeliacClaim: lines claimed from this receipt",
  captionStore: "Store",
  captionDate: "Date",
  captionPhotos: "Photos",
  captionLines: (year: number) => `Claimed in tax year ${year}:`,
  captionTotal: "Eligible expense from this receipt",
  unknownStore: "Unknown store",
} as const;
