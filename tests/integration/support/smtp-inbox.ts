import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";
import type { AddressInfo } from "node:net";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on loopback: the app under test sends through nodemailer exactly as in production. */
export async function startSmtpInbox() {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          for (const rcpt of session.envelope.rcptTo) {
            messages.push({
              to: rcpt.address.toLowerCase(),
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              html: typeof mail.html === "string" ? mail.html : "",
            });
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Waits for the next message to `to` whose subject matches, and returns it. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      const seen = messages.length;
      for (;;) {
        const found = messages.find((m) => m.to === to.toLowerCase() && subject.test(m.subject));
        if (found) {
          messages.splice(messages.indexOf(found), 1);
          return found;
        }
        if (Date.now() > deadline) {
          throw new Error(`No mail to ${to} matching ${subject} (${seen} messages before, ${messages.length} now)`);
        }
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    count(to: string) {
      return messages.filter((m) => m.to === to.toLowerCase()).length;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}


/** The first http(s) link in a message's text part. */
export function firstLink(mail: ReceivedMail): string {
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No link in mail "${mail.subject}"`);
  return link;
}
