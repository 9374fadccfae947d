import { describe, expect, it } from "vitest";
import { arrangeDocumentRows } from "./arrange-document-rows";

describe("arrangeDocumentRows", () => {
  it("moves an order summary printed above the items to just after them", () => {
    const rows = ["Order Summary", "Item(s) Subtotal:   $8.48", "Grand Total:   $8.48", "GF Bread   $4.99", "Rice Crackers   $3.49", "Back to top"];
    expect(arrangeDocumentRows(rows)).toEqual([
      "Order Summary",
      "GF Bread   $4.99",
      "Rice Crackers   $3.49",
      "Item(s) Subtotal:   $8.48",
      "Grand Total:   $8.48",
      "Back to top",
    ]);
  });

  it("moves a total printed alone above the items, beside another column's label, to just after them", () => {
    const rows = ["Your delivery preference:   Order Total:   £12.40", "Dispatch as soon as possible.", "Gluten Free Porridge Oats, 1 kg   £12.40", "Condition: New"];
    expect(arrangeDocumentRows(rows)).toEqual([
      "Your delivery preference:",
      "Dispatch as soon as possible.",
      "Gluten Free Porridge Oats, 1 kg   £12.40",
      "Order Total:   £12.40",
      "Condition: New",
    ]);
  });

  it("gives a total printed under each item's name to that item when the order's own total closes the document", () => {
    // A marketplace's order e-mail: each item block ends with its line total, the order's summary comes last.
    const rows = [
      "Your order is confirmed.",
      "Gluten Free Sourdough Loaf, Sliced, 2 Pack",
      "Variation: Seeded",
      "Total: £6.50",
      "Item number: 284611930275",
      "Tamari Rice Crackers 6 x 100 g",
      "Total: £9.90",
      "Item number: 174408812236",
      "Order total:",
      "Price   £16.40",
      "Postage   Free",
      "Total charged to   £16.40",
    ];
    expect(arrangeDocumentRows(rows)).toEqual([
      "Your order is confirmed.",
      "Variation: Seeded",
      "Gluten Free Sourdough Loaf, Sliced, 2 Pack   6.50",
      "Item number: 284611930275",
      "Tamari Rice Crackers 6 x 100 g   9.90",
      "Item number: 174408812236",
      "Order total:",
      "Price   £16.40",
      "Postage   Free",
      "Total charged to   £16.40",
    ]);
  });

  it("keeps an order's total printed above items that carry their own prices as the order's", () => {
    // A confirmation that repeats its total at the top and at the bottom: the items' prices add up to it, not the top one.
    const rows = ["Order Total:   £9.48", "Arriving Friday", "GF Porridge Oats 1 kg   £4.99", "Rice Cakes   £4.49", "Order Total:   £9.48"];
    expect(arrangeDocumentRows(rows)).toEqual(["Arriving Friday", "GF Porridge Oats 1 kg   £4.99", "Rice Cakes   £4.49", "Order Total:   £9.48", "Order Total:   £9.48"]);
  });

  it("moves a summary printed above the items only past the items that add up to it, not past suggested products", () => {
    const rows = [
      "Subtotal   $11.61",
      "Total   $11.61",
      "GF Bread   $6.13",
      "Oat Milk   $5.48",
      "Customers who bought this also bought",
      "GF Pizza Crust   $8.39",
    ];
    expect(arrangeDocumentRows(rows)).toEqual([
      "GF Bread   $6.13",
      "Oat Milk   $5.48",
      "Subtotal   $11.61",
      "Total   $11.61",
      "Customers who bought this also bought",
      "GF Pizza Crust   $8.39",
    ]);
  });

  it("moves a summary printed between suggested products and the items past the items that add up to it", () => {
    const rows = ["You might also like", "GF Pizza Crust   $8.39", "Subtotal   $11.61", "Total   $11.61", "Item   Price", "GF Bread   $6.13", "Oat Milk   $5.48"];
    expect(arrangeDocumentRows(rows)).toEqual([
      "You might also like",
      "Item   Price",
      "GF Bread   $6.13",
      "Oat Milk   $5.48",
      "Subtotal   $11.61",
      "Total   $11.61",
    ]);
  });

  it("leaves a subtotal printed above rows with prices that never add up to it where it is: they are not the order's", () => {
    // An order e-mail whose items carry no price, then products it suggests with theirs.
    const rows = ["Item Subtotal:   £10.00", "Order Total:   £12.00", "GF Porridge Oats 1 kg", "Customers who bought this also bought", "Rice Cakes   £2.49", "Oat Bars   £3.99"];
    expect(arrangeDocumentRows(rows)).toEqual(rows);
  });

  it("leaves a total under its items where it is when products suggested after it do not add up to it", () => {
    const rows = ["GF Bread   $4.99", "Delivery   $3.99", "Total   $8.98", "You might also like", "Rice Cakes   $2.49", "Oat Bars   $3.99"];
    expect(arrangeDocumentRows(rows)).toEqual(rows);
  });

  it("leaves a summary under its items where it is", () => {
    const rows = ["GF Bread   $4.99", "Subtotal   $4.99", "Total   $4.99", "Delivery tip   $2.00"];
    expect(arrangeDocumentRows(rows)).toEqual(rows);
  });

  it("gives a price after a label that only says it is the item's price to the item's name above it", () => {
    // A marketplace's order e-mail: each item's name, then "Item price:", its numbers and its seller.
    const rows = ["Gluten Free Oat Crackers, 200 g", "Item price: £4.95", "Item number: 154317367111", "Buckwheat Flour 1 kg", "Item price: £2.99", "Price   £7.94"];
    expect(arrangeDocumentRows(rows)).toEqual([
      "Gluten Free Oat Crackers, 200 g   £4.95",
      "Item number: 154317367111",
      "Buckwheat Flour 1 kg   £2.99",
      "Price   £7.94",
    ]);
  });

  it("gives a price alone on its row to the item's name above its details", () => {
    const rows = [
      "Delivered November 2",
      "Your package was left near the front door.",
      "Organic Quinoa Pasta, Gluten Free, 12 Ounce",
      "Sold by: Amazon.com Services, Inc",
      "Condition: New",
      "Return window closed on Feb 2, 2019",
      "$3.49",
    ];
    expect(arrangeDocumentRows(rows)).toEqual([
      "Delivered November 2",
      "Your package was left near the front door.",
      "Sold by: Amazon.com Services, Inc",
      "Condition: New",
      "Return window closed on Feb 2, 2019",
      "Organic Quinoa Pasta, Gluten Free, 12 Ounce   $3.49",
    ]);
  });

  it("takes a long name with a colon in it for a name, not a detail", () => {
    const rows = ["Theory Time: Workbook Series - Grade Five Early Intermediate", "Sold by: Amazon.com", "$12.95"];
    expect(arrangeDocumentRows(rows)[1]).toBe("Theory Time: Workbook Series - Grade Five Early Intermediate   $12.95");
  });

  it("passes over a small table's headings stacked above the price, to the item's name", () => {
    // An order page's gift card: the price sits under the headings of the table beside the card.
    const rows = ["Gluten-Free Bakery Gift Card", "Message:", "Enjoy your treats!\u0000", "Amount", "Sent to", "Status", "$25.00"];
    expect(arrangeDocumentRows(rows).at(-1)).toBe("Gluten-Free Bakery Gift Card   $25.00");
  });

  it("reads a quantity badge above the name: the price is a unit price", () => {
    const rows = ["Delivered March 3", "3", "Gluten Free Crackers, Sea Salt, 4.4 oz", "Sold by: Amazon.com", "$4.29", "Buy it again"];
    expect(arrangeDocumentRows(rows)).toEqual([
      "Delivered March 3",
      "Sold by: Amazon.com",
      "Gluten Free Crackers, Sea Salt, 4.4 oz   12.87",
      "3 @ $4.29",
      "Buy it again",
    ]);
  });

  it("leaves a quantity row for the photo's reader to give to its item", () => {
    const rows = ["Thai Kitchen Red Curry Paste (112 g)", "1 x $4.99"];
    expect(arrangeDocumentRows(rows)).toEqual(rows);
  });

  it("drops a refund block: money given back is not what the purchase cost", () => {
    const rows = ["GF Bread   $4.99", "Total   $4.99", "Refund Total   $4.99", "Item(s) refund:   $4.99", "Your refund has been issued."];
    expect(arrangeDocumentRows(rows)).toEqual(["GF Bread   $4.99", "Total   $4.99"]);
  });
});
