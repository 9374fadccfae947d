import type { ReceiptItemView, ReceiptView } from "../../../../domain/receipts/receipt-view-types";
import { apiRequest } from "../../../lib/api-client";

export interface ConfirmResult {
  logsCreated: number;
  alreadyConfirmed?: boolean;
}

/** SPEC §7: items without an id (not stored yet) are addressed by receipt and list index instead. */
export interface ItemAddress {
  receiptId: string;
  item: Pick<ReceiptItemView, "index" | "productName" | "price"> & { id?: string | null };
}

/**
 * One photo goes as SPEC's `base64Image`. A long receipt's two or three photos, top to bottom, go as `base64Images`
 * and are read as one receipt; each item's photoBox then says which photo it came from.
 */
export const processReceiptPhotos = (dataUrls: readonly string[]) =>
  apiRequest<ReceiptView>("/api/receipts", {
    method: "POST",
    body: dataUrls.length === 1 ? { base64Image: dataUrls[0] } : { base64Images: dataUrls },
  });

export const fetchReceipt = (id: string) => apiRequest<ReceiptView>(`/api/receipts/${encodeURIComponent(id)}`);

export const confirmReceipt = (id: string, body: object) =>
  apiRequest<ConfirmResult>(`/api/receipts/${encodeURIComponent(id)}/confirm`, { method: "POST", body });

const byIndex = ({ receiptId, item }: ItemAddress, action: string) =>
  `/api/receipts/${encodeURIComponent(receiptId)}/items/${item.index}/${action}`;
const byId = (itemId: string, action: string) => `/api/receipt-items/${encodeURIComponent(itemId)}/${action}`;

export function putSelection(address: ItemAddress, isSelected: boolean) {
  const { item } = address;
  return item.id
    ? apiRequest<ReceiptItemView>(byId(item.id, "selection"), { method: "PUT", body: { isSelected } })
    : apiRequest<ReceiptItemView>(byIndex(address, "selection"), {
        method: "PUT",
        body: { isSelected, productName: item.productName, price: item.price },
      });
}

export function putRegularPrice(address: ItemAddress, customRegularPrice: number) {
  const { item } = address;
  return item.id
    ? apiRequest<ReceiptItemView>(byId(item.id, "regular-price"), { method: "PUT", body: { customRegularPrice } })
    : apiRequest<ReceiptItemView>(byIndex(address, "regular-price"), {
        method: "PUT",
        body: { customRegularPrice, productName: item.productName, price: item.price },
      });
}

/** The details endpoint has no index form in SPEC §7, so an item without an id cannot be renamed on the server. */
export function putDetails(itemId: string, details: { productName: string; price: number }) {
  return apiRequest<ReceiptItemView>(byId(itemId, "details"), { method: "PUT", body: details });
}
