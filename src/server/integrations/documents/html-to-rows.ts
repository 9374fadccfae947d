import type { ChildNode, Element } from "domhandler";
import { parseDocument } from "htmlparser2";

/**
 * An e-mail or web page receipt (HTML) → the printed rows the receipt reader reads from a photo (decision 034).
 * It lays the page out as a reader sees it, from the markup alone, never from a rule per sender:
 * - a table row's cells, and a block whose last part holds only an amount (a flex row: name … price), are columns:
 *   their first lines share one row, with the wide gap a till prints between a name and its price;
 * - every other block starts a row, and `<br>` ends one;
 * - what is not shown is not read: `<head>`, scripts and styles, hidden elements (the `hidden` attribute, inline
 *   `display:none`, a pre-header's `max-height:0`, and classes the page's own style sheet hides or shrinks to a
 *   screen reader's 1 px), and struck-out text (`<s>`, `<del>`, `line-through`): a struck price was not charged;
 * - a control's words (a link that runs a script instead of leading anywhere, `role="button"`: a popover's trigger)
 *   are read only beside something else on their row, as the label of the amount in the next column ("Refund
 *   Total"); alone on a row they are a button ("Return and product support eligibility") and would pass for an
 *   item's name above its price.
 */
export function htmlToRows(html: string): string[] {
  const document = parseDocument(html, { decodeEntities: true });
  const classes = classesFromStyleSheets(document.children);
  return renderBlock(document.children, classes)
    .filter((row) => row !== "" && !CONTROL_ALONE.test(row))
    .map((row) => row.replace(CONTROL_MARKS, "").trim())
    .filter((row) => row !== "");
}

// A control's words are wrapped in two private-use characters until the row they end up on is known.
const CONTROL_START = "\uE000";
const CONTROL_END = "\uE001";
const CONTROL_ALONE = /^\uE000[^\uE000\uE001]*\uE001$/u;
const CONTROL_MARKS = /[\uE000\uE001]/gu;

const COLUMN_GAP = "   ";
const SKIPPED = new Set(["head", "style", "script", "title", "noscript", "template", "img", "svg", "button", "input", "select", "textarea"]);
const STRUCK = new Set(["s", "del", "strike"]);
const BLOCKS = new Set([
  "address", "article", "aside", "blockquote", "center", "dd", "div", "dl", "dt", "figure", "footer", "form", "h1", "h2", "h3", "h4",
  "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre", "section", "table", "tbody", "thead", "tfoot", "ul", "caption",
]);
const AMOUNT_ONLY = /^[-(]?\s?(?:CA)?\$?\s?-?\d{1,3}(?:[ ,]\d{3})*[.,]\d{2}\)?(?:\s?\$)?(?:\s?(?:CAD|USD))?$/i;

interface HtmlClasses {
  hidden: Set<string>;
  struck: Set<string>;
}

/**
 * The utility classes of the common CSS frameworks, for the pages whose style sheet is linked, not inlined (a saved
 * page, an e-mail whose client dropped its `<style>`): they say what is for screen readers only and what is struck.
 * Classes that hide a part until it is opened ("hidden", "collapse") are not among them: a saved order page keeps
 * the rest of its items in one.
 */
const CONVENTIONAL = {
  hidden: ["sr-only", "visually-hidden", "screen-reader-text", "offscreen", "a-offscreen"],
  struck: ["strike", "strikethrough", "line-through", "text-decoration-line-through"],
};

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();
const compactStyle = (style: string) => style.toLowerCase().replace(/\s+/g, "");

function hidesByStyle(style: string): boolean {
  return (
    style.includes("display:none") ||
    style.includes("visibility:hidden") ||
    style.includes("mso-hide:all") ||
    style.includes("max-height:0;") ||
    style.includes("max-height:0px") ||
    style.endsWith("max-height:0") ||
    style.includes("clip:rect(0") ||
    (style.includes("width:1px") && style.includes("height:1px") && style.includes("overflow:hidden"))
  );
}

/**
 * A style sheet without its `@media (max-width: …)` blocks: they lay the page out for a phone, and an e-mail that
 * prints its items twice (a copy for phones, a copy for wider screens) hides the wide copy there. The page is read as
 * a wide screen shows it.
 */
function withoutNarrowScreenRules(css: string): string {
  let out = "";
  let at = 0;
  for (const m of css.matchAll(/@media[^{]*\bmax-(?:device-)?width[^{]*\{/gi)) {
    if (m.index < at) continue;
    out += css.slice(at, m.index);
    let depth = 1;
    let i = m.index + m[0].length;
    for (; i < css.length && depth > 0; i++) depth += css[i] === "{" ? 1 : css[i] === "}" ? -1 : 0;
    at = i;
  }
  return out + css.slice(at);
}

/** The simple `.class` rules of the page's `<style>` blocks that hide their elements or strike them out. */
function classesFromStyleSheets(nodes: readonly ChildNode[]): HtmlClasses {
  const classes: HtmlClasses = { hidden: new Set(CONVENTIONAL.hidden), struck: new Set(CONVENTIONAL.struck) };
  const visit = (node: ChildNode) => {
    if (node.type === "style") {
      const css = withoutNarrowScreenRules(node.children.map((c) => (c.type === "text" ? c.data : "")).join(""));
      for (const rule of css.split("}")) {
        const open = rule.lastIndexOf("{");
        if (open < 0) continue;
        const body = compactStyle(rule.slice(open + 1));
        const hides = hidesByStyle(body);
        const strikes = body.includes("line-through");
        if (!hides && !strikes) continue;
        for (const selector of rule.slice(0, open).split(",")) {
          const name = selector.trim();
          if (!name.startsWith(".") || /[\s>+~:[]/.test(name.slice(1))) continue;
          for (const cls of name.slice(1).split(".")) (hides ? classes.hidden : classes.struck).add(cls);
        }
      }
    }
    if ("children" in node) node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return classes;
}

function classList(el: Element): string[] {
  return (el.attribs.class ?? "").split(/\s+/).filter(Boolean);
}

function isControl(el: Element): boolean {
  return el.attribs.role === "button" || (el.name === "a" && /^\s*javascript:/i.test(el.attribs.href ?? ""));
}

function isUnread(el: Element, classes: HtmlClasses): boolean {
  if (SKIPPED.has(el.name) || STRUCK.has(el.name) || el.attribs.hidden !== undefined) return true;
  const style = compactStyle(el.attribs.style ?? "");
  if (hidesByStyle(style) || style.includes("line-through")) return true;
  return classList(el).some((c) => classes.hidden.has(c) || classes.struck.has(c));
}

/** Each column's rows side by side: row i joins the i-th row of every column that has one. */
function sideBySide(columns: readonly string[][]): string[] {
  const filled = columns.map((c) => c.filter((row) => row !== "")).filter((c) => c.length > 0);
  const height = Math.max(0, ...filled.map((c) => c.length));
  const rows: string[] = [];
  for (let i = 0; i < height; i++) rows.push(filled.flatMap((c) => (c[i] === undefined ? [] : [c[i]!])).join(COLUMN_GAP));
  return rows;
}

/**
 * A row's cells, also those an e-mail template wraps in an inline element inside the row (`<tr><span><td>`), which a
 * browser's parser moves back into the row.
 */
function cellsOf(parent: Element, classes: HtmlClasses): Element[] {
  return parent.children
    .filter((c): c is Element => c.type === "tag" && !isUnread(c as Element, classes))
    .flatMap((c) => (c.name === "td" || c.name === "th" ? [c] : c.name === "tr" || c.name === "table" ? [] : cellsOf(c, classes)));
}

function renderRow(row: Element, classes: HtmlClasses): string[] {
  return sideBySide(cellsOf(row, classes).map((cell) => renderBlock(cell.children, classes)));
}

/** A block's parts: its inline runs and its child blocks, each as rows, in order. */
function renderParts(nodes: readonly ChildNode[], classes: HtmlClasses): string[][] {
  const parts: string[][] = [];
  let inline = "";
  let lines: string[] = [];
  const endInline = () => {
    if (collapse(inline) !== "") lines.push(collapse(inline));
    inline = "";
  };
  const endPart = () => {
    endInline();
    if (lines.length > 0) parts.push(lines);
    lines = [];
  };
  const walk = (node: ChildNode) => {
    if (node.type === "text") {
      inline += node.data;
      return;
    }
    if (node.type !== "tag" && node.type !== "script" && node.type !== "style") return;
    const el = node as Element;
    if (isUnread(el, classes)) return;
    if (el.name === "br") {
      endInline();
      return;
    }
    if (el.name === "tr") {
      endPart();
      parts.push(renderRow(el, classes));
      return;
    }
    if (BLOCKS.has(el.name) || el.name === "td" || el.name === "th") {
      endPart();
      parts.push(renderBlock(el.children, classes));
      return;
    }
    // An inline element: its text runs on in the current row (a block inside it still breaks the row).
    const control = isControl(el);
    if (control) inline += CONTROL_START;
    el.children.forEach(walk);
    if (control) inline += CONTROL_END;
  };
  nodes.forEach(walk);
  endPart();
  return parts.filter((p) => p.some((row) => row !== ""));
}

/**
 * A block's rows. Its parts stack, unless the last is a lone amount beside text (name … price laid out in boxes):
 * then they are columns.
 */
function renderBlock(nodes: readonly ChildNode[], classes: HtmlClasses): string[] {
  const parts = renderParts(nodes, classes);
  const last = parts.at(-1);
  const priced = last !== undefined && last.length === 1 && AMOUNT_ONLY.test(last[0]!);
  if (priced && parts.length >= 2 && parts.length <= 4 && !parts.slice(0, -1).some((p) => p.length === 1 && AMOUNT_ONLY.test(p[0]!))) {
    return sideBySide(parts);
  }
  return parts.flat();
}
