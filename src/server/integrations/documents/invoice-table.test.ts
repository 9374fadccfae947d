import { describe, expect, it } from "vitest";
import { readInvoiceTables } from "./invoice-table";

describe("readInvoiceTables", () => {
  it("reads an invoice's item rows as columns: the description is the name, the last column the amount", () => {
    // The layout of an accounting package's invoice: codes before the names, five columns, a description line under an item.
    const rows = [
      "Invoice Date:   Due Date:",
      "Description   Quantity   Unit Price   Disc.% Taxes   Amount",
      "[GF-0042] Brown Rice Pasta   2.00 kg   6.50   0.00 5.00%   $ 13.00",
      "Imported from Italy",
      "*554410* Chickpea Flour   1.00 Units   4.25   0.00   $ 4.25",
      "Subtotal   $ 17.25",
      "Total   $ 18.11",
    ];
    expect(readInvoiceTables(rows)).toEqual(["Invoice Date:   Due Date:", "Brown Rice Pasta   $ 13.00", "Chickpea Flour   $ 4.25", "Subtotal   $ 17.25", "Total   $ 18.11"]);
  });

  it("leaves out a levy the item's price includes, and a bundle's parts printed without a price", () => {
    // A Dutch web shop's invoice: Artikel, Aantal, Prijs per stuk, BTW, Prijs incl. BTW.
    const rows = [
      "Artikel   Aantal   Prijs per stuk   BTW Prijs incl. BTW",
      "Glutenvrij Brood 400 g   2   € 3,49   9%   € 6,98",
      "Broodrooster Compact   1   € 1.049,00   21%   € 1.049,00",
      "Incl. Recyclingbijdrage: €1.00   1   21%   € 1,21",
      "Kruimellade   1",
      "Subtotaal   € 1.055,98",
    ];
    expect(readInvoiceTables(rows)).toEqual(["Glutenvrij Brood 400 g   € 6,98", "Broodrooster Compact   € 1.049,00", "Subtotaal   € 1.055,98"]);
  });

  it("ends the table at a summary printed in a later column, beside a note", () => {
    // A copy invoice's layout: a note on prices to the left of the total, on the row after the last article.
    const rows = [
      "Artikel   Omschrijving   Prijs   BTW Hoeveelheid   Bedrag",
      "E103184   Onderhoudsset CA6707/10   49,99   21 %   1 PCS   49,99",
      "Prijzen zijn inclusief BTW   Factuur totaal EUR   49,99",
    ];
    expect(readInvoiceTables(rows)).toEqual(["Onderhoudsset CA6707/10   49,99", "Factuur totaal EUR   49,99"]);
  });

  it("names the item by its description column when another column of words stands beside it", () => {
    // A retail invoice's layout: a category column (Product) before the title.
    const rows = [
      "Product   Title   Qty   Price   Tax(%)   Tax   Total",
      "Memory cards   SanDisk Ultra 16 GB MicroSDHC Class   1   278.61   14.50%   40.39   319.00",
      "Grand Total   319.00",
    ];
    expect(readInvoiceTables(rows)).toEqual(["SanDisk Ultra 16 GB MicroSDHC Class   319.00", "Grand Total   319.00"]);
  });

  it("ends a name wrapped in its column with the next row's cell there, but not with a note in that place", () => {
    // A retail invoice: the title runs over two rows, a code and a tax note beside; a pricing note under it.
    const rows = [
      "Category   Title   Qty   Price   Tax(%)   Tax   Total",
      "Pasta   Gluten-Free Brown Rice Fusilli Family   2   10.48   5.00%   0.52   11.00",
      "SKU:   Pack 3 x 454 g   GST",
      "BX7731QP   Price includes a promotional discount of $-1.00,",
      "Snacks   Rice Crackers Sea Salt   1   3.80   5.00%   0.19   3.99",
      "Gift wrap   Paper   0   2.00   0 €",
      "Grand Total   14.99",
    ];
    expect(readInvoiceTables(rows)).toEqual([
      "Gluten-Free Brown Rice Fusilli Family Pack 3 x 454 g   11.00",
      "2 @ 5.50",
      "Rice Crackers Sea Salt   3.99",
      "Grand Total   14.99",
    ]);
  });

  it("keeps the quantity column's count as a detail row under the item", () => {
    const rows = [
      "Description   Qty   Unit Price   Amount",
      "Gluten-free Oat Bread   2   4.49   8.98",
      "Brown Rice Flour   1.50 kg   3.00   4.50",
      "Chickpea Pasta   3 Units   2.99   8.97",
      "Total   22.45",
    ];
    expect(readInvoiceTables(rows)).toEqual([
      "Gluten-free Oat Bread   8.98",
      "2 @ 4.49",
      "Brown Rice Flour   4.50",
      "Chickpea Pasta   8.97",
      "3 @ 2.99",
      "Total   22.45",
    ]);
  });

  it("changes nothing without a header naming the columns", () => {
    const rows = ["GF BREAD   2   4.99   9.98", "Subtotal   9.98"];
    expect(readInvoiceTables(rows)).toEqual(rows);
  });

  it("reads an amount cell with its currency's symbol before it and its code after it", () => {
    // A payment e-mail's table: Description, Unit price, Qty, Amount, each amount with its currency.
    const rows = ["Description   Unit price   Qty   Amount", "GF Crackers 200 g   £0.99 GBP   1   £0.99 GBP", "Item Number 272490036626", "Total   £0.99 GBP"];
    expect(readInvoiceTables(rows)).toEqual(["GF Crackers 200 g   £0.99 GBP", "Total   £0.99 GBP"]);
  });
});
