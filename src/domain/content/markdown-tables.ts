export type MarkdownBlock = { kind: "markdown"; text: string } | { kind: "table"; header: string[]; rows: string[][] };

const ROW = /^\s*\|.*\|\s*$/;
const SEPARATOR = /^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$/;

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());

/**
 * Pulls GitHub-style pipe tables out of markdown (react-markdown alone reads CommonMark, which has no tables), so they
 * can be drawn as real tables; everything else stays markdown.
 */
export function splitTables(markdown: string): MarkdownBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: MarkdownBlock[] = [];
  let text: string[] = [];
  const flush = () => {
    if (text.join("").trim()) blocks.push({ kind: "markdown", text: text.join("\n") });
    text = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (ROW.test(line) && SEPARATOR.test(lines[i + 1] ?? "")) {
      flush();
      const rows: string[][] = [];
      let j = i + 2;
      while (j < lines.length && ROW.test(lines[j] ?? "")) rows.push(cells(lines[j++] ?? ""));
      blocks.push({ kind: "table", header: cells(line), rows });
      i = j - 1;
    } else {
      text.push(line);
    }
  }
  flush();
  return blocks;
}
