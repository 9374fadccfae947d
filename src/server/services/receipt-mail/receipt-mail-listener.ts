import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { LimitStore } from "../../limits/limit-store";
import { findAddressOwner } from "./receipt-addresses";
import { receiveReceiptMail, type ReceiveReceiptMailDeps } from "./receive-receipt-mail";

export interface ReceiptMailListenerOptions extends ReceiveReceiptMailDeps {
  db: Kysely<DB>;
  domain: string;
  host: string;
  port: number;
  maxBytes: number;
  perHour: number;
  /** Where the hourly counts live: shared by every instance when the app's limits are (decision 036). */
  limits: LimitStore;
  now(): Date;
  /** Told of each mail once its receipts are stored or it is dropped (tests wait on it; the server logs counts only). */
  onProcessed?(outcome: { userId: string; stored: number; dropped: string | null }): void;
  onError?(error: unknown): void;
}

const HOUR_MS = 60 * 60 * 1000;

class SmtpRefusal extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
  ) {
    super(message);
  }
}

/**
 * The app's own SMTP listener for forwarded receipts (decision 034; off unless RECEIPT_SMTP_PORT is set). A recipient
 * that is not an address in use is refused at RCPT, before any data; a message is refused past `maxBytes` (announced
 * as SIZE, and enforced whatever the client announced) and past `perHour` in an hour for one address's owner, counted
 * where the app's other limits are. An accepted message is held in memory only, read one at a time after the 250,
 * and dropped.
 */
export async function startReceiptMailListener(options: ReceiptMailListenerOptions) {
  const owners = new WeakMap<SMTPServerSession, string>();
  let work = Promise.resolve();

  const withinRate = async (userId: string) => (await options.limits.hit(`receipt-mail:${userId}`, HOUR_MS)).count <= options.perHour;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    banner: "CeliacClaim receipts",
    size: options.maxBytes,
    maxClients: 20,
    // The message's sender says nothing about whose receipt it is; the recipient does.
    onRcptTo(address, session, callback) {
      if (owners.has(session)) {
        callback(new SmtpRefusal("One recipient per message", 452));
        return;
      }
      findAddressOwner(options.db, address.address, options.domain)
        .then((userId) => {
          if (!userId) return callback(new SmtpRefusal("No such recipient here", 550));
          owners.set(session, userId);
          callback();
        })
        .catch(() => callback(new SmtpRefusal("Try again later", 451)));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let bytes = 0;
      stream.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        // Past the limit nothing more is kept; the rest is read only to answer the client at its end.
        if (bytes <= options.maxBytes) chunks.push(chunk);
      });
      stream.on("end", () => {
        const userId = owners.get(session);
        if (stream.sizeExceeded || bytes > options.maxBytes) return callback(new SmtpRefusal("Message too large", 552));
        if (!userId) return callback(new SmtpRefusal("No valid recipient", 554));
        withinRate(userId).then(
          (within) => {
            if (!within) return callback(new SmtpRefusal("Too many messages, try again later", 451));
            const raw = Buffer.concat(chunks);
            callback();
            work = work.then(async () => {
              try {
                const outcome = await receiveReceiptMail(options, { userId, raw, now: options.now() });
                options.onProcessed?.({ userId, ...outcome });
              } catch (error) {
                options.onError?.(error);
              }
            });
          },
          () => callback(new SmtpRefusal("Try again later", 451)),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  server.on("error", (error) => options.onError?.(error));
  return {
    port: (server.server.address() as AddressInfo).port,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await work;
    },
  };
}
