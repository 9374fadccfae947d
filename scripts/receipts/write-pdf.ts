/**
 * A small PDF writer for our own e-receipt fixtures: pages of positioned text in Helvetica (as an online shop's
 * invoice PDF is) or pages that are one JPEG each (as a scanner's PDF is). Enough of PDF 1.4 for any reader; written
 * here so the generator and the tests need no PDF library of their own.
 */

/** Text at (x, y) in points from the page's top left, as a layout is written; the writer turns it to PDF's bottom left. */
export interface PdfText {
  x: number;
  y: number;
  text: string;
  size?: number;
  /** Right-aligned at x (a price column). */
  alignRight?: boolean;
}

export type PdfPage =
  | { kind: "text"; width: number; height: number; texts: PdfText[] }
  | { kind: "scan"; width: number; height: number; jpeg: Buffer; pixelWidth: number; pixelHeight: number; grey: boolean };

// Helvetica's widths (per 1000 em) for the printable ASCII range, so a right-aligned price ends where it should.
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const ch of text) units += HELVETICA_WIDTHS[ch.charCodeAt(0) - 32] ?? 556;
  return (units * size) / 1000;
}

/** WinAnsi bytes of a string literal, with PDF's escapes; letters outside Latin-1 become "?". */
function literal(text: string): Buffer {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    const byte = code < 256 ? code : 63;
    if (byte === 40 || byte === 41 || byte === 92) bytes.push(92);
    bytes.push(byte);
  }
  return Buffer.concat([Buffer.from("("), Buffer.from(bytes), Buffer.from(")")]);
}

function textContent(page: Extract<PdfPage, { kind: "text" }>): Buffer {
  const parts: Buffer[] = [];
  for (const t of page.texts) {
    const size = t.size ?? 10;
    const x = t.alignRight ? t.x - textWidth(t.text, size) : t.x;
    parts.push(Buffer.from(`BT /F1 ${size} Tf ${x.toFixed(2)} ${(page.height - t.y).toFixed(2)} Td `), literal(t.text), Buffer.from(" Tj ET\n"));
  }
  return Buffer.concat(parts);
}

/** `author`: the properties' Author, where invoice software often names the issuing company. */
export function writePdf(pages: PdfPage[], title = "Receipt", author: string | null = null): Buffer {
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) => {
    objects.push(typeof body === "string" ? Buffer.from(body, "latin1") : body);
    return objects.length;
  };
  const stream = (dict: string, data: Buffer) =>
    Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, Buffer.from("\nendstream")]);

  const catalog = add("");
  const pagesId = add("");
  const font = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const info = add(Buffer.concat([Buffer.from("<< /Title "), literal(title), ...(author === null ? [] : [Buffer.from(" /Author "), literal(author)]), Buffer.from(" /Producer (CeliacClaim fixtures) >>")]));
  const kids: number[] = [];
  for (const page of pages) {
    let resources: string;
    let content: Buffer;
    if (page.kind === "text") {
      resources = `<< /Font << /F1 ${font} 0 R >> >>`;
      content = textContent(page);
    } else {
      const image = add(
        stream(
          `/Type /XObject /Subtype /Image /Width ${page.pixelWidth} /Height ${page.pixelHeight} /ColorSpace /${page.grey ? "DeviceGray" : "DeviceRGB"} /BitsPerComponent 8 /Filter /DCTDecode`,
          page.jpeg,
        ),
      );
      resources = `<< /XObject << /Im1 ${image} 0 R >> >>`;
      content = Buffer.from(`q ${page.width} 0 0 ${page.height} 0 0 cm /Im1 Do Q`);
    }
    const contents = add(stream("", content));
    kids.push(add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources ${resources} /Contents ${contents} 0 R >>`));
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesId} 0 R >>`);
  objects[pagesId - 1] = Buffer.from(`<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`);

  const chunks: Buffer[] = [Buffer.from("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n", "latin1")];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from("\nendobj\n")]);
    chunks.push(chunk);
    offset += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`)].join("");
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return Buffer.concat(chunks);
}
