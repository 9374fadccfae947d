import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { deletionConfirmSchema } from "../account-schemas";
import { chatRequestSchema } from "../content/chat-schemas";
import { otherExpenseInputSchema } from "../planner/other-expense-schema";
import { purchaseDateProblem } from "../receipts/purchase-date";
import { confirmReceiptSchema, itemCategorySchema, itemDetailsSchema, processReceiptSchema, receiptFactsSchema } from "../receipts/receipt-schemas";
import { claimDefaultsInputSchema } from "../tax/claim-defaults-schema";
import { claimDocumentsUpdateSchema } from "../tax/claim-documents-schema";
import { PACK_COUNT_MESSAGE, QUANTITY_MESSAGE } from "../tax/line-quantity";
import { lineItemUpdateSchema, reportQuerySchema } from "../tax/tax-report-schemas";
import { readTypedAmount } from "../tax/typed-credit-estimate";
import { localeSettingSchema } from "./locale-schema";
import { messageText, readMessageText } from "./message-text";
import { CATALOGUES, translatorFor } from "./translators";

const space = /[\u00a0\u202f]/g;
const first = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message ?? "(accepted)";

// One refusal of each converted schema and check: what the schema carries, which both the forms and the server say.
const REFUSALS: [string, string][] = [
  ["tax year", first(reportQuerySchema, { year: 1999 })],
  ["period", first(reportQuerySchema, { year: 2025, endMonth: 13 })],
  ["line price", first(lineItemUpdateSchema, { gf_price: "12.345" })],
  ["line product name", first(lineItemUpdateSchema, { product_name: "x".repeat(201) })],
  ["line category", first(lineItemUpdateSchema, { category: "Candy" })],
  ["both regular prices", first(lineItemUpdateSchema, { non_gf_unit_price: "1", non_gf_equiv_price: "2" })],
  ["share", first(claimDefaultsInputSchema, { claimant: "self", sharePct: 0 })],
  ["income", first(claimDefaultsInputSchema, { claimant: "self", sharePct: 50, netIncomeCents: -1 })],
  ["province", first(claimDefaultsInputSchema, { claimant: "self", sharePct: 50, province: "XX" })],
  ["claimant name", first(claimDocumentsUpdateSchema, { claimantName: "x".repeat(101) })],
  ["letter date", first(claimDocumentsUpdateSchema, { practitionerLetterDate: "soon" })],
  ["item price", first(itemDetailsSchema, { productName: "Bread", price: 10_000.01 })],
  ["item quantity", first(itemDetailsSchema, { productName: "Bread", price: 1, quantity: 1000 })],
  ["item category", first(itemCategorySchema, { category: "Candy" })],
  ["photos", first(processReceiptSchema, { base64Images: ["a", "b", "c", "d"] })],
  ["receipt facts", first(receiptFactsSchema, {})],
  ["purchase date", first(confirmReceiptSchema, { purchaseDate: "2001-01-01" })],
  ["other expense", first(otherExpenseInputSchema, { date: "2025-01-01", description: "Glasses", amountCents: 0, claimant: "self" })],
  ["chat message", first(chatRequestSchema, { message: "x".repeat(1001), email: "a@b.ca" })],
  ["deletion link", first(deletionConfirmSchema, { token: "" })],
  ["locale", first(localeSettingSchema, { locale: "de-DE" })],
  ["future date", purchaseDateProblem("2030-01-02", "2030-01-01") ?? ""],
  ["typed amount", readTypedAmount("-5").error ?? ""],
  ["quantity", QUANTITY_MESSAGE],
  ["pack count", PACK_COUNT_MESSAGE],
];

describe("the schemas' validation messages", () => {
  it.each(REFUSALS)("%s: a catalogue key, said in both languages", (_, text) => {
    const key = readMessageText(text)?.key ?? text;
    expect(Object.hasOwn(CATALOGUES["en-CA"], key), text).toBe(true);
    for (const locale of ["en-CA", "fr-CA"] as const) {
      const said = translatorFor(locale).text(text);
      expect(said, `${locale} ${text}`).not.toBe(text);
      expect(said, `${locale} ${text}`).not.toMatch(/[{}]|validation\./);
    }
  });

  it("fills in their arguments, numbers written the locale's way", () => {
    const [en, fr] = [translatorFor("en-CA").text, translatorFor("fr-CA").text];
    expect(en(first(itemDetailsSchema, { productName: "Bread", price: 10_000.01 }))).toBe("Price must be under $10,000");
    expect(fr(first(itemDetailsSchema, { productName: "Bread", price: 10_000.01 })).replace(space, " ")).toBe(
      "Le prix doit être inférieur à 10 000 $",
    );
    expect(en(PACK_COUNT_MESSAGE)).toBe("Enter a whole number of packs from 1 to 999.");
    expect(fr(PACK_COUNT_MESSAGE)).toBe("Entrez un nombre entier d’emballages de 1 à 999.");
    expect(fr(first(reportQuerySchema, { year: 1999 }))).toBe("Veuillez choisir une année d’imposition à partir de 2000");
    expect(fr(first(claimDefaultsInputSchema, { claimant: "self", sharePct: 50, netIncomeCents: -1 })).replace(space, " ")).toBe(
      "Le revenu net doit être un montant en cents de 0 à 100 000 000 000",
    );
  });
});

describe("a message text", () => {
  it("carries a key and its arguments through one string, and nothing else reads as one", () => {
    expect(readMessageText(messageText("validation.nameMax", { max: 200 }))).toEqual({ key: "validation.nameMax", values: { max: 200 } });
    for (const other of ["validation.email", "Some sentence {x}", "a {", "key {\"x\":{}}", "key [1]"]) expect(readMessageText(other), other).toBeNull();
    expect(translatorFor("en-CA").text("unknown.key {\"max\":1}")).toBe("unknown.key {\"max\":1}");
  });
});
