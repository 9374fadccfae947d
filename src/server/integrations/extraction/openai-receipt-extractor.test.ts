import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOpenAiReceiptExtractor } from "./openai-receipt-extractor";

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

const answer = (content: unknown): Handler => (_req, _body, res) => {
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: typeof content === "string" ? content : JSON.stringify(content) } }] }));
};

const RECEIPT = {
  store: "Loblaws",
  address: "60 Carlton St, Toronto ON",
  purchaseDate: "2025-03-14",
  subtotal: 12.47,
  total: 14.09,
  taxes: [{ label: "HST", amount: 1.62 }],
  items: [
    { name: "GF BREAD UDIS", price: 6.99, quantity: 1, kind: "item" },
    { name: "BANANAS", price: 0.79, quantity: 1, kind: "item" },
    { name: "BARILLA GF PENNE", price: 4.69, quantity: 1, kind: "item" },
  ],
};

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
  const statusOf = async (p: Promise<unknown>) => p.then(() => undefined, (e: { statusCode?: number }) => e.statusCode);

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
    expect(r.warnings[0]).toBe("Items add up to $12.47 but the subtotal says $13.47.");
  });

  it("maps a server error to 502, a rate limit to 503 and a timeout to 504", async () => {
    handler = (_q, _b, res) => {
      res.statusCode = 500;
      res.end("boom");
    };
    expect(await statusOf(extractor().extract([image], { referenceDate: "2025-04-01" }))).toBe(502);
    handler = (_q, _b, res) => {
      res.statusCode = 429;
      res.end("{}");
    };
    expect(await statusOf(extractor().extract([image], { referenceDate: "2025-04-01" }))).toBe(503);
    handler = () => {};
    expect(await statusOf(extractor(200).extract([image], { referenceDate: "2025-04-01" }))).toBe(504);
  });

  it("refuses an answer that is not JSON or breaks the schema with 422", async () => {
    handler = answer("Sorry, I cannot read receipts.");
    expect(await statusOf(extractor().extract([image], { referenceDate: "2025-04-01" }))).toBe(422);
    handler = answer({ ...RECEIPT, items: [{ name: "", price: "free" }] });
    expect(await statusOf(extractor().extract([image], { referenceDate: "2025-04-01" }))).toBe(422);
  });

  it("maps a malformed envelope and an unreachable server to 502", async () => {
    handler = (_q, _b, res) => res.end("not json");
    expect(await statusOf(extractor().extract([image], { referenceDate: "2025-04-01" }))).toBe(502);
    const down = createOpenAiReceiptExtractor({ baseUrl: "http://127.0.0.1:9/v1", apiKey: undefined, model: "m", timeoutMs: 1000 });
    expect(await statusOf(down.extract([image], { referenceDate: "2025-04-01" }))).toBe(502);
  });
});
