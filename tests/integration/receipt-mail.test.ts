import nodemailer, { type Transporter } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import type { ReceiptExtractor } from "#server/integrations/extraction/receipt-extractor";
import { orderPdf, type Order } from "../../scripts/receipts/compose-e-receipt";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";

/** Issue 27: receipts forwarded to a personal address reach the app's own SMTP listener and wait for review. */
const ORDER: Order = {
  store: "Green Grocer Online",
  orderNumber: "GG-200917",
  date: "2026-10-21",
  lines: [
    { name: "Schar Gluten Free Penne 340 g", quantity: 2, cents: 998 },
    { name: "Bananas", quantity: 1, cents: 174 },
  ],
  taxes: [{ label: "HST 13%", cents: 130 }],
};
const MAX_BYTES = 200_000;
const PER_HOUR = 2;

const extractor: ReceiptExtractor = {
  engine: "ocr",
  concurrency: 1,
  extract: async () => {
    throw new Error("a text document was sent to the OCR");
  },
  close: async () => {},
};

describe.each(DATABASE_KINDS)("receipts by e-mail on %s", (kind) => {
  let t: TestApp;
  let transport: Transporter;
  const processed: { userId: string; stored: number; dropped: string | null }[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      kind,
      { FREE_RECEIPTS_PER_MONTH: "1000", RECEIPT_MAIL_DOMAIN: "receipts.example.ca", RECEIPT_SMTP_PORT: "0", RECEIPT_MAIL_MAX_BYTES: String(MAX_BYTES), RECEIPT_MAIL_PER_HOUR: String(PER_HOUR) },
      { now: () => new Date("2026-11-10T15:00:00Z"), extractor, onReceiptMail: (outcome) => processed.push(outcome) },
    );
    transport = nodemailer.createTransport({ host: "127.0.0.1", port: t.app.receiptMailPort!, secure: false, ignoreTLS: true });
  });
  afterAll(async () => {
    transport?.close();
    await t?.close();
  });

  const register = async (email: string) => {
    const res = await t.app.inject({ method: "POST", url: "/api/register", payload: { email, password: "Gluten123" } });
    return { cookie: cookiesFrom(res), id: res.json().user.id as string };
  };
  const newAddress = async (cookie: string) =>
    (await t.app.inject({ method: "POST", url: "/api/settings/receipt-address", headers: { cookie } })).json().address as string;
  const waiting = async (cookie: string): Promise<{ id: string }[]> =>
    (await t.app.inject({ method: "GET", url: "/api/receipts?status=processed", headers: { cookie } })).json().receipts;
  const receiptOf = async (cookie: string, id: string): Promise<ReceiptView> =>
    (await t.app.inject({ method: "GET", url: `/api/receipts/${id}`, headers: { cookie } })).json();
  const rowCount = async () => Number((await t.database.db.selectFrom("receipts").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  /** Waits until the listener has read `count` mails in all: it reads after answering 250. */
  const readMails = async (count: number) => {
    while (processed.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  const mail = (to: string, attachment: Buffer) =>
    transport.sendMail({
      from: "Green Grocer <orders@greengrocer.example>",
      to,
      subject: `Your order ${ORDER.orderNumber}`,
      text: "Your invoice is attached.",
      attachments: [{ filename: "invoice.pdf", content: attachment, contentType: "application/pdf" }],
    });

  it("puts the PDF receipt of a forwarded mail in the review list of the address's owner, and no one else's", async () => {
    const alice = await register("alice.mail@example.ca");
    const bob = await register("bob.mail@example.ca");
    const address = await newAddress(alice.cookie);
    expect(address).toMatch(/^receipts\+[a-z2-7]{20}@receipts\.example\.ca$/);

    await mail(address.toUpperCase().replace("RECEIPTS.EXAMPLE.CA", "Receipts.Example.CA"), orderPdf(ORDER));
    await readMails(1);
    const [listed] = await waiting(alice.cookie);
    const receipt = await receiptOf(alice.cookie, listed!.id);
    expect(receipt).toMatchObject({ store: "Green Grocer Online", purchaseDate: "2026-10-21", total: 13.02, engine: "text", status: "processed" });
    expect(receipt.items.map((i) => [i.productName, i.price])).toEqual([
      ["Schar Gluten Free Penne 340 g", 9.98],
      ["Bananas", 1.74],
    ]);
    expect(await waiting(bob.cookie)).toEqual([]);
  });

  it("refuses mail to an unknown or revoked address at RCPT, and writes nothing", async () => {
    const carol = await register("carol.mail@example.ca");
    const revoked = await newAddress(carol.cookie);
    await t.app.inject({ method: "DELETE", url: "/api/settings/receipt-address", headers: { cookie: carol.cookie } });
    const before = await rowCount();
    for (const to of ["receipts+aaaaaaaaaaaaaaaaaaaa@receipts.example.ca", revoked, "someone@elsewhere.example"]) {
      await expect(mail(to, orderPdf(ORDER))).rejects.toMatchObject({ responseCode: 550 });
    }
    expect(await rowCount()).toBe(before);
    expect(await waiting(carol.cookie)).toEqual([]);
  });

  it("refuses a message over the size limit, and writes nothing", async () => {
    const dave = await register("dave.mail@example.ca");
    const address = await newAddress(dave.cookie);
    const before = await rowCount();
    const big = Buffer.concat([orderPdf(ORDER), Buffer.alloc(MAX_BYTES, 0x41)]);
    await expect(mail(address, big)).rejects.toMatchObject({ responseCode: 552 });
    expect(await rowCount()).toBe(before);
  });

  it("drops a mail without a receipt and tells the account's owner", async () => {
    const erin = await register("erin.mail@example.ca");
    const address = await newAddress(erin.cookie);
    const seen = processed.length;
    await transport.sendMail({ from: "friend@example.ca", to: address, subject: "Lunch?", text: "Are you free on Friday?" });
    await readMails(seen + 1);
    expect(processed.at(-1)).toMatchObject({ stored: 0, dropped: "no-receipt" });
    await t.inbox.waitFor("erin.mail@example.ca", /couldn't find a receipt/i);
    expect(await waiting(erin.cookie)).toEqual([]);
  });

  it("refuses an address's mail past the hourly limit, writes nothing for it, and still takes another user's", async () => {
    const frank = await register("frank.mail@example.ca");
    const grace = await register("grace.mail@example.ca");
    const franks = await newAddress(frank.cookie);
    const seen = processed.length;
    for (let sent = 0; sent < PER_HOUR; sent += 1) await mail(franks, orderPdf(ORDER));
    await readMails(seen + PER_HOUR);
    const before = await rowCount();
    await expect(mail(franks, orderPdf(ORDER))).rejects.toMatchObject({ responseCode: 451 });
    expect(await rowCount()).toBe(before);
    expect(await waiting(frank.cookie)).toHaveLength(PER_HOUR);
    await mail(await newAddress(grace.cookie), orderPdf(ORDER));
    await readMails(seen + PER_HOUR + 1);
    expect(await waiting(grace.cookie)).toHaveLength(1);
  });
});
