import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { BlockColumn, SummaryBlock } from "./claim-summary-blocks";

/** US Letter, landscape: the product table's eight columns fit it at a readable size. */
const PAGE_SIZE: [number, number] = [792, 612];
const MARGIN = 40;
const WIDTH = PAGE_SIZE[0] - 2 * MARGIN;
const BODY = 9;
const TABLE = 7.5;
const LEADING = 1.3;
const CELL_PAD = 3;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.39, 0.45, 0.55);
const RULE = rgb(0.8, 0.83, 0.87);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * The standard fonts write Windows-1252 only: a character outside it (the minus sign of the formula, say) is given
 * by its nearest plain form, else "?", so a name in any script still yields a PDF.
 */
function printable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  const NEAREST: Record<string, string> = { "\u2212": "-", "\u2011": "-", "\u202f": " ", "\u2009": " " };
  return Array.from(text, (ch) => {
    if (known.has(ch.codePointAt(0)!)) return ch;
    if (NEAREST[ch]) return NEAREST[ch];
    const plain = ch.normalize("NFKD").replace(/\p{M}/gu, "");
    return plain !== "" && Array.from(plain).every((c) => known.has(c.codePointAt(0)!)) ? plain : "?";
  }).join("");
}

/** Breaks text into lines no wider than `width`, at spaces where it can, inside a word where it must. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let current = "";
    for (const word of paragraph.split(" ")) {
      const candidate = current === "" ? word : `${current} ${word}`;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        current = candidate;
        continue;
      }
      if (current !== "") lines.push(current);
      current = "";
      for (const ch of word) {
        if (current !== "" && font.widthOfTextAtSize(current + ch, size) > width) {
          lines.push(current);
          current = "";
        }
        current += ch;
      }
    }
    lines.push(current);
  }
  return lines;
}

class PdfWriter {
  private page: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    this.page = this.doc.addPage(PAGE_SIZE);
    this.y = PAGE_SIZE[1] - MARGIN;
    return this.page;
  }

  private room(height: number) {
    if (this.y - height < MARGIN + 16) this.newPage();
  }

  private draw(text: string, x: number, size: number, font: PDFFont, color = INK) {
    this.page.drawText(printable(text, font), { x, y: this.y - size, size, font, color });
  }

  text(text: string, size: number, font: PDFFont, gapAfter: number) {
    for (const line of wrap(printable(text, font), font, size, WIDTH)) {
      this.room(size * LEADING);
      this.draw(line, MARGIN, size, font);
      this.y -= size * LEADING;
    }
    this.y -= gapAfter;
  }

  facts(rows: [string, string][]) {
    const labelWidth = Math.max(...rows.map(([label]) => this.fonts.bold.widthOfTextAtSize(label, BODY))) + 12;
    for (const [label, value] of rows) {
      const lines = wrap(printable(value, this.fonts.regular), this.fonts.regular, BODY, WIDTH - labelWidth);
      this.room(lines.length * BODY * LEADING);
      this.draw(label, MARGIN, BODY, this.fonts.bold, MUTED);
      for (const line of lines) {
        this.draw(line, MARGIN + labelWidth, BODY, this.fonts.regular);
        this.y -= BODY * LEADING;
      }
    }
    this.y -= 8;
  }

  list(items: string[]) {
    items.forEach((item, i) => {
      const lines = wrap(printable(item, this.fonts.regular), this.fonts.regular, BODY, WIDTH - 16);
      lines.forEach((line, j) => {
        this.room(BODY * LEADING);
        if (j === 0) this.draw(`${i + 1}.`, MARGIN, BODY, this.fonts.regular);
        this.draw(line, MARGIN + 16, BODY, this.fonts.regular);
        this.y -= BODY * LEADING;
      });
    });
    this.y -= 6;
  }

  table(columns: BlockColumn[], rows: string[][], footer: string[][]) {
    const total = columns.reduce((sum, c) => sum + c.weight, 0);
    const widths = columns.map((c) => (c.weight / total) * WIDTH);
    const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const cellLines = (cells: string[], font: PDFFont) =>
      cells.map((cell, i) => wrap(printable(cell, font), font, TABLE, widths[i]! - 2 * CELL_PAD));
    const heightOf = (lines: string[][]) => Math.max(1, ...lines.map((l) => l.length)) * TABLE * LEADING + 2 * CELL_PAD;
    const drawRow = (lines: string[][], font: PDFFont, ruleAbove: boolean) => {
      const height = heightOf(lines);
      if (ruleAbove) this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + WIDTH, y: this.y }, thickness: 0.5, color: RULE });
      lines.forEach((cell, i) => {
        cell.forEach((text, j) => {
          const textFont = j === 0 ? font : this.fonts.regular;
          const x = columns[i]!.align === "right" ? xs[i]! + widths[i]! - CELL_PAD - textFont.widthOfTextAtSize(text, TABLE) : xs[i]! + CELL_PAD;
          this.page.drawText(text, {
            x,
            y: this.y - CELL_PAD - TABLE - j * TABLE * LEADING,
            size: TABLE,
            font: textFont,
            color: j === 0 ? INK : MUTED,
          });
        });
      });
      this.y -= height;
    };
    const header = cellLines(columns.map((c) => c.heading), this.fonts.bold);
    const drawHeader = () => drawRow(header, this.fonts.bold, false);
    this.room(heightOf(header) * 2);
    drawHeader();
    for (const row of rows) {
      const lines = cellLines(row, this.fonts.regular);
      // A row never splits across pages, and a new page starts with the headings again.
      if (this.y - heightOf(lines) < MARGIN + 16) {
        this.newPage();
        drawHeader();
      }
      drawRow(lines, this.fonts.regular, true);
    }
    for (const row of footer) {
      const lines = cellLines(row, this.fonts.bold);
      this.room(heightOf(lines));
      drawRow(lines, this.fonts.bold, true);
    }
    this.y -= 10;
  }
}

/** The claim summary's blocks as a PDF of as many Letter pages as it takes, each numbered and named in its footer. */
export async function claimSummaryPdf(blocks: readonly SummaryBlock[], footer: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(footer);
  doc.setProducer("CeliacClaim");
  doc.setCreator("CeliacClaim");
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const writer = new PdfWriter(doc, fonts);
  for (const block of blocks) {
    if (block.kind === "title") writer.text(block.text, 15, fonts.bold, 8);
    else if (block.kind === "heading") writer.text(block.text, 11, fonts.bold, 4);
    else if (block.kind === "paragraph") writer.text(block.text, BODY, fonts.regular, 8);
    else if (block.kind === "facts") writer.facts(block.rows);
    else if (block.kind === "list") writer.list(block.items);
    else writer.table(block.columns, block.rows, block.footer);
  }
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const text = printable(`${footer} - page ${i + 1} of ${pages.length}`, fonts.regular);
    page.drawText(text, { x: MARGIN, y: MARGIN / 2, size: 7, font: fonts.regular, color: MUTED });
  });
  return doc.save();
}
