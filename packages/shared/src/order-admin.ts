import * as z from 'zod/mini';
import { OutboxMailSummarySchema } from './mail.ts';
import { ORDER_STATUSES } from './orders.ts';

// The admin's records of orders (API.md § Orders after payment, issue [8]): shipping several
// orders from one CSV, and what the order page shows of an order's history, payment and mails.

/** Most rows one bulk ship takes: a day's parcels, and a bound on the one transaction. */
export const BULK_SHIP_MAX_ROWS = 500;
/** Characters: 500 rows of number, courier, a 64-character AWB and a 500-character page. */
const BULK_SHIP_MAX_CSV_LENGTH = 400_000;

/**
 * POST /api/orders/ship-bulk (admin): `number,courier,awb[,url]` per line, header optional;
 * `url` only for the courier `Other` (docs/decisions/018).
 */
export const BulkShipInputSchema = z.object({
  csv: z
    .string()
    .check(
      z.minLength(1, 'Paste or load the CSV.'),
      z.maxLength(BULK_SHIP_MAX_CSV_LENGTH, 'The CSV is too long.'),
    ),
});
export type BulkShipInput = z.infer<typeof BulkShipInputSchema>;

/** One refused row of a bulk ship, in the 400's `details.rows`; `line` counts from 1. */
export const BulkShipRowErrorSchema = z.object({
  line: z.int(),
  number: z.string(),
  message: z.string(),
});
export type BulkShipRowError = z.infer<typeof BulkShipRowErrorSchema>;

/** The 400's details when any row is refused (nothing was shipped). */
export const BulkShipErrorDetailsSchema = z.object({ rows: z.array(BulkShipRowErrorSchema) });

/** 200: the numbers of the orders shipped, in the file's order. */
export const BulkShipAnswerSchema = z.object({ shipped: z.array(z.int()) });
export type BulkShipAnswer = z.infer<typeof BulkShipAnswerSchema>;

/** One step of an order's history: who (an admin's email; null for the shopper or payment). */
export const OrderHistoryEntrySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  actor: z.nullable(z.string()),
  note: z.nullable(z.string()),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

/** GET /api/orders/{id}/activity (admin): oldest step first, newest mail first. */
export const OrderActivitySchema = z.object({
  history: z.array(OrderHistoryEntrySchema),
  gateway: z.object({
    orderId: z.nullable(z.string()),
    paymentId: z.nullable(z.string()),
    refundId: z.nullable(z.string()),
  }),
  mails: z.array(OutboxMailSummarySchema),
});
export type OrderActivity = z.infer<typeof OrderActivitySchema>;
