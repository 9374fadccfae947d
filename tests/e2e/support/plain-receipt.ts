import sharp from "sharp";

// A receipt with no gluten-free line at all (produce, dairy, a battery pack), drawn as the fixture generator draws
// its receipts (scripts/receipts/render-receipt-image.mjs): monospace text on 576 px thermal paper.
const LINES = [
  "        FRESHCO",
  "   215 QUEEN ST W",
  "   TORONTO ON M5V 2A1",
  "2025/03/12  14:22",
  "",
  "BANANAS                 1.29",
  "MILK 2% 4L              6.49",
  "SALTED BUTTER 454G      5.99",
  "AA BATTERIES 8PK       12.69",
  "",
  "SUBTOTAL               26.46",
  "HST 13%                 1.65",
  "TOTAL                  28.11",
];

/** The PNG of that receipt, as a file input takes it. */
export async function plainReceiptPng(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const text = LINES.map(
    (line, i) => `<text x="40" y="${60 + i * 34}" font-size="26" xml:space="preserve">${line}</text>`,
  ).join("\n");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="576" height="${60 + LINES.length * 34 + 40}">
<rect width="100%" height="100%" fill="#fdfdfb"/><g font-family="DejaVu Sans Mono" fill="#161616">${text}</g></svg>`;
  return { name: "freshco.png", mimeType: "image/png", buffer: await sharp(Buffer.from(svg)).greyscale().png().toBuffer() };
}
