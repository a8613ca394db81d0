import {
  BULK_SHIP_MAX_ROWS,
  type BulkShipRowError,
  COURIER_NAMES,
  type CourierName,
  OTHER_COURIER,
  type ShipOrderInput,
  ShipOrderInputSchema,
} from '@skins/shared';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '../../plugins/app-error.ts';

// The bulk ship's file (docs/decisions/018): `number,courier,awb[,url]` per line, an optional
// header, couriers by name in any case, `url` only for `Other`. Pure: what the orders are in is
// checked by order-bulk-ship.ts under their locks.

/** A line that names an order to ship; `input` is null when the line itself is wrong. */
export interface BulkShipLine {
  line: number;
  /** The number as written, for the error list. */
  label: string;
  number: number;
  input: ShipOrderInput | null;
}

export interface ParsedBulkShip {
  lines: BulkShipLine[];
  errors: BulkShipRowError[];
}

const HEADER_FIRST_CELL = 'number';
const AWB_MAX_LENGTH = 64;
const COURIER_LIST = COURIER_NAMES.join(', ');

function courierNamed(text: string): CourierName | null {
  const wanted = text.toLowerCase();
  return COURIER_NAMES.find((name) => name.toLowerCase() === wanted) ?? null;
}

/** `1001` or `#1001`; null for anything else. */
function orderNumberOf(text: string): number | null {
  const digits = text.replace(/^#/, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/** Why a line cannot ship, or its ship input. */
function readCells(cells: readonly string[]): ShipOrderInput | string {
  const [, courierText = '', awb = '', url = '', ...extra] = cells;
  if (extra.some((cell) => cell !== '')) return 'Too many columns: number,courier,awb[,url].';
  if (courierText === '') return `Enter the courier (${COURIER_LIST}).`;
  const courier = courierNamed(courierText);
  if (!courier) return `Unknown courier "${courierText}": use one of ${COURIER_LIST}.`;
  if (awb === '') return 'Enter the AWB / tracking number.';
  if (awb.length > AWB_MAX_LENGTH) {
    return `The AWB is longer than ${AWB_MAX_LENGTH} characters.`;
  }
  if (courier === OTHER_COURIER && url === '') {
    return 'Give the tracking page (4th column) for the courier Other.';
  }
  const parsed = ShipOrderInputSchema.safeParse({
    courier,
    trackingNumber: awb,
    ...(url === '' ? {} : { trackingUrl: url }),
  });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'This line is invalid.';
  return parsed.data;
}

function records(csv: string): { cells: string[]; line: number }[] {
  const lineOfRecord: number[] = [];
  try {
    // One line ending throughout: the parser's line count goes astray on a mix.
    const parsed = parse(csv.replace(/\r\n?/g, '\n'), {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      on_record: (record: string[], { lines }) => {
        lineOfRecord.push(lines);
        return record;
      },
    });
    return parsed.map((cells, index) => ({ cells, line: lineOfRecord[index] ?? index + 1 }));
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === 'number' ? error.lines : 1;
    throw new AppError(400, 'VALIDATION_FAILED', `The CSV cannot be read at line ${line}.`, {
      rows: [{ line, number: '', message: error.message }],
    });
  }
}

/** Reads the file; a line it refuses is in `errors`, and still in `lines` if it names an order. */
export function parseBulkShipCsv(csv: string): ParsedBulkShip {
  const all = records(csv);
  const body = all[0]?.cells[0]?.toLowerCase() === HEADER_FIRST_CELL ? all.slice(1) : all;
  if (body.length === 0) {
    throw new AppError(400, 'VALIDATION_FAILED', 'The CSV has no orders to ship.', { rows: [] });
  }
  if (body.length > BULK_SHIP_MAX_ROWS) {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      `Ship at most ${BULK_SHIP_MAX_ROWS} orders at once (this file has ${body.length}).`,
      { rows: [] },
    );
  }
  const lines: BulkShipLine[] = [];
  const errors: BulkShipRowError[] = [];
  const firstLineOf = new Map<number, number>();
  for (const { cells, line } of body) {
    const label = cells[0] ?? '';
    const number = orderNumberOf(label);
    const refuse = (message: string) => errors.push({ line, number: label, message });
    if (number === null) {
      refuse(label === '' ? 'Enter the order number.' : `"${label}" is not an order number.`);
      continue;
    }
    const earlier = firstLineOf.get(number);
    if (earlier !== undefined) {
      refuse(`Order #${number} is already on line ${earlier}.`);
      continue;
    }
    firstLineOf.set(number, line);
    const read = readCells(cells);
    if (typeof read === 'string') refuse(read);
    lines.push({ line, label, number, input: typeof read === 'string' ? null : read });
  }
  return { lines, errors };
}
