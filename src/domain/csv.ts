/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && src[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Rows as objects keyed by the header row; blank lines are skipped. */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows
    .filter((r) => r.some((v) => v !== ""))
    .map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ""])));
}

function escapeField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** CRLF line ends by default, as RFC 4180 and Excel expect; the data files kept in git use LF. */
export function formatCsv(rows: readonly (readonly (string | number)[])[], lineEnd: "\r\n" | "\n" = "\r\n"): string {
  return rows.map((r) => r.map((v) => escapeField(String(v))).join(",")).join(lineEnd) + lineEnd;
}

/** Records under a header row, in the columns' order; a missing value is an empty field. */
export function formatCsvRecords<Column extends string>(
  columns: readonly Column[],
  records: readonly Readonly<Partial<Record<Column, string | number>>>[],
  lineEnd: "\r\n" | "\n" = "\r\n",
): string {
  return formatCsv([columns, ...records.map((r) => columns.map((c) => r[c] ?? ""))], lineEnd);
}
