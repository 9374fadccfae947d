import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { claimSummaryBlocks, type SummaryBlock } from "./claim-summary-blocks";
import { claimSummaryPdf } from "./claim-summary-pdf";
import { claimSummaryOf } from "./evidence-pack.fixture";

const tables = (blocks: SummaryBlock[]) => blocks.filter((b): b is Extract<SummaryBlock, { kind: "table" }> => b.kind === "table");

describe("the claim summary as blocks", () => {
  const summary = claimSummaryOf([
    { productName: "BARILLA GF SPAGHETTI", gfPriceCents: 499, regularPriceCents: 199, differenceCents: 300 },
    { productName: "BARILLA GF SPAGHETTI", gfPriceCents: 599, regularPriceCents: 199, differenceCents: 400 },
    { productName: "GF OATS", quantity: 2, gfPriceCents: 1198, regularPriceCents: 598, differenceCents: 600, store: null },
  ]);

  it("says what the printed page says: the facts, the product table with its total, each purchase, the documents to keep", () => {
    const blocks = claimSummaryBlocks(summary, "Alex Martin");
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
    const blocks = claimSummaryBlocks(claimSummaryOf([{}], "self"), null);
    expect(blocks[1]).toMatchObject({ kind: "facts", rows: expect.arrayContaining([["Claimant", expect.stringMatching(/^_+$/)]]) });
    expect(blocks[1]).toMatchObject({ rows: expect.arrayContaining([["Line of the return", "Line 33099"]]) });
    expect(tables(blocks)[0]!.columns.map((c) => c.heading)).not.toContain("For");
  });

  it("says there is nothing to claim for a year without purchases", () => {
    const blocks = claimSummaryBlocks({ ...claimSummaryOf([]), products: [], lines: [] }, null);
    expect(tables(blocks)).toEqual([]);
    expect(blocks).toContainEqual({ kind: "paragraph", text: "No gluten-free purchases recorded for this period." });
  });
});

describe("the claim summary as a PDF", () => {
  // Drawing and reading back a long year's PDF is CPU work: given room on a busy two-core machine.
  it("is a PDF with the summary's pages, more of them for a long year, whatever the script of a name", { timeout: 30_000 }, async () => {
    const short = await claimSummaryPdf(claimSummaryBlocks(claimSummaryOf([{}]), "Zoë Ōtsuka 王"), "Summary 2025");
    expect(new TextDecoder().decode(short.slice(0, 5))).toBe("%PDF-");
    expect((await PDFDocument.load(short)).getPageCount()).toBe(1);

    const year = Array.from({ length: 80 }, (_, i) => ({ productName: `GF PRODUCT ${i}`, purchaseDate: "2025-06-01" }));
    const long = await PDFDocument.load(await claimSummaryPdf(claimSummaryBlocks(claimSummaryOf(year), null), "Summary 2025"));
    expect(long.getPageCount()).toBeGreaterThan(3);
    expect(long.getTitle()).toBe("Summary 2025");
  });
});
