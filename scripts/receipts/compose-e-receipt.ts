/**
 * Our own e-receipts, for the formats no public repository offered (decision 034): an online grocer's order
 * confirmation as an HTML e-mail body, its invoice as a text PDF, and the e-mail (.eml) that carries either. The
 * layouts are generic shop layouts, labelled as generated wherever they are used.
 */
import MailComposer from "nodemailer/lib/mail-composer/index.js";
import { textWidth, writePdf, type PdfText } from "./write-pdf";

export interface OrderLine {
  name: string;
  quantity: number;
  /** The line's amount in cents (quantity × unit price). */
  cents: number;
}

export interface Order {
  store: string;
  orderNumber: string;
  /** ISO yyyy-mm-dd. */
  date: string;
  lines: OrderLine[];
  taxes: { label: string; cents: number }[];
  /** Charged between the subtotal and the total, printed before the taxes: delivery, service, bag fee, tip. */
  fees?: { label: string; cents: number }[];
  /** How the subtotal is labelled; "Subtotal" unless said. */
  subtotalLabel?: string;
  /** How the total is labelled; "Order total" on the page, "Total" on the invoice, unless said. */
  totalLabel?: string;
  /** How the layout departs from the plain one: the families order e-mails and invoices come in. */
  layout?: OrderLayout;
}

export interface OrderLayout {
  /** The summary (subtotal … total) printed above the items, as an order page's side column comes first in its text. */
  summaryFirst?: boolean;
  /** Products the shop suggests with their prices ("Customers also bought"), printed after the order or above it. */
  suggestions?: { heading: string; place: "after" | "before"; lines: { name: string; cents: number }[] };
  /**
   * The prices include the taxes (a VAT-inclusive shop): the taxes are printed between the subtotal and the total
   * with this wording around their label ("Includes {label}"), and not added.
   */
  taxesIncluded?: string;
  /**
   * The store's name only in its logo, an image without text: the page then says who sold it on a row like this
   * ("Sold by {store}"), and the invoice in its properties' Author.
   */
  nameInLogo?: string;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const money = (cents: number) => `${cents < 0 ? "-" : ""}$${(Math.abs(cents) / 100).toFixed(2)}`;
const longDate = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const subtotalOf = (order: Order) => order.lines.reduce((s, l) => s + l.cents, 0);
export const totalOf = (order: Order) =>
  subtotalOf(order) +
  (order.fees ?? []).reduce((s, f) => s + f.cents, 0) +
  (order.layout?.taxesIncluded ? 0 : order.taxes.reduce((s, t) => s + t.cents, 0));

/** A tax's label as the order prints it: inside the included wording when the prices include it. */
export const taxLabel = (order: Order, label: string) => order.layout?.taxesIncluded?.replace("{label}", label) ?? label;

/** An order confirmation as shops mail it: a centred table, items with their count under the name, a hidden pre-header. */
export function orderHtml(order: Order): string {
  const layout = order.layout ?? {};
  const item = (l: OrderLine) =>
    `<tr><td style="padding:8px 0">${escape(l.name)}<br><span style="color:#666;font-size:12px">Qty ${l.quantity} × ${money(l.cents / l.quantity)}</span></td>` +
    `<td align="right" style="padding:8px 0">${money(l.cents)}</td></tr>`;
  const sum = (label: string, cents: number, strong = false) =>
    `<tr><td>${strong ? `<strong>${label}</strong>` : label}</td><td align="right">${strong ? `<strong>${money(cents)}</strong>` : money(cents)}</td></tr>`;
  const items = `<table width="100%" role="presentation">
<tr><th align="left">Item</th><th align="right">Price</th></tr>
${order.lines.map(item).join("\n")}
</table>`;
  const summary = `<table width="100%" role="presentation">
${sum(order.subtotalLabel ?? "Subtotal", subtotalOf(order))}
${(order.fees ?? []).map((f) => sum(f.label, f.cents)).join("\n")}
${order.taxes.map((t) => sum(escape(taxLabel(order, t.label)), t.cents)).join("\n")}
${sum(order.totalLabel ?? "Order total", totalOf(order), true)}
</table>`;
  const suggested = layout.suggestions;
  const suggestions = suggested
    ? `<h2 style="font-size:16px">${escape(suggested.heading)}</h2>
<table width="100%" role="presentation">
${suggested.lines.map((l) => `<tr><td><a href="https://example.com/p/${l.cents}">${escape(l.name)}</a></td><td align="right">${money(l.cents)}</td></tr>`).join("\n")}
</table>`
    : "";
  const heading = layout.nameInLogo
    ? `<img src="https://example.com/logo.png" alt="" width="160" height="40">`
    : `<h1 style="font-size:22px">${escape(order.store)}</h1>`;
  const purchase = layout.summaryFirst ? `${summary}\n${items}` : `${items}\n${summary}`;
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Your ${escape(order.store)} order</title>
<style>.preheader{display:none!important;max-height:0;overflow:hidden}</style></head>
<body style="font-family:Arial,sans-serif">
<div class="preheader">Thanks for shopping with us! Your order total was ${money(totalOf(order))}.</div>
<table width="600" align="center" role="presentation"><tr><td>
${heading}
<p>Thank you for your order!</p>
<p>Order #${escape(order.orderNumber)}<br>Placed on ${longDate(order.date)}</p>
${suggested?.place === "before" ? suggestions : ""}
${purchase}
${suggested?.place === "after" ? suggestions : ""}
${layout.nameInLogo ? `<p style="font-size:11px;color:#888">${escape(layout.nameInLogo.replace("{store}", order.store))}</p>` : ""}
<p style="font-size:11px;color:#888">Questions? Reply to this e-mail. <a href="https://example.com/unsubscribe">Unsubscribe</a></p>
</td></tr></table></body></html>`;
}

/** The same order as a one- or two-page invoice PDF (Letter, Helvetica), 28 item rows to a page. */
export function orderPdf(order: Order): Buffer {
  // The columns stand clear of the longest name at 10 pt, and the page is as wide as they need.
  const qtyX = Math.max(400, 50 + Math.max(...order.lines.map((l) => textWidth(l.name, 10))) + 30);
  const amountX = qtyX + 160;
  const pages: PdfText[][] = [[]];
  let y = 60;
  const put = (text: PdfText) => pages.at(-1)!.push(text);
  const row = (left: string, right: string, size = 10) => {
    if (y > 740) {
      pages.push([]);
      y = 60;
    }
    put({ x: 50, y, text: left, size });
    put({ x: amountX, y, text: right, size, alignRight: true });
    y += 18;
  };
  if (!order.layout?.nameInLogo) put({ x: 50, y, text: order.store, size: 18 });
  y += 30;
  put({ x: 50, y, text: `Invoice for order ${order.orderNumber}` });
  y += 16;
  put({ x: 50, y, text: `Order date: ${order.date}` });
  y += 28;
  put({ x: 50, y, text: "Description" });
  put({ x: qtyX, y, text: "Qty" });
  put({ x: amountX, y, text: "Amount", alignRight: true });
  y += 20;
  for (const l of order.lines) {
    if (y > 740) {
      pages.push([]);
      y = 60;
    }
    put({ x: 50, y, text: l.name });
    put({ x: qtyX, y, text: String(l.quantity) });
    put({ x: amountX, y, text: money(l.cents), alignRight: true });
    y += 18;
  }
  y += 10;
  row(order.subtotalLabel ?? "Subtotal", money(subtotalOf(order)));
  for (const f of order.fees ?? []) row(f.label, money(f.cents));
  for (const t of order.taxes) row(taxLabel(order, t.label), money(t.cents));
  row(order.totalLabel ?? "Total", money(totalOf(order)), 12);
  const width = Math.max(612, amountX + 52);
  return writePdf(
    pages.map((texts) => ({ kind: "text", width, height: 792, texts })),
    order.layout?.nameInLogo ? `Invoice ${order.orderNumber}` : `${order.store} invoice ${order.orderNumber}`,
    order.layout?.nameInLogo ? order.store : null,
  );
}

export interface MailOptions {
  from: string;
  to: string;
  /** The order's HTML in the body; else a short note that the invoice is attached. */
  htmlBody: boolean;
  /** The order's invoice PDF attached. */
  attachPdf: boolean;
}

/** An e-mail as a mail client saves it (.eml), sent on the order's date at noon UTC. */
export async function orderEml(order: Order, options: MailOptions): Promise<Buffer> {
  const composer = new MailComposer({
    from: options.from,
    to: options.to,
    subject: `Your ${order.store} order ${order.orderNumber}`,
    date: new Date(`${order.date}T12:00:00Z`),
    text: options.htmlBody ? undefined : `Hello,\n\nYour invoice for order ${order.orderNumber} is attached.\n\nThank you!`,
    html: options.htmlBody ? orderHtml(order) : undefined,
    attachments: options.attachPdf ? [{ filename: `invoice-${order.orderNumber}.pdf`, content: orderPdf(order), contentType: "application/pdf" }] : [],
  });
  return composer.compile().build();
}
