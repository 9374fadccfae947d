/** What a vision model answers about a receipt photo: the JSON that `openai-receipt-schema.ts` asks it for. */
export interface VisionReceipt {
  store: string | null;
  address: string | null;
  purchaseDate: string | null;
  subtotal: number | null;
  total: number | null;
  taxes: { label: string; amount: number }[];
  items: VisionItem[];
}

export interface VisionItem {
  name: string;
  price: number;
  quantity: number;
  kind: "item" | "deposit" | "fee";
}

/** A dated receipt of these lines and nothing else read; `over` says what else the photo shows. */
export const visionReceipt = (items: VisionItem[], over: Partial<VisionReceipt> = {}): VisionReceipt => ({
  store: "Metro",
  address: null,
  purchaseDate: "2025-06-10",
  subtotal: null,
  total: null,
  taxes: [],
  items,
  ...over,
});

export const visionItem = (name: string, price: number, quantity = 1): VisionItem => ({ name, price, quantity, kind: "item" });
