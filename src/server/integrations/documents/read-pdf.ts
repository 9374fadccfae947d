import sharp from "sharp";
import { extractImages, extractTextItems, getDocumentProxy } from "unpdf";
import { assembleTextRows, type TextPiece } from "#domain/receipt-reading/assemble-text-rows";
import { DomainError } from "#domain/errors";

/** A receipt or an order confirmation runs to a few pages; a longer PDF is some other document. */
export const MAX_PDF_PAGES = 8;
/** Fewer printed characters than this on a page with an image: it is a scan of the receipt, read by the OCR. */
const MIN_TEXT_CHARACTERS = 20;
const MAX_SCAN_PIXELS = 40_000_000;

/** One page: its printed rows when it has text, else its scan as PNG bytes for the OCR. */
export type PdfPage = { rows: string[] } | { scan: Buffer };

/** A PDF's pages, and the title and author its properties give it (null when it has none). */
export interface PdfContent {
  pages: PdfPage[];
  title: string | null;
  author: string | null;
}

/**
 * A PDF's pages, in memory only (decision 034). A text page's words are placed where the PDF prints them and chained
 * into rows by the photo reader's own row assembly (`assembleTextRows`), so the receipt reader gets exact text in the
 * same rows and columns a photo gives. A page without text is a scan: its largest image is handed on for the OCR.
 */
export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // verbosity 0 keeps PDF.js's notes (about the fonts it lacks) out of the log.
    document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch {
    throw new DomainError("DOCUMENT_UNREADABLE");
  }
  try {
    if (document.numPages > MAX_PDF_PAGES) throw new DomainError("DOCUMENT_TOO_LONG");
    const { items } = await extractTextItems(document);
    const pages: PdfPage[] = [];
    for (let index = 0; index < document.numPages; index++) {
      const words = (items[index] ?? []).filter((item) => item.str.trim() !== "" && item.height > 0);
      // A scanner may lay a few words over its image (a page number, an OCR layer's scraps): the image is the page.
      const scan = words.reduce((n, w) => n + w.str.trim().length, 0) < MIN_TEXT_CHARACTERS ? await largestImage(document, index + 1) : null;
      if (scan) pages.push({ scan });
      else if (words.length > 0) pages.push({ rows: textRows(words) });
    }
    return { pages, ...(await propertiesOf(document)) };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError("DOCUMENT_UNREADABLE");
  } finally {
    await document.loadingTask.destroy();
  }
}

interface PlacedWord {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** PDF space runs up the page from its bottom left; a row's `v` runs down, so the page's rows come top first. */
function textRows(words: readonly PlacedWord[]): string[] {
  const pieces: TextPiece[] = words.map((w) => ({
    angle: 0,
    u0: w.x,
    u1: w.x + w.width,
    v0: -w.y - w.height,
    v1: -w.y,
    score: 1,
    text: w.str,
    confidence: 1,
  }));
  return assembleTextRows(pieces).map((row) => row.text);
}

/** The title and author in the document's properties: a shop's invoice software often puts the shop's name there. */
async function propertiesOf(document: Awaited<ReturnType<typeof getDocumentProxy>>): Promise<{ title: string | null; author: string | null }> {
  const { info } = await document.getMetadata().catch(() => ({ info: null }));
  const property = (name: string) => {
    const value = info !== null && typeof info === "object" && name in info ? (info as Record<string, unknown>)[name] : null;
    return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
  };
  return { title: property("Title"), author: property("Author") };
}

async function largestImage(document: Parameters<typeof extractImages>[0], page: number): Promise<Buffer | null> {
  const images = await extractImages(document, page);
  const largest = images.sort((a, b) => b.width * b.height - a.width * a.height)[0];
  if (!largest || largest.width < 50 || largest.height < 50) return null;
  if (largest.width * largest.height > MAX_SCAN_PIXELS) throw new DomainError("IMAGE_TOO_MANY_PIXELS");
  return sharp(Buffer.from(largest.data.buffer, largest.data.byteOffset, largest.data.byteLength), {
    raw: { width: largest.width, height: largest.height, channels: largest.channels },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
