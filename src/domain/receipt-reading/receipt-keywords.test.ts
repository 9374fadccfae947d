import { describe, expect, it } from "vitest";
import {
  isDiscountLabel,
  isIgnoredLabel,
  isNetPriceNote,
  isRegularPriceNote,
  isSavingsSummary,
  isSubtotalLabel,
  isTenderLabel,
  isTotalLabel,
  kindOfLabel,
  taxLabelFromRate,
  taxLabelOf,
} from "./receipt-keywords";

describe("subtotal and total labels", () => {
  it.each(["SUBTOTAL", "SUB TOTAL", "SUB-TOTAL", "suB TOTAL", "SOUS-TOTAL", "SOUS -TOTAL", "SOUS - TOTAL", "SUBTTL", "SUBT0TAL", "Total HT :"])(
    "%s is a subtotal",
    (label) => {
      expect(isSubtotalLabel(label)).toBe(true);
      expect(isTotalLabel(label)).toBe(false);
    },
  );

  it.each(["TOTAL", "TOTAL:", "T0TAL", "TOTA1", "GRAND TOTAL", "TOTAL À PAYER", "AMOUNT DUE", "BALANCE DUE", "TOTAL ee", "Factuur totaal EUR", "Invoice total", "Total for this Order:", "Total charged to x -1629"])(
    "%s is a total",
    (label) => {
      expect(isTotalLabel(label)).toBe(true);
      expect(isSubtotalLabel(label)).toBe(false);
    },
  );

  it.each(["1 Item   TOTAL:", "12 ITEMS TOTAL", "3 ARTICLES TOTAL À PAYER"])("%s is a total: the item count printed before it says nothing", (label) => {
    expect(isTotalLabel(label)).toBe(true);
  });

  it.each(["TOTAL SAVINGS", "TOTAL NUMBER OF ITEMS", "TOFU", "TOTAL CEREAL", "POTATO", "HST 13%", "12 ITEMS", "2 ITEMS SOLD"])("%s is neither", (label) => {
    expect(isTotalLabel(label)).toBe(false);
    expect(isSubtotalLabel(label)).toBe(false);
  });
});

describe("tax labels", () => {
  it.each([
    ["HST 13%", "HST"],
    ["GST 5%", "GST"],
    ["PST 7%", "PST"],
    ["TPS 5%", "TPS"],
    ["TVQ 9,975%", "TVQ"],
    ["TVQ 9, 975%", "TVQ"],
    ["QST 9.975 %", "QST"],
    ["GST/HST 5%", "GST/HST"],
    ["H=HST 13%  6.49", "HST"],
    ["HST", "HST"],
    ["TAX", "TAX"],
    ["GST 5%   1Lo SIL", "GST"],
    ["TAX1:", "TAX"],
    ["TAX 2", "TAX"],
    ["Estimated tax to be collected:", "TAX"],
    ["Estimated GST/HST:", "GST/HST"],
    // An invoice from abroad: its value-added tax.
    ["BTW 21%", "BTW"],
    ["VAT 20%", "VAT"],
    ["TVA 20 %", "TVA"],
    ["MwSt 19%", "MWST"],
  ])("%s → %s", (label, code) => expect(taxLabelOf(label)).toBe(code));

  it.each(["HST #133371639 RTO001".replace("#", "# "), "TAXI FARE", "GST INCLUDED IN PRICE", "CHEDDAR"])("%s is not a tax", (label) => {
    expect(taxLabelOf(label)).toBeNull();
  });

  it("names a garbled tax label from its rate", () => {
    expect(taxLabelFromRate("EST 5%")).toBe("GST");
    expect(taxLabelFromRate("GSsT 5%")).toBe("GST");
    expect(taxLabelFromRate("TP5 5%")).toBe("TPS");
    expect(taxLabelFromRate("H5T 13%")).toBe("HST");
    expect(taxLabelFromRate("TV0 9,975%")).toBe("TVQ");
    expect(taxLabelFromRate("CREAM 10%")).toBeNull();
    expect(taxLabelFromRate("CREAM 5%")).toBeNull();
    expect(taxLabelFromRate("MILK 2%")).toBeNull();
  });
});

describe("ignored lines", () => {
  it.each([
    "VISA",
    "MASTERCARD",
    "DEBIT",
    "DÉBIT INTERAC",
    "CASH",
    "CHANGE",
    "COMPTANT",
    "MONNAIE",
    "ROUNDING",
    "ARRONDI",
    "PC OPTIMUM POINTS REDEEMED",
    "POINTS EARNED 500",
    "SCENE+ MEMBER",
    "AIR MILES",
    "YOU SAVED",
    "VOUS AVEZ ÉCONOMISÉ",
    "ITEMS SOLD: 14",
    "# OF ITEMS 10",
    "NOMBRE D'ARTICLES: 17",
    "AUTH# 656537  APPROVED",
    "NO AUTOR. 748063  APPROUVÉE",
    "TOTAL SAVINGS",
    "THANK YOU",
    "MERCI DE VOTRE VISITE",
    "CASHIER 192",
    "STORE #6988",
    // The amount before a value-added tax that the prices already include.
    "Exclusief BTW",
    "Excl. VAT",
    "Excluding VAT",
  ])("%s", (label) => expect(isIgnoredLabel(label)).toBe(true));

  it.each(["CASHEWS 400G", "MCCAIN FRIES", "AMERICAN CHEESE", "CHANGEMENT"])("keeps %s", (label) => {
    expect(isIgnoredLabel(label)).toBe(false);
  });
});

describe("discounts, deposits and fees", () => {
  it.each(["INSTANT SAVINGS", "COUPON", "MULTI-BUY SAVINGS", "PRICE REDUCTION", "RABAIS", "ÉCONOMIE", "RÉDUCTION", "ESCOMPTE", "PROMO"])(
    "%s is a discount",
    (label) => expect(isDiscountLabel(label)).toBe(true),
  );

  it.each(["GF BREAD", "SAVOURY CRACKERS", "PROMOTION"])("%s is not a discount", (label) => expect(isDiscountLabel(label)).toBe(false));

  it.each([
    ["DEPOSIT", "deposit"],
    ["BOTTLE DEPOSIT", "deposit"],
    ["CONTAINER DEP", "deposit"],
    ["CONSIGNE", "deposit"],
    ["ECO FEE", "fee"],
    ["ENVIRO FEE", "fee"],
    ["ENVIRONMENTAL FEE", "fee"],
    ["ECOFRAIS", "fee"],
    ["ÉCOFRAIS", "fee"],
    ["EHF", "fee"],
    ["BAG FEE", "fee"],
    ["PAPER BAG", "fee"],
    ["REUSABLE BAG", "fee"],
    ["SAC RÉUTILISABLE", "fee"],
    ["FREEZER BAGS 50CT", "item"],
    ["SAC POUBELLE", "item"],
    ["POULET FRAIS", "item"],
    ["COFFEE 300G", "item"],
  ])("%s is %s", (label, kind) => expect(kindOfLabel(label)).toBe(kind));
});

describe("the summary's families of words", () => {
  it.each(["**** BALANCE", "Balance to pay", "TOTAL PURCHASE", "TOTAL SALE", "MONTANT À PAYER", "À PAYER", "Summe", "zu zahlen", "BALANCE DUE"])(
    "%s is a total",
    (label) => expect(isTotalLabel(label)).toBe(true),
  );

  it.each(["Items Subtotal", "SOUS-TOTAL", "Zwischensumme", "SUBTOTAL #nih 2"])("%s is a subtotal", (label) => expect(isSubtotalLabel(label)).toBe(true));

  it.each(["SUMME EUR", "Total USD", "TOTAL CAD", "TOTAL ]#1"])("%s, with a currency or scraps after the word, is a total", (label) => {
    expect(isTotalLabel(label)).toBe(true);
  });

  it.each(["TOTAL TAX", "TOTAL CEREAL BOX", "TOTAL NUMBER OF ITEMS SOLD"])("%s is not a total", (label) => expect(isTotalLabel(label)).toBe(false));

  it.each(["EBT FS BALANCE", "Items in Transaction:2", "MASTERCARD", "CHANGE DUE", "Rückgeld", "NB D'ARTICLES 4", "MONNAIE"])(
    "%s is neither an item nor a total",
    (label) => {
      expect(isTotalLabel(label)).toBe(false);
      expect(isIgnoredLabel(label)).toBe(true);
    },
  );
});

describe("summary rows a till prints in other words", () => {
  it.each(["Total Iransaction Value", "14 BALANCE DUE"])("%s is a total", (label) => expect(isTotalLabel(label)).toBe(true));

  it("takes EFTPOS, the card payment of New Zealand and Australia, for a payment", () => {
    expect(isTenderLabel("EFTPOS")).toBe(true);
  });

  // The savings block a supermarket prints above its items, the words in any order.
  it.each(["TOTAL MEIJER PROMOTIONS", "* TOTAL NON-COUPON SAVINGS", "TOTAL COUPON SAVINGS OF", "*SAVINGS TOTAL", "TOTAL DES ÉCONOMIES"])(
    "%s is a summary of the savings, never an item",
    (label) => expect(isSavingsSummary(label)).toBe(true),
  );
  it.each(["TOTAL", "COUPON", "INSTANT SAVINGS", "TOTAL TAX"])("%s is not a summary of the savings", (label) => {
    expect(isSavingsSummary(label)).toBe(false);
  });

  it.each(["This receipt inciudes GST of", "All prices include GST", "GST INCLUDED"])("%s: a tax already in the prices is no line", (label) => {
    expect(isIgnoredLabel(label)).toBe(true);
  });

  // Notes about a price: the price before an offer, and the price once the savings above it were taken.
  it.each(["( Normally", "Cartwheel 15% off", "Cartwhee1 10% off", "$20.00 off"])("%s is a regular-price note", (label) => {
    expect(isRegularPriceNote(label)).toBe(true);
  });
  it.each(["PRICE YOU PAY", "PRICE YOU PAY FOR 3"])("%s is a net-price note", (label) => expect(isNetPriceNote(label)).toBe(true));
  it.each(["COFFEE 15% CREAM", "PAYDAY BAR"])("%s is neither note", (label) => {
    expect(isRegularPriceNote(label)).toBe(false);
    expect(isNetPriceNote(label)).toBe(false);
  });
});
