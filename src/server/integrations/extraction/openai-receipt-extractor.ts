import { said } from "#domain/i18n/said";
import { DomainError } from "#domain/errors";
import { dollarsToCents } from "#domain/money";
import { refuseOutsizedLines } from "#domain/receipt-reading/refuse-outsized-lines";
import type { ExtractedReceipt, ReceiptExtractor } from "./receipt-extractor";
import { postChatCompletion, readCompletionText, type ChatCompletionsEndpoint } from "../openai-compatible/chat-completions";
import { modelReceiptSchema, RECEIPT_INSTRUCTIONS, RECEIPT_JSON_SCHEMA } from "./openai-receipt-schema";

export type OpenAiExtractorOptions = ChatCompletionsEndpoint;

// This engine's own wording for an answer it cannot use, kept as the detail of the shared code.
const UNREADABLE = "We couldn't read this receipt. Please try a clearer photo.";

/** Any OpenAI-compatible chat-completions endpoint with image input (OpenAI, Ollama, vLLM). */
export function createOpenAiReceiptExtractor(options: OpenAiExtractorOptions): ReceiptExtractor {
  async function call(photos: Buffer[]): Promise<unknown> {
    let response: Response;
    try {
      response = await postChatCompletion(options, {
        temperature: 0,
        response_format: {
          type: "json_schema",
          json_schema: { name: "receipt", strict: true, schema: RECEIPT_JSON_SCHEMA },
        },
        messages: [
          { role: "system", content: RECEIPT_INSTRUCTIONS },
          {
            role: "user",
            content: [
              {
                type: "text",
                text: photos.length > 1 ? "Read this receipt; the photos show it from top to bottom and overlap." : "Read this receipt.",
              },
              ...photos.map((photo) => ({ type: "image_url", image_url: { url: `data:image/jpeg;base64,${photo.toString("base64")}` } })),
            ],
          },
        ],
      });
    } catch (e) {
      const timedOut = (e as Error).name === "TimeoutError";
      throw new DomainError(timedOut ? "EXTRACTION_TIMEOUT" : "EXTRACTION_UNAVAILABLE");
    }
    if (response.status === 429) throw new DomainError("EXTRACTION_BUSY");
    if (!response.ok) throw new DomainError("EXTRACTION_UNAVAILABLE");
    const content = await readCompletionText(response);
    if (content === null) throw new DomainError("EXTRACTION_UNAVAILABLE");
    try {
      return JSON.parse(content);
    } catch {
      throw new DomainError("RECEIPT_UNREADABLE", { detail: UNREADABLE });
    }
  }

  return {
    engine: "openai",
    // The service does the reading; here each receipt only costs its decoded photo, so a few may be in flight.
    concurrency: 4,
    async extract(photos): Promise<ExtractedReceipt> {
      const parsed = modelReceiptSchema.safeParse(await call(photos));
      if (!parsed.success) throw new DomainError("RECEIPT_UNREADABLE", { detail: UNREADABLE });
      const r = parsed.data;
      const read = r.items.map((i) => ({
        name: i.name.trim(),
        priceCents: dollarsToCents(i.price),
        discountCents: 0,
        appliesTo: null,
        quantity: i.quantity,
        kind: i.kind,
        photoBox: null,
      }));
      const subtotalCents = r.subtotal === null ? null : dollarsToCents(r.subtotal);
      const totalCents = r.total === null ? null : dollarsToCents(r.total);
      // A model misreads too: the same guard as the OCR reading keeps a line far above the receipt out of the claim.
      const outsized = refuseOutsizedLines(read, { subtotalCents, totalCents });
      const items = outsized.lines;
      const sum = items.reduce((s, i) => s + i.priceCents, 0);
      const balanced = subtotalCents === null ? null : sum === subtotalCents;
      const warnings = [
        ...outsized.notes,
        ...(subtotalCents !== null && !balanced
          ? [said("reading.itemsOff", { sum: { cents: sum }, subtotal: { cents: subtotalCents } })]
          : []),
      ];
      return {
        store: r.store,
        address: r.address,
        purchaseDate: r.purchaseDate,
        orderNumber: null,
        subtotalCents,
        totalCents,
        taxes: r.taxes.map((t) => ({ label: t.label, cents: dollarsToCents(t.amount) })),
        items,
        balanced,
        warnings,
      };
    },
    async close() {},
  };
}
