/**
 * CSV as RFC 4180 writes it, for files staff open in a spreadsheet: a cell holding the delimiter, a
 * quote or a line break is quoted (quotes doubled); lines end with CRLF; a UTF-8 byte order mark leads,
 * or Excel reads the accents as Windows-1252. Excel in French uses ";" between cells, hence the choice.
 */
export type CsvDelimiter = ',' | ';';
export type CsvValue = string | number | null;

/**
 * Text that starts like a formula (= + - @, or a tab or return before one) would be run by the
 * spreadsheet: it is prefixed with an apostrophe, shown as text (OWASP, "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue, delimiter: CsvDelimiter = ','): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvValue[])[], delimiter: CsvDelimiter = ','): string {
  return `\uFEFF${rows.map((row) => row.map((v) => csvCell(v, delimiter)).join(delimiter)).join('\r\n')}\r\n`;
}
