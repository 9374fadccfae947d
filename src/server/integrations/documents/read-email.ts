import { simpleParser } from "mailparser";
import { DomainError } from "#domain/errors";

export interface EmailAttachment {
  contentType: string;
  content: Buffer;
}

export interface EmailContent {
  /** The sender's display name ("Instacart", "Costco Wholesale"), or the domain of its address. */
  sender: string | null;
  /** ISO yyyy-mm-dd of the Date header, in UTC. */
  sentOn: string | null;
  html: string | null;
  text: string | null;
  attachments: EmailAttachment[];
}

/** At most this many attachments are looked at: a receipt comes with one or two. */
const MAX_ATTACHMENTS = 6;

/** A saved or received e-mail (RFC 822), parsed in memory: its body, its PDF and image attachments, who sent it and when. */
export async function readEmail(raw: Buffer): Promise<EmailContent> {
  let mail: Awaited<ReturnType<typeof simpleParser>>;
  try {
    mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  } catch {
    throw new DomainError("DOCUMENT_UNREADABLE");
  }
  const from = mail.from?.value[0];
  const sender = from?.name?.trim() || from?.address?.split("@")[1] || null;
  return {
    sender,
    sentOn: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date.toISOString().slice(0, 10) : null,
    html: typeof mail.html === "string" ? mail.html : null,
    text: mail.text ?? null,
    attachments: mail.attachments
      .filter((a) => a.contentType === "application/pdf" || a.contentType.startsWith("image/") || a.contentType === "application/octet-stream")
      // Inline images are logos and product pictures, not receipts.
      .filter((a) => a.contentDisposition !== "inline" || a.contentType === "application/pdf")
      .slice(0, MAX_ATTACHMENTS)
      .map((a) => ({ contentType: a.contentType, content: a.content })),
  };
}
