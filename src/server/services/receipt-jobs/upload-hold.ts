import { randomBytes, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { trimEndRun } from "#domain/text/trim-run";
import type { ReceiptUpload } from "../receipts/process-receipt";

const PATH = /^\/uploads\/([\w-]{1,64})$/;

/** An upload held for its job: the place to fetch it and the token that opens it. */
export interface HeldUpload {
  url: string;
  token: string;
}

export interface UploadHold {
  /** Keeps the upload in this process's memory until `drop`; only its own token fetches it. */
  hold(jobId: string, upload: ReceiptUpload): HeldUpload;
  drop(jobId: string): void;
  close(): Promise<void>;
}

/**
 * The web process's internal listener (decision 037): a worker that took a job fetches the upload's photos from the
 * process that received them, with the job's token, as often as the job is tried. The photos are never written
 * anywhere; when this process ends they are gone and the job ends as "photo gone". Not for the public: bind it to a
 * private interface (loopback by default).
 */
export async function startUploadHold(options: { host: string; port: number; url?: string }): Promise<UploadHold> {
  const held = new Map<string, { token: Buffer; body: string }>();
  const server = createServer((req, res) => {
    const id = req.method === "GET" ? PATH.exec(req.url ?? "")?.[1] : undefined;
    const entry = id === undefined ? undefined : held.get(id);
    const given = Buffer.from(/^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "");
    if (!entry || given.length !== entry.token.length || !timingSafeEqual(given, entry.token)) {
      // One answer for an unknown job and a wrong token: a guess learns nothing.
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" }).end(entry.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const base = trimEndRun(options.url ?? `http://${options.host.includes(":") ? `[${options.host}]` : options.host}:${port}`, /\//);
  return {
    hold(jobId, upload) {
      const token = randomBytes(32).toString("base64url");
      held.set(jobId, { token: Buffer.from(token), body: JSON.stringify(upload) });
      return { url: `${base}/uploads/${jobId}`, token };
    },
    drop: (jobId) => void held.delete(jobId),
    close: () =>
      new Promise<void>((resolve) => {
        held.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
