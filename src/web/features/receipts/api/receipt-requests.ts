import type { Category } from "#domain/gluten-free/categories";
import type { ComparableChoice } from "#domain/receipts/receipt-schemas";
import type { ReceiptItemView, ReceiptSummary } from "#domain/receipts/receipt-view-types";
import { apiRequest } from "../../../lib/api-client";

/** docs/product-spec.md §7: items without an id (not stored yet) are addressed by receipt and list index instead. */
export interface ItemAddress {
  receiptId: string;
  item: Pick<ReceiptItemView, "index" | "productName" | "price"> & { id?: string | null };
}

/**
 * One photo goes as `base64Image` (docs/product-spec.md §7). A long receipt's two or three photos, top to bottom, go as
 * `base64Images` and are read as one receipt; each item's photoBox then says which photo it came from.
 */
export const processReceiptPhotos = (dataUrls: readonly string[]) =>
  apiRequest("/api/receipts", {
    contract: "POST /api/receipts",
    body: dataUrls.length === 1 ? { base64Image: dataUrls[0] } : { base64Images: dataUrls },
  });

/** A PDF, saved e-mail or web page, as a data URL: the server tells which from its bytes (decision 034). */
export const processReceiptDocument = (dataUrl: string) =>
  apiRequest("/api/receipts", { contract: "POST /api/receipts", body: { base64Document: dataUrl } });

export const fetchReceipt = (id: string) => apiRequest(`/api/receipts/${encodeURIComponent(id)}`, { contract: "GET /api/receipts/:id" });

export const fetchReceiptList = (status: ReceiptSummary["status"], limit: number) =>
  apiRequest(`/api/receipts?status=${status}&limit=${limit}`, { contract: "GET /api/receipts" });

export const discardReceipt = (id: string) =>
  apiRequest(`/api/receipts/${encodeURIComponent(id)}`, { contract: "DELETE /api/receipts/:id" });

export const confirmReceipt = (id: string, body: object) =>
  apiRequest(`/api/receipts/${encodeURIComponent(id)}/confirm`, { contract: "POST /api/receipts/:id/confirm", body });

/** A line's change by its place on the receipt (the index form) or by its id: the path, and the endpoint it calls. */
const byIndex = ({ receiptId, item }: ItemAddress, action: "selection" | "regular-price") =>
  [`/api/receipts/${encodeURIComponent(receiptId)}/items/${item.index}/${action}`, `PUT /api/receipts/:receiptId/items/:index/${action}`] as const;
const byId = (
  itemId: string,
  action: "selection" | "regular-price" | "details" | "comparable" | "gluten-free-confirmation" | "package-size" | "category",
) =>
  [`/api/receipt-items/${encodeURIComponent(itemId)}/${action}`, `PUT /api/receipt-items/:itemId/${action}`] as const;
const put = ([path, contract]: ReturnType<typeof byIndex> | ReturnType<typeof byId>, body: object): Promise<ReceiptItemView> =>
  apiRequest(path, { contract, body });

export function putSelection(address: ItemAddress, isSelected: boolean) {
  const { item } = address;
  return item.id
    ? put(byId(item.id, "selection"), { isSelected })
    : put(byIndex(address, "selection"), { isSelected, productName: item.productName, price: item.price });
}

/** The user's price for one regular pack; the server multiplies it by the line's packs. */
export function putRegularPrice(address: ItemAddress, customRegularPrice: number) {
  const { item } = address;
  return item.id
    ? put(byId(item.id, "regular-price"), { customRegularPrice })
    : put(byIndex(address, "regular-price"), { customRegularPrice, productName: item.productName, price: item.price });
}

/** The details endpoint has no index form (docs/product-spec.md §7): an item without an id cannot be renamed. */
export const putDetails = (itemId: string, details: { productName: string; price: number; quantity: number }) =>
  put(byId(itemId, "details"), details);

export const putComparable = (itemId: string, choice: ComparableChoice) => put(byId(itemId, "comparable"), choice);

export const putGlutenFreeConfirmation = (itemId: string, confirmed: boolean) =>
  put(byId(itemId, "gluten-free-confirmation"), { confirmed });

/** "450 g", "1 kg", "500 ml", "6 pk" or a bare count; the server parses it and answers 400 with the format otherwise. */
export const putPackageSize = (itemId: string, size: string) => put(byId(itemId, "package-size"), { size });

/** One of the catalog's categories: the server finds the line's comparison again in it. */
export const putCategory = (itemId: string, category: Category) => put(byId(itemId, "category"), { category });

/** Corrections of what was read (issue 23): each answers the whole receipt, its lines priced again. */
export const putReceiptFacts = (receiptId: string, facts: { purchaseDate?: string; store?: string }) =>
  apiRequest(`/api/receipts/${encodeURIComponent(receiptId)}/facts`, { contract: "PUT /api/receipts/:id/facts", body: facts });

export const postReceiptItem = (receiptId: string, item: { productName: string; price: number; quantity: number }) =>
  apiRequest(`/api/receipts/${encodeURIComponent(receiptId)}/items`, { contract: "POST /api/receipts/:id/items", body: item });

export const deleteReceiptItem = (itemId: string) =>
  apiRequest(`/api/receipt-items/${encodeURIComponent(itemId)}`, { contract: "DELETE /api/receipt-items/:itemId" });
