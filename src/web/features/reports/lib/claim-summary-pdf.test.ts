import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { loadCatalogue, translatorFor } from "../../../lib/translators";
import { claimSummaryBlocks, type SummaryBlock } from "./claim-summary-blocks";
import { claimSummaryPdf } from "./claim-summary-pdf";
import { claimSummaryOf } from "../../../test-support/claim-summary-views";

await Promise.all([loadCatalogue("en-CA", ["app", "reports"]), loadCatalogue("fr-CA", ["app", "reports"])]);
const english = translatorFor("en-CA");
const french = translatorFor("fr-CA");

const tables = (blocks: SummaryBlock[]) => blocks.filter((b): b is Extract<SummaryBlock, { kind: "table" }> => b.kind === "table");

describe("the claim summary as blocks", () => {
  const summary = claimSummaryOf([
    { productName: "BARILLA GF SPAGHETTI", gfPriceCents: 499, regularPriceCents: 199, differenceCents: 300 },
    { productName: "BARILLA GF SPAGHETTI", gfPriceCents: 599, regularPriceCents: 199, differenceCents: 400 },
    { productName: "GF OATS", quantity: 2, gfPriceCents: 1198, regularPriceCents: 598, differenceCents: 600, store: null },
  ]);

  it("says what the printed page says: the facts, the product table with its total, each purchase, the documents to keep", () => {
    const blocks = claimSummaryBlocks(summary, "Alex Martin", english);
    expect(blocks[0]).toEqual({ kind: "title", text: "Gluten-free incremental cost: claim summary" });
    expect(blocks[1]).toMatchObject({ kind: "facts", rows: expect.arrayContaining([["Claimant", "Alex Martin"], ["Tax year", "2025"]]) });
    const [products, purchases] = tables(blocks);
    expect(products!.rows).toHaveLength(2);
    expect(products!.rows[0]![0]).toBe("BARILLA GF SPAGHETTI\nPasta");
    expect(products!.footer[0]!.at(-1)).toBe("$13.00");
    expect(products!.columns.map((c) => c.heading)).toContain("For");
    expect(purchases!.rows).toHaveLength(3);
    expect(purchases!.rows[2]![3]).toBe("$5.99\n$11.98 paid");
    expect(blocks.at(-2)).toMatchObject({ kind: "list", items: expect.arrayContaining([expect.stringMatching(/^A letter from your medical/)]) });
  });

  it("leaves a line to write the claimant's name on when none is saved, and no 'For' column for one claimant", () => {
    const blocks = claimSummaryBlocks(claimSummaryOf([{}], "self"), null, english);
    expect(blocks[1]).toMatchObject({ kind: "facts", rows: expect.arrayContaining([["Claimant", expect.stringMatching(/^_+$/)]]) });
    expect(blocks[1]).toMatchObject({ rows: expect.arrayContaining([["Line of the return", "Line 33099"]]) });
    expect(tables(blocks)[0]!.columns.map((c) => c.heading)).not.toContain("For");
  });

  it("says there is nothing to claim for a year without purchases", () => {
    const blocks = claimSummaryBlocks({ ...claimSummaryOf([]), products: [], lines: [] }, null, english);
    expect(tables(blocks)).toEqual([]);
    expect(blocks).toContainEqual({ kind: "paragraph", text: "No gluten-free purchases recorded for this period." });
  });

  it("says the same in French, with French money and dates", () => {
    const blocks = claimSummaryBlocks(summary, "Alex Martin", french);
    expect(blocks[0]).toEqual({ kind: "title", text: "Coût supplémentaire des aliments sans gluten : sommaire de la demande" });
    expect(blocks[1]).toMatchObject({ rows: expect.arrayContaining([["Demandé pour", "Tout le monde (toutes les lignes)"]]) });
    const [products, purchases] = tables(blocks);
    expect(products!.footer[0]!.at(-1)).toBe("13,00\u00a0$");
    expect(purchases!.rows[2]![3]).toBe("5,99\u00a0$\n11,98\u00a0$ payés");
    expect(purchases!.rows[0]![0]).toMatch(/ 2025$/);
    expect(JSON.stringify(blocks)).not.toMatch(/Line 3|Each purchase|Documents to keep|Count bought/);
  });
});

describe("the claim summary as a PDF", () => {
  // Drawing and reading back a long year's PDF is CPU work: given room on a busy two-core machine.
  it("is a PDF with the summary's pages, more of them for a long year, whatever the script of a name", { timeout: 30_000 }, async () => {
    const short = await claimSummaryPdf(claimSummaryBlocks(claimSummaryOf([{}]), "Zoë Ōtsuka 王", french), "Summary 2025");
    expect(new TextDecoder().decode(short.slice(0, 5))).toBe("%PDF-");
    expect((await PDFDocument.load(short)).getPageCount()).toBe(1);

    const year = Array.from({ length: 80 }, (_, i) => ({ productName: `GF PRODUCT ${i}`, purchaseDate: "2025-06-01" }));
    const long = await PDFDocument.load(await claimSummaryPdf(claimSummaryBlocks(claimSummaryOf(year), null, english), "Summary 2025"));
    expect(long.getPageCount()).toBeGreaterThan(3);
    expect(long.getTitle()).toBe("Summary 2025");
  });
});
