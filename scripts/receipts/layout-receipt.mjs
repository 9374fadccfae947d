// Lays a composed receipt out as the lines a thermal till prints, in a fixed number of monospace columns.
// Each line is { text, scale, bold, center }; `scale` > 1 is the enlarged banner.
import { stripAccents } from "./pos-name.mjs";
import { formatRate } from "./sales-taxes.mjs";

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

function formatAmount(cents, { decimalComma, trailingMinus = false, dollar = false }) {
  const abs = Math.abs(cents);
  const fraction = String(abs % 100).padStart(2, "0");
  const text = `${dollar ? "$" : ""}${Math.floor(abs / 100)}${decimalComma ? "," : "."}${fraction}`;
  if (cents >= 0) return text;
  return trailingMinus ? `${text}-` : `-${text}`;
}

function formatDate(isoDate, format) {
  const [y, m, d] = isoDate.split("-");
  switch (format) {
    case "YYYY/MM/DD":
      return `${y}/${m}/${d}`;
    case "YYYY-MM-DD":
      return isoDate;
    case "MM/DD/YY":
      return `${m}/${d}/${y.slice(2)}`;
    case "DD/MM/YYYY":
      return `${d}/${m}/${y}`;
    case "MMM DD YYYY":
      return `${MONTHS[Number(m) - 1]} ${d} ${y}`;
    default:
      throw new Error(`Unknown date format ${format}`);
  }
}

function formatTime({ hour, minute, second }, twelveHour) {
  const mm = String(minute).padStart(2, "0");
  if (!twelveHour) return `${String(hour).padStart(2, "0")}:${mm}:${String(second).padStart(2, "0")}`;
  return `${hour % 12 || 12}:${mm} ${hour < 12 ? "AM" : "PM"}`;
}

/** Words of `text` wrapped to `width` columns. */
function wrap(text, width) {
  const out = [];
  let current = "";
  for (const word of text.split(" ")) {
    if (current && `${current} ${word}`.length > width) {
      out.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) out.push(current);
  return out;
}

export function layoutReceipt(random, receipt) {
  const { style, language, branch } = receipt;
  const fr = language === "fr";
  const { columns, flagWidth, decimalComma, trailingMinus } = style;
  const money = (cents, extra = {}) => formatAmount(cents, { decimalComma, trailingMinus, ...extra });
  const out = [];
  const text = (t, options = {}) => out.push({ text: t, scale: 1, bold: false, center: false, ...options });
  const centered = (t, options = {}) => wrap(t, columns).forEach((part) => text(part, { center: true, ...options }));
  /** A left part and an amount right-aligned before the tax flag column. */
  const row = (left, amount, flag = "", options = {}) => {
    const right = `${amount}${flag ? ` ${flag}` : ""}`.padEnd(amount.length + flagWidth);
    text(`${left.padEnd(columns - right.length)}${right}`.trimEnd(), options);
  };
  const separator = () => text(random.pick(["-", "=", "*"]).repeat(columns));

  // Header: banner, branch, date and till details.
  const bannerScale = style.banner.length * 2 <= columns ? 2 : 1.5;
  wrap(style.banner, Math.floor(columns / bannerScale)).forEach((part) =>
    text(part, { scale: bannerScale, bold: true, center: true }),
  );
  if (random.chance(0.5)) centered(fr ? `MAGASIN #${branch.storeNumber}` : `STORE #${branch.storeNumber}`);
  centered(branch.street);
  centered(branch.cityLine);
  centered(random.chance(0.5) ? `TEL: ${branch.phone}` : branch.phone);
  const taxLabel = fr ? "TPS/TVH" : receipt.taxes[0].label;
  if (random.chance(0.6)) centered(`${taxLabel} #${receipt.taxNumber}`);
  text("");
  const date = formatDate(receipt.isoDate, style.dateFormat);
  const time = formatTime(receipt.time, !fr && random.chance(0.4));
  const { cashier, lane, transaction } = receipt.register;
  if (fr) {
    text(`DATE: ${date}`.padEnd(columns - 14) + `HEURE: ${time.slice(0, 5)}`);
    text(`CAISSE ${lane}  CAISSIER ${cashier}  TRANS ${transaction}`.slice(0, columns));
  } else if (random.chance(0.5)) {
    text(`${date} ${time}`.padEnd(columns - 10) + `LANE ${lane}`);
    text(`CASHIER ${cashier}`.padEnd(columns - 12) + `TR# ${transaction}`);
  } else {
    text(`DATE: ${date}`);
    text(`TIME: ${time}  OP# ${cashier}  TE# ${lane}`.slice(0, columns));
  }
  separator();

  // Items.
  const discountLabels = fr
    ? ["RABAIS", "ÉCONOMIE", "COUPON", "RÉDUCTION"]
    : ["INSTANT SAVINGS", "COUPON", "MULTI-BUY SAVINGS", "PRICE REDUCTION"];
  for (const line of receipt.lines) {
    const label = line.code ? `${line.code} ${line.name}` : line.name;
    const amount = money(line.cents);
    if (line.grams) {
      const kg = (line.grams / 1000).toFixed(3);
      const unit = money(line.unitCents, { dollar: !fr });
      text(label);
      row(`  ${decimalComma ? kg.replace(".", ",") : kg} kg @ ${unit}${fr ? " $" : ""}/kg`, amount, line.flag);
    } else if (line.quantity > 1 && style.quantityStyle === "above") {
      text(`  ${line.quantity} @ ${money(line.unitCents)}`);
      row(label, amount, line.flag);
    } else if (line.quantity > 1) {
      text(label);
      row(`  ${line.quantity} @ ${money(line.unitCents, { dollar: !fr })}`, amount, line.flag);
    } else {
      row(label, amount, line.flag);
    }
    if (line.discountCents) row(`  ${discountLabels[line.discountLabel]}`, money(-line.discountCents));
  }
  separator();

  // Totals.
  const totalsDollar = style.dollarOnTotals && !fr;
  const subtotalLabel = fr ? "SOUS-TOTAL" : random.pick(["SUBTOTAL", "SUB TOTAL", "SUB-TOTAL"]);
  row(subtotalLabel, money(receipt.subtotalCents, { dollar: totalsDollar }));
  for (const tax of receipt.taxes) {
    row(`${tax.label} ${formatRate(tax.rate, decimalComma)}`, money(tax.cents, { dollar: totalsDollar }));
  }
  row("TOTAL", money(receipt.totalCents, { dollar: totalsDollar }), "", { bold: true });
  text("");

  // Payment.
  const pay = receipt.payment;
  if (pay.method === "CASH") {
    if (pay.roundingCents !== 0) row(fr ? "ARRONDI" : "ROUNDING", money(pay.roundingCents));
    row(fr ? "COMPTANT" : "CASH", money(pay.tenderedCents));
    row(fr ? "MONNAIE" : "CHANGE", money(pay.changeCents));
  } else {
    const method = pay.method === "DEBIT" ? (fr ? "DÉBIT INTERAC" : random.pick(["DEBIT", "INTERAC"])) : pay.method;
    row(method, money(receipt.totalCents));
    text(`  ************${pay.last4}`);
    text(fr ? `  NO AUTOR. ${pay.auth}  APPROUVÉE` : `  AUTH# ${pay.auth}  APPROVED`);
  }
  separator();

  // Footer.
  const count = receipt.lines.filter((l) => l.kind === "item").reduce((n, l) => n + l.quantity, 0);
  text(fr ? `NOMBRE D'ARTICLES: ${count}` : random.pick([`ITEMS SOLD: ${count}`, `# OF ITEMS ${count}`]));
  const saved = receipt.lines.reduce((s, l) => s + (l.discountCents ?? 0), 0);
  if (saved > 0) text(fr ? `VOUS AVEZ ÉCONOMISÉ ${money(saved)}` : `YOU SAVED ${money(saved, { dollar: true })}`);
  text("");
  const thanks = fr
    ? random.pick(["MERCI DE VOTRE VISITE", "MERCI ET À BIENTÔT", `MERCI D'AVOIR MAGASINÉ CHEZ ${style.banner}`])
    : random.pick(["THANK YOU", `THANK YOU FOR SHOPPING AT ${style.banner}`, "THANK YOU! PLEASE COME AGAIN"]);
  centered(thanks);
  return style.accents ? out : out.map((line) => ({ ...line, text: stripAccents(line.text) }));
}
