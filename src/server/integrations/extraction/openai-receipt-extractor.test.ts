import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { visionItem, visionReceipt } from "../../../../tests/integration/support/vision-receipt";
import { createOpenAiReceiptExtractor } from "./openai-receipt-extractor";
import { say, type Said } from "#domain/i18n/said";
import { translatorFor } from "#domain/i18n/translators";

const inEnglish = (words: Said | null | undefined) => (words ? say(words, translatorFor("en-CA")) : "");


type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

const answer = (content: unknown): Handler => (_req, _body, res) => {
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: typeof content === "string" ? content : JSON.stringify(content) } }] }));
};

const RECEIPT = visionReceipt(
  [visionItem("GF BREAD UDIS", 6.99), visionItem("BANANAS", 0.79), visionItem("BARILLA GF PENNE", 4.69)],
  { store: "Loblaws", address: "60 Carlton St, Toronto ON", purchaseDate: "2025-03-14", subtotal: 12.47, total: 14.09, taxes: [{ label: "HST", amount: 1.62 }] },
);

describe("OpenAI-compatible receipt extractor (loopback server)", () => {
  let server: Server;
  let baseUrl: string;
  let handler: Handler;
  const requests: { headers: IncomingMessage["headers"]; body: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        requests.push({ headers: req.headers, body: JSON.parse(body || "{}") });
        handler(req, body, res);
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    requests.length = 0;
  });

  const extractor = (timeoutMs = 2000) =>
    createOpenAiReceiptExtractor({ baseUrl, apiKey: "sk-test", model: "gpt-vision-test", timeoutMs });
  const image = Buffer.from("fake-jpeg-bytes");
  const codeOf = async (p: Promise<unknown>) => p.then(() => undefined, (e: { code?: string }) => e.code);

  it("sends the image with a JSON schema and returns cents", async () => {
    handler = answer(RECEIPT);
    const r = await extractor().extract([image], { referenceDate: "2025-04-01" });
    expect(r).toMatchObject({ store: "Loblaws", purchaseDate: "2025-03-14", subtotalCents: 1247, totalCents: 1409, balanced: true });
    expect(r.items.map((i) => i.priceCents)).toEqual([699, 79, 469]);
    expect(r.taxes).toEqual([{ label: "HST", cents: 162 }]);

    const sent = requests[0]!;
    expect(sent.headers.authorization).toBe("Bearer sk-test");
    expect(sent.body.model).toBe("gpt-vision-test");
    expect(JSON.stringify(sent.body.response_format)).toContain('"type":"json_schema"');
    expect(JSON.stringify(sent.body.messages)).toContain(`data:image/jpeg;base64,${image.toString("base64")}`);
  });

  it("says when the items do not add up", async () => {
    handler = answer({ ...RECEIPT, subtotal: 13.47 });
    const r = await extractor().extract([image], { referenceDate: "2025-04-01" });
    expect(r.balanced).toBe(false);
    expect(inEnglish(r.warnings[0])).toBe("Items add up to $12.47 but the receipt subtotal is $13.47.");
  });

  it("leaves out a line far above the receipt's total, as the OCR reading does", async () => {
    handler = answer({ ...RECEIPT, items: [...RECEIPT.items, visionItem("SUBTOTAL ITEMS", 26114.59)] });
    const r = await extractor().extract([image], { referenceDate: "2025-04-01" });
    expect(r.items.map((i) => i.name)).toEqual(["GF BREAD UDIS", "BANANAS", "BARILLA GF PENNE"]);
    expect(r.balanced).toBe(true);
    expect(r.warnings.map(inEnglish)).toEqual([
      `"SUBTOTAL ITEMS" was read as $26,114.59, far more than the receipt's $14.09: it is not a purchase and was left out.`,
    ]);
  });

  it("tells a server error, a rate limit and a timeout apart", async () => {
    handler = (_q, _b, res) => res.writeHead(500).end("boom");
    expect(await codeOf(extractor().extract([image], { referenceDate: "2025-04-01" }))).toBe("EXTRACTION_UNAVAILABLE");
    handler = (_q, _b, res) => res.writeHead(429).end("{}");
    expect(await codeOf(extractor().extract([image], { referenceDate: "2025-04-01" }))).toBe("EXTRACTION_BUSY");
    handler = () => {};
    expect(await codeOf(extractor(200).extract([image], { referenceDate: "2025-04-01" }))).toBe("EXTRACTION_TIMEOUT");
  });

  it("refuses an answer that is not JSON or breaks the schema as unreadable", async () => {
    handler = answer("Sorry, I cannot read receipts.");
    expect(await codeOf(extractor().extract([image], { referenceDate: "2025-04-01" }))).toBe("RECEIPT_UNREADABLE");
    handler = answer({ ...RECEIPT, items: [{ name: "", price: "free" }] });
    expect(await codeOf(extractor().extract([image], { referenceDate: "2025-04-01" }))).toBe("RECEIPT_UNREADABLE");
  });

  it("calls a malformed envelope and an unreachable server unavailable", async () => {
    handler = (_q, _b, res) => res.end("not json");
    expect(await codeOf(extractor().extract([image], { referenceDate: "2025-04-01" }))).toBe("EXTRACTION_UNAVAILABLE");
    const down = createOpenAiReceiptExtractor({ baseUrl: "http://127.0.0.1:9/v1", apiKey: undefined, model: "m", timeoutMs: 1000 });
    expect(await codeOf(down.extract([image], { referenceDate: "2025-04-01" }))).toBe("EXTRACTION_UNAVAILABLE");
  });
});
