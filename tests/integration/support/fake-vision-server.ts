import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { VisionReceipt } from "./vision-receipt";

/**
 * A loopback server speaking the chat-completions protocol: the app's real `openai` engine talks to it over HTTP,
 * so endpoint tests control what a receipt "says" without OCR's run time. It records what each request carried.
 */
export async function startFakeVisionServer() {
  let next: VisionReceipt | null = null;
  const received: string[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push(body);
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: JSON.stringify(next) } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    received,
    willRead(receipt: VisionReceipt) {
      next = receipt;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeVisionServer = Awaited<ReturnType<typeof startFakeVisionServer>>;
