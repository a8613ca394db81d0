import { shopCalendarDate } from '@skins/shared';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { fileResponse } from './file-response.ts';

// Spreadsheets run a cell that starts with one of these as a formula (OWASP "CSV Injection");
// the full-width forms too, which some spreadsheet apps read as the ASCII ones.
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠']);

/** A plain decimal number (`-12.50`): a spreadsheet reads it as the number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A text cell a spreadsheet shows as text, never runs: one that would start a formula gets a
 * leading apostrophe. Applied to every cell, since names, addresses and coupon codes come from
 * shoppers and admins alike; a plain negative number (a credit note's) stays a number.
 */
export function neutraliseFormula(cell: string): string {
  return FORMULA_STARTS.has(cell.charAt(0)) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/** Integer paise as rupees with two decimals (`106726` → `1067.26`), without float rounding. */
export function rupeesText(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a safe integer: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export type CsvCell = string | number | null;

/** The most rows one export holds, newest first: the file is built in memory. */
export const EXPORT_MAX_ROWS = 10_000;

/** The OpenAPI answer of a CSV export. */
export const CSV_FILE_RESPONSE = fileResponse(
  'text/csv',
  'A CSV download: UTF-8 with a byte order mark, a header row, CRLF line ends',
);

/**
 * A CSV file as Excel opens it right: a UTF-8 byte order mark (else Excel reads ₹ and names in
 * Indian scripts as Latin-1), CRLF line ends, the header row first, null as an empty cell.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const cells = [header, ...rows].map((row) =>
    row.map((cell) => (cell === null ? '' : neutraliseFormula(String(cell)))),
  );
  // Setting record_delimiter turns off quoting of a lone \n or \r inside a cell unless asked.
  return stringify(cells, { bom: true, record_delimiter: 'windows', quote_record_delimiter: true });
}

/** `orders-2026-03-10.csv`: the date in India when the export ran. */
export function csvFileName(kind: string, now: Date): string {
  return `${kind}-${shopCalendarDate(now)}.csv`;
}

/** Answers `csv` as a download named `fileName`. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}
