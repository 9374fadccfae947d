import { z } from "zod";

/** JSON schema sent to the model (strict mode) and the zod schema its answer must pass; kept side by side. */
export const RECEIPT_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["store", "address", "purchaseDate", "subtotal", "total", "taxes", "items"],
  properties: {
    store: { type: ["string", "null"], description: "Store banner name, e.g. Loblaws" },
    address: { type: ["string", "null"] },
    purchaseDate: { type: ["string", "null"], description: "ISO date YYYY-MM-DD" },
    subtotal: { type: ["number", "null"], description: "Subtotal in dollars" },
    total: { type: ["number", "null"], description: "Total paid in dollars" },
    taxes: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["label", "amount"],
        properties: { label: { type: "string" }, amount: { type: "number" } },
      },
    },
    items: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name", "price", "quantity", "kind"],
        properties: {
          name: { type: "string", description: "Product description exactly as printed" },
          price: { type: "number", description: "Line amount in dollars after its own discounts" },
          quantity: { type: "number" },
          kind: { type: "string", enum: ["item", "deposit", "fee"] },
        },
      },
    },
  },
} as const;

const money = z.number().finite().min(-100_000).max(100_000);

export const modelReceiptSchema = z.object({
  store: z.string().max(200).nullable(),
  address: z.string().max(300).nullable(),
  purchaseDate: z.iso.date().max(10).nullable().catch(null),
  subtotal: money.nullable(),
  total: money.nullable(),
  taxes: z.array(z.object({ label: z.string().max(40), amount: money })).max(10),
  items: z
    .array(
      z.object({
        name: z.string().min(1).max(200),
        price: money,
        quantity: z.number().positive().max(1000).catch(1),
        kind: z.enum(["item", "deposit", "fee"]).catch("item"),
      }),
    )
    .max(300),
});

export const RECEIPT_INSTRUCTIONS = [
  "You read photographs of Canadian grocery receipts (English or French) and return their contents as JSON.",
  "List every purchased line in order. Do not list subtotal, tax (GST/HST/PST/QST, TPS/TVQ/TVH), total, payment,",
  "change or loyalty lines as items. Apply a discount or coupon to the item above it. Bottle deposits are kind",
  "'deposit' and environmental or eco fees are kind 'fee'. Amounts are in dollars; dates as YYYY-MM-DD.",
  "Use null for anything you cannot read. Never invent items.",
].join(" ");
