import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback OpenAI-compatible chat-completions server for the assistant: it answers with whatever text the test
 * sets (or an HTTP error, or never), and records each request body so tests can see which facts were sent.
 */
export async function startFakeChatServer() {
  let next: { status: number; content: string } | "hang" = { status: 200, content: "" };
  const received: { model: string; messages: { role: string; content: string }[] }[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push(JSON.parse(body));
      // A model that never answers: the request stays open until the client gives up or the server closes.
      if (next === "hang") return;
      res.statusCode = next.status;
      res.setHeader("content-type", "application/json");
      res.end(
        next.status === 200
          ? JSON.stringify({ choices: [{ message: { role: "assistant", content: next.content } }] })
          : JSON.stringify({ error: { message: "unavailable" } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    received,
    willAnswer(content: string) {
      next = { status: 200, content };
    },
    willFail(status: number) {
      next = { status, content: "" };
    },
    willHang() {
      next = "hang";
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
