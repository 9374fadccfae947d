import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer, MailMessage } from "./mailer";

export interface OutboxOptions {
  /**
   * Log each message's first link, so a developer can click it from the console. Off in production: those links
   * sign in or reset passwords, and logs are read by more people than mailboxes.
   */
  logLinks: boolean;
}

/** Without SMTP, each message becomes an .eml file in `dir`; only in development is its first link also logged. */
export function createOutboxMailer(dir: string, from: string, log: FastifyBaseLogger, { logLinks }: OutboxOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let counter = 0;
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(dir, `${stamp}-${++counter}.eml`);
      // Written aside and renamed, so whoever watches the folder never reads half a message.
      await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.part`, file);
      const link = logLinks ? message.text.match(/https?:\/\/\S+/)?.[0] : undefined;
      log.info({ subject: message.subject, file, ...(link ? { to: message.to, link } : {}) }, "mail written to outbox");
    },
    async close() {
      transport.close();
    },
  };
}
