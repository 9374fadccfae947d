import type { ExtractedReceipt } from "#server/integrations/extraction/receipt-extractor";

/** What a stub reading engine says every photo holds: one gluten-free line, for tests about uploads, not reading. */
export const ONE_LINE_RECEIPT: ExtractedReceipt = {
  store: "Metro",
  address: null,
  purchaseDate: "2026-11-02",
  orderNumber: null,
  subtotalCents: null,
  totalCents: 699,
  taxes: [],
  balanced: null,
  warnings: [],
  items: [{ name: "GF BREAD UDIS WHITE", priceCents: 699, discountCents: 0, appliesTo: null, quantity: 1, kind: "item", photoBox: null }],
};
