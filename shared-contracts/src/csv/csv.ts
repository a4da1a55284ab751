/**
 * The shop's one way to read and write CSV: papaparse (RFC 4180) underneath, and one rule for
 * every export, the admin's product CSV, the GST files and the sales register alike: no cell a
 * spreadsheet would run as a formula (OWASP, CSV injection). `toCsv` neutralises every cell with
 * `neutraliseCell`; `parseCsv` reads what it wrote, and `restoreCell` takes the neutralising quote off.
 */
import Papa from 'papaparse';

/** Cells a spreadsheet would run: those starting with =, +, -, @, tab or carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number (`-5`, `-12.50`) is a number, not a formula, and stays one. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
/** A neutralised cell: the quote the export put before a formula character, or before a quote of the cell's own. */
const NEUTRALISED = /^'[=+\-@\t\r']/;

/**
 * A cell as every export writes it: one that a spreadsheet would run, or that the import would
 * read as neutralised (it starts with ' and one of those), gets a single quote before it, which a
 * spreadsheet shows as text and `restoreCell` takes off: what is exported imports as it was.
 */
export function neutraliseCell(value: string): string {
  return (FORMULA_START.test(value) && !PLAIN_NUMBER.test(value)) || NEUTRALISED.test(value) ? `'${value}` : value;
}

/** A cell as an import reads it: the export's neutralising quote taken off (`'=SUM(A1)` -> `=SUM(A1)`). */
export function restoreCell(cell: string): string {
  return NEUTRALISED.test(cell) ? cell.slice(1) : cell;
}

export type CsvCell = string | number;

/**
 * RFC 4180 text of `rows` (CRLF line ends, a last line end), every cell neutralised. A cell is
 * quoted when it holds a comma, a quote, a line break or a ';' (the separator of spreadsheets in
 * many locales). Numbers are written as they are given (format them before: '1234.50').
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  const cells = rows.map((row) => row.map((cell) => neutraliseCell(String(cell))));
  return `${Papa.unparse(cells, { newline: '\r\n', quotes: (value: unknown) => /[",;\r\n]/.test(String(value)), escapeFormulae: false })}\r\n`;
}

/**
 * The rows of a CSV text, comma-separated (a ';' is data); a byte-order mark dropped; line ends CRLF
 * or LF, mixed too (a CRLF inside a quoted cell reads as LF, as spreadsheets keep it); blank lines
 * left out. Cells are as written: see `restoreCell`.
 */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const { data } = Papa.parse<string[]>(source, { delimiter: ',', newline: '\n', skipEmptyLines: false });
  return data.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}
