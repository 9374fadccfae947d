// Minimal RFC 4180 CSV parse/write (no dependencies).

/**
 * Parse CSV text into an array of records (arrays of strings).
 * Handles quoted fields with embedded commas, quotes ("") and line breaks; CRLF or LF.
 */
export function parseCsv(text) {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // strip BOM
  const rows = [];
  let row = [];
  let field = '';
  let inQuotes = false;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') { field += '"'; i += 2; continue; }
        inQuotes = false; i++; continue;
      }
      field += c; i++; continue;
    }
    if (c === '"' && field === '') { inQuotes = true; i++; continue; }
    if (c === ',') { row.push(field); field = ''; i++; continue; }
    if (c === '\r' || c === '\n') {
      row.push(field); field = '';
      rows.push(row); row = [];
      if (c === '\r' && text[i + 1] === '\n') i++;
      i++; continue;
    }
    field += c; i++;
  }
  if (field !== '' || row.length > 0) { row.push(field); rows.push(row); }
  return rows;
}

/** Parse CSV text with a header row into an array of objects keyed by header names. */
export function parseCsvObjects(text) {
  const [header, ...rows] = parseCsv(text);
  return rows
    .filter((r) => !(r.length === 1 && r[0] === ''))
    .map((r) => Object.fromEntries(header.map((h, j) => [h, r[j] ?? ''])));
}

/** Quote a single field if needed (comma, quote, CR/LF, or leading/trailing space). */
export function csvField(value) {
  const s = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]|^\s|\s$/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
}

/**
 * Serialise rows (arrays) to CSV text with a trailing line break. Fields are quoted as RFC 4180 requires;
 * line endings default to LF (pass eol: '\r\n' for strict RFC 4180 CRLF).
 */
export function writeCsv(rows, { eol = '\n' } = {}) {
  return rows.map((r) => r.map(csvField).join(',')).join(eol) + eol;
}

/** Serialise objects using the given column order (header row first). */
export function writeCsvObjects(columns, objects, options) {
  return writeCsv([columns, ...objects.map((o) => columns.map((c) => o[c]))], options);
}
