// Sales tax on groceries by province. Basic groceries are zero-rated; snacks ("snack") carry GST/HST (and QST);
// soft drinks and household goods ("full") also carry BC's PST. Rates are in thousandths of a percent
// (13% = 13000, QST 9.975% = 9975) so every computation stays in integers.

const NS_HST_CUT = "2025-04-01"; // Nova Scotia lowered its HST from 15% to 14% on this date.

/** The taxes a province levies on a purchase made on `isoDate`, and the flag printed after a taxed price. */
export function taxRulesFor(province, isoDate) {
  switch (province) {
    case "ON":
      return { taxes: [{ label: "HST", rate: 13000, on: ["snack", "full"] }], flags: { snack: "H", full: "H" } };
    case "NS": {
      const rate = isoDate < NS_HST_CUT ? 15000 : 14000;
      return { taxes: [{ label: "HST", rate, on: ["snack", "full"] }], flags: { snack: "H", full: "H" } };
    }
    case "AB":
      return { taxes: [{ label: "GST", rate: 5000, on: ["snack", "full"] }], flags: { snack: "G", full: "G" } };
    case "BC":
      return {
        taxes: [
          { label: "GST", rate: 5000, on: ["snack", "full"] },
          { label: "PST", rate: 7000, on: ["full"] },
        ],
        flags: { snack: "G", full: "GP" },
      };
    case "QC":
      return {
        taxes: [
          { label: "TPS", rate: 5000, on: ["snack", "full"] },
          { label: "TVQ", rate: 9975, on: ["snack", "full"] },
        ],
        flags: { snack: "FP", full: "FP" },
      };
    default:
      throw new Error(`No tax rules for province ${province}`);
  }
}

/** Tax in cents on a base in cents, rounded half up as POS systems do. */
export function taxCents(baseCents, rate) {
  return Math.floor((baseCents * rate + 50_000) / 100_000);
}

/** "13%", "9.975%" (or "9,975%" on a French receipt). */
export function formatRate(rate, decimalComma) {
  const text = String(rate / 1000);
  return `${decimalComma ? text.replace(".", ",") : text}%`;
}
