import { describe, expect, it } from "vitest";
import { findSeller } from "./find-seller";

describe("findSeller", () => {
  it("names an order page's own site as the page prints it, over the banners its footer lists", () => {
    const rows = ["Hello, Sam", "Gluten-Free Pantry Card   $5.00", "Conditions of Use", "Whole Foods Market", "Shopbop.com Rewards Visa", "© 1996-2024, Shopbop.com, Inc. or its affiliates"];
    expect(findSeller(rows, { hosts: ["www.shopbop.com", "images.example.net"] })).toBe("Shopbop.com");
  });

  it("takes the copyright holder when the site is not spelled out", () => {
    expect(findSeller(["Order placed", "© 2024 Maple Grocer Ltd. All rights reserved."])).toBe("Maple Grocer");
    expect(findSeller(["Order placed", "©1995\u200c-2021 Maple Grocer Inc., Maple Grocer (UK) Limited"])).toBe("Maple Grocer");
  });

  it("names an invoice's company by its printed web address, its legal name or the account it is paid to", () => {
    expect(findSeller(["Harbour Fresh", "Invoice 42", "info@harbour-fresh.com www.harbour-fresh.com"])).toBe("Harbour Fresh");
    expect(findSeller(["FACTUUR.   Glutenvrij Winkel B.V.", "Weena 10"])).toBe("Glutenvrij Winkel");
    expect(findSeller(["CLIENTDUPONT", "Virement   Titulaire du compte : EPICERIE SANS GLUTEN"])).toBe("EPICERIE SANS GLUTEN");
  });

  it("names a shop by its own printed address over the platform that sent its receipt", () => {
    // An online-ordering e-mail: the shop's name and branch at the top, the platform's copyright in the footer.
    const rows = ["Maple & Oat Bakery Riverside - 555-250-8554", "1 GF Muffin   $3.15", "Order online at mapleandoat.com!", "Powered by Toastly", "© Toastly, Inc. 2023."];
    expect(findSeller(rows, { hosts: ["www.toastly.com"] })).toBe("Maple & Oat Bakery Riverside");
  });

  it("does not take a slogan further down that begins with the site's name for the shop", () => {
    const rows = ["Your order is confirmed", "Hi Sam", "View order details", "GF Crackers", "Item price: £4.95", "Shopbay Money Back Guarantee", "© 1995-2021 Shopbay Inc."];
    expect(findSeller(rows, { hosts: ["www.shopbay.co.uk"] })).toBe("Shopbay");
  });

  it("names the site by its logo's alternative text when the page prints its name nowhere else", () => {
    // An order e-mail whose header is an image: the text only says what was ordered.
    const rows = ["Order Confirmation", "Order # 204-1187340-5521903", "Hello,", "Arriving: Friday, May 2", "Order Total:   £8.49"];
    expect(findSeller(rows, { hosts: ["www.greenleaf.co.uk"], logos: ["Greenleaf.co.uk", "Download our app"] })).toBe("Greenleaf.co.uk");
    expect(findSeller(rows, { hosts: ["www.greenleaf.co.uk"], logos: ["Download our app"] })).toBeNull();
  });

  it("names the shop by the name at the top that the document's title repeats", () => {
    // A shop's order page: its name as a heading, the tab's title around it; an invoice PDF's properties likewise.
    const page = ["Prairie Pantry Market", "Thank you for your order!", "Order #PP-240117", "Placed on March 4, 2025", "Item   Price", "GF Oat Bread   $6.49"];
    expect(findSeller(page, { title: "Your Prairie Pantry Market order" })).toBe("Prairie Pantry Market");
    const invoice = ["Épicerie du Coin", "Invoice for order EC-55012", "Order date: 2025-03-04", "Description   Qty   Amount"];
    expect(findSeller(invoice, { title: "Épicerie du Coin invoice EC-55012" })).toBe("Épicerie du Coin");
    // Words that only say what the document is name nobody.
    expect(findSeller(["Order confirmation", "Thank you for your order"], { title: "Your order confirmation" })).toBeNull();
  });

  it("never names the buyer's company printed under a billing or delivery heading", () => {
    // A copy invoice whose issuer is only in a logo: the addresses block names the customer's company.
    const rows = ["Factuuradres   Afleveradres", "Harbour Catering B.V.   T.a.v. J. Jansen", "Kade 12   Kade 12", "3011 AB Rotterdam   3011 AB Rotterdam"];
    expect(findSeller([...rows, "Nederland", "Kopie factuur"])).toBeNull();
    expect(findSeller(["Bill to", "Northwind Traders Ltd", "12 King St W", "Toronto ON", "Canada", "Invoice 88", "Glutenvrij Winkel B.V."])).toBe("Glutenvrij Winkel");
  });

  it("names nobody when the document does not say", () => {
    expect(findSeller(["GF BREAD   4.99", "TOTAL   4.99"])).toBeNull();
  });

  it("names a shop whose name is only in its logo by the line that says who sold the goods", () => {
    const rows = ["Thank you for your order!", "Order #LM-324466", "GF Bread   $4.56", "Total   $4.56", "Sold by: Lakeside Market Inc."];
    expect(findSeller(rows)).toBe("Lakeside Market");
    expect(findSeller(["Facture 12", "Vendu par Épicerie Sans Gluten", "Total   4,56 $"])).toBe("Épicerie Sans Gluten");
  });

  it("takes an invoice's Author property last, and never the software's name", () => {
    const rows = ["Invoice for order BG-129245", "GF Bread   $4.56", "Total   $4.56"];
    expect(findSeller(rows, { title: "Invoice BG-129245", author: "Bluebird Grocers" })).toBe("Bluebird Grocers");
    expect(findSeller(rows, { author: "Microsoft® Word 2016" })).toBeNull();
    expect(findSeller(["Sold by: Lakeside Market Inc.", ...rows], { author: "Bluebird Grocers" })).toBe("Lakeside Market");
  });
});
