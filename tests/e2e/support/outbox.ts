import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { E2E_DATA_DIR } from "../../../playwright.config";

const OUTBOX = join(E2E_DATA_DIR, "outbox");

/**
 * The e2e server runs with the dev outbox (no SMTP_URL), so every mail it sends is an .eml file here;
 * this waits for the newest one to `to` whose subject matches and returns its first link.
 */
// A ceiling only, to end a wait for mail that never comes: a loaded machine can take long to send one.
export async function waitForMailLink(to: string, subject: RegExp, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const seen = new Set<string>();
  for (;;) {
    const files = await readdir(OUTBOX).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      if (seen.has(file) || !file.endsWith(".eml")) continue;
      const mail = await simpleParser(await readFile(join(OUTBOX, file)));
      const recipients = [mail.to].flat().flatMap((a) => a?.value ?? []).map((v) => v.address?.toLowerCase());
      if (recipients.includes(to.toLowerCase()) && subject.test(mail.subject ?? "")) {
        const link = mail.text?.match(/https?:\/\/\S+/)?.[0];
        if (link) return link;
      }
      seen.add(file);
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.ca`;
