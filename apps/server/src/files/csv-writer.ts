/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF, a field quoted when it
 * holds a comma, a quote, CR or LF, and quotes inside doubled. Files open in spreadsheets, so
 * text that a spreadsheet would run as a formula (starting with = + - @, a tab or CR) is made
 * inert with a leading single quote (OWASP "CSV injection").
 */

export type CsvValue = string | number | boolean | null | undefined;

/** Excel and LibreOffice read the file as UTF-8 only when it starts with a byte order mark. */
export const utf8Bom = "\uFEFF";

const formulaStart = /^[=+\-@\t\r]/;
// A plain number such as "-1.50" (a credit on an invoice) is read as a number, never run as a
// formula, and a quote in front of it would stop the column from summing.
const plainNumber = /^-?\d+(\.\d+)?$/;
const needsQuotes = /[",\r\n]/;

/** Text that a spreadsheet would evaluate, made to read as text. */
export function guardFormula(text: string): string {
  return formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text;
}

/** One field. Numbers written by the server are left as they are so that sums still work. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  const text = guardFormula(value);
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record with its CRLF; no values make an empty line. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/** Records one after another, without the byte order mark that csvDocument puts first. */
export function csvRecords(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map(csvRecord).join("");
}

/** The whole document: byte order mark, header and records. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return utf8Bom + csvRecord(header) + csvRecords(rows);
}
