// Renders laid-out receipt lines to an image with sharp, from SVG text: 576 px wide like 80 mm thermal paper.
import sharp from "sharp";

const PAPER_WIDTH = 576;
const MARGIN = 14;
// Advance width of one character as a fraction of the font size, so `columns` characters fill the paper.
const ADVANCE = { "DejaVu Sans Mono": 0.602, "Liberation Mono": 0.6 };

function escapeXml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Text metrics for a receipt: the font size that fits `columns` on the paper (a little smaller at random, as
 * tills differ) and the line pitch.
 */
export function pickTypesetting(random, { font, columns }) {
  const fit = (PAPER_WIDTH - 2 * MARGIN) / (columns * ADVANCE[font]);
  const fontSize = Math.round(fit * random.float(0.93, 1) * 10) / 10;
  return { font, columns, fontSize, lineHeight: Math.round(fontSize * random.float(1.2, 1.4) * 10) / 10 };
}

/** An SVG of the receipt, ink on paper; rendered by librsvg with the system's fonts. */
function receiptSvg(lines, { font, columns, fontSize, lineHeight }, { ink, paper }) {
  const textWidth = columns * ADVANCE[font] * fontSize;
  const left = Math.round((PAPER_WIDTH - textWidth) / 2);
  let y = 28;
  const body = lines
    .map((line) => {
      const size = fontSize * line.scale;
      y += lineHeight * line.scale;
      const x = line.center ? PAPER_WIDTH / 2 : left;
      const anchor = line.center ? ' text-anchor="middle"' : "";
      const weight = line.bold ? ' font-weight="bold"' : "";
      const attributes = `x="${x}" y="${y.toFixed(1)}" font-size="${size.toFixed(1)}"${anchor}${weight}`;
      return `<text ${attributes} xml:space="preserve">${escapeXml(line.text)}</text>`;
    })
    .join("\n");
  const height = Math.ceil(y + 40);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PAPER_WIDTH}" height="${height}">
<rect width="100%" height="100%" fill="${paper}"/>
<g font-family="${font}" fill="${ink}">
${body}
</g>
</svg>`;
}

/** The receipt as an 8-bit greyscale sharp pipeline (not yet encoded). */
export function renderReceipt(lines, typesetting, colours = { ink: "#161616", paper: "#fdfdfb" }) {
  return sharp(Buffer.from(receiptSvg(lines, typesetting, colours))).greyscale();
}
