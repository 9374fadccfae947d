import { request, Agent } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json(): unknown;
}

export interface RawClient {
  /** Sends `path` byte for byte, as a socket would: no URL parser in between resolves `./`, `%61` or `//`. */
  send(method: string, path: string, options?: { headers?: Record<string, string>; body?: string }): Promise<RawResponse>;
  close(): Promise<void>;
}

// A ceiling, not a measurement: a request the server would hold for ever fails the test instead of hanging it.
const NEVER_ANSWERED_MS = 60_000;

/**
 * The app listening on a loopback port, and a client that sends raw paths. `inject()` and `fetch()` both parse the URL
 * first, which resolves dot-segments before the server sees them; a real attacker's socket does not.
 */
export async function listenForRawRequests(app: FastifyInstance): Promise<RawClient> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  return {
    send(method, path, { headers = {}, body } = {}) {
      return new Promise((resolve, reject) => {
        const req = request(
          { host: "127.0.0.1", port, method, path, agent, headers: { ...headers, ...(body === undefined ? {} : { "content-length": Buffer.byteLength(body) }) } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => {
              const text = Buffer.concat(chunks).toString("utf8");
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, json: () => JSON.parse(text) });
            });
            res.on("error", reject);
          },
        );
        req.setTimeout(NEVER_ANSWERED_MS, () => req.destroy(new Error(`${method} ${path} was not answered`)));
        req.on("error", reject);
        req.end(body);
      });
    },
    async close() {
      agent.destroy();
    },
  };
}

/** The `name=value` pairs of a raw response's Set-Cookie headers. */
export function rawCookies(res: RawResponse): string {
  const raw = res.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}
