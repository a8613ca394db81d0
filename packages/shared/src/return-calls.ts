import * as z from 'zod/mini';
import { dataEnvelopeSchema, listEnvelopeSchema, RupeesSchema } from './contract.ts';
import { ShipOrderInputSchema } from './couriers.ts';
import {
  isPhotoRequired,
  RETURN_DETAILS_MAX_LENGTH,
  RETURN_MAX_PHOTOS,
  RETURN_MESSAGE_MAX_LENGTH,
  RETURN_MESSAGES,
  RETURN_REASONS,
  RETURN_RESOLUTIONS,
  RETURN_STATUSES,
  refundOnlyNote,
  resolutionsFor,
} from './returns.ts';

// The schemas of the returns calls (API.md § Returns and replacements): what each takes and
// answers. The vocabulary they use: returns.ts.

const RETURN_NOTE_MAX_LENGTH = 500;
const RETURN_QUESTION_MAX_LENGTH = 1000;
const RETURN_MAX_LINES = 50;
const RETURN_REFERENCE_MAX_LENGTH = 100;

const PhotoIdsSchema = z
  .array(z.uuid())
  .check(z.maxLength(RETURN_MAX_PHOTOS, RETURN_MESSAGES.photos));

const ReturnLineInputSchema = z.object({
  /** The order line's `_id` (the order and track views carry it). */
  itemId: z.uuid({ error: RETURN_MESSAGES.unknownLine }),
  quantity: z
    .int({ error: RETURN_MESSAGES.quantity })
    .check(z.minimum(1, RETURN_MESSAGES.quantity), z.maximum(10_000, RETURN_MESSAGES.quantity)),
});

/**
 * POST /orders/{id}/returns (the order's token). Photos are required for a fault of the skin
 * (`isPhotoRequired`), and a change of mind may only be refunded; both answer 400 on the field.
 */
export const CreateReturnInputSchema = z
  .object({
    lines: z.array(ReturnLineInputSchema, { error: RETURN_MESSAGES.lines }).check(
      z.minLength(1, RETURN_MESSAGES.lines),
      z.maxLength(RETURN_MAX_LINES, RETURN_MESSAGES.lines),
      z.refine(
        (lines) => new Set(lines.map((line) => line.itemId)).size === lines.length,
        RETURN_MESSAGES.duplicateLine,
      ),
    ),
    reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reason }),
    details: z
      .string({ error: RETURN_MESSAGES.details })
      .check(
        z.trim(),
        z.minLength(1, RETURN_MESSAGES.details),
        z.maxLength(RETURN_DETAILS_MAX_LENGTH, RETURN_MESSAGES.detailsTooLong),
      ),
    photoIds: z._default(PhotoIdsSchema, []),
    resolution: z.enum(RETURN_RESOLUTIONS, { error: RETURN_MESSAGES.resolution }),
  })
  .check(
    z.refine((input) => !isPhotoRequired(input.reason) || input.photoIds.length > 0, {
      message: RETURN_MESSAGES.photosRequired,
      path: ['photoIds'],
    }),
    z.superRefine((input, ctx) => {
      if (resolutionsFor(input.reason).includes(input.resolution)) return;
      ctx.addIssue({
        code: 'custom',
        path: ['resolution'],
        message: refundOnlyNote(input.reason) ?? RETURN_MESSAGES.resolution,
      });
    }),
  );
export type CreateReturnInput = z.infer<typeof CreateReturnInputSchema>;
export type CreateReturnRequest = z.input<typeof CreateReturnInputSchema>;

/** Its 201: the return number (`R1001`) is the shopper's ticket. */
export const CreatedReturnSchema = z.object({
  _id: z.string(),
  number: z.string(),
  status: z.literal('Requested'),
});
export type CreatedReturn = z.infer<typeof CreatedReturnSchema>;

/** POST /orders/{id}/returns/{returnId}/messages: the shopper's answer to the shop's question. */
export const ReturnMessageInputSchema = z.object({
  body: z
    .string({ error: RETURN_MESSAGES.messageBody })
    .check(
      z.trim(),
      z.minLength(1, RETURN_MESSAGES.messageBody),
      z.maxLength(RETURN_MESSAGE_MAX_LENGTH, RETURN_MESSAGES.messageTooLong),
    ),
  photoIds: z._default(PhotoIdsSchema, []),
});
export type ReturnMessageInput = z.infer<typeof ReturnMessageInputSchema>;
export type ReturnMessageRequest = z.input<typeof ReturnMessageInputSchema>;

// ---- Admin bodies ----

/** PUT /returns/{id}/reject: the reason the shopper reads in the mail. */
export const RejectReturnInputSchema = z.object({
  reason: z
    .string({ error: RETURN_MESSAGES.rejectReason })
    .check(
      z.trim(),
      z.minLength(1, RETURN_MESSAGES.rejectReason),
      z.maxLength(RETURN_NOTE_MAX_LENGTH),
    ),
});
export type RejectReturnInput = z.infer<typeof RejectReturnInputSchema>;

/** PUT /returns/{id}/request-info: the question the shopper answers from the order page. */
export const RequestReturnInfoInputSchema = z.object({
  question: z
    .string({ error: RETURN_MESSAGES.question })
    .check(
      z.trim(),
      z.minLength(1, RETURN_MESSAGES.question),
      z.maxLength(RETURN_QUESTION_MAX_LENGTH),
    ),
});
export type RequestReturnInfoInput = z.infer<typeof RequestReturnInfoInputSchema>;

/**
 * PUT /returns/{id}/refund: `amount` (rupees) defaults to the lines' price, tax and share of the
 * discount; `reference` (the UPI or bank reference of a hand refund) is required for COD and
 * manual orders, which the gateway cannot refund.
 */
export const RefundReturnInputSchema = z.object({
  amount: z.optional(RupeesSchema.check(z.positive())),
  reference: z.optional(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(RETURN_REFERENCE_MAX_LENGTH)),
  ),
});
export type RefundReturnInput = z.infer<typeof RefundReturnInputSchema>;

/** PUT /returns/{id}/ship-replacement: the replacement's shipment, as an order's. */
export const ShipReplacementInputSchema = ShipOrderInputSchema;
export type ShipReplacementInput = z.infer<typeof ShipReplacementInputSchema>;

export const ReturnIdParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});
export const OrderReturnParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  returnId: z.string().check(z.minLength(1), z.maxLength(100)),
});

// ---- The return as read ----

/** A line being returned: the order line's snapshot and how many of it. */
export const ReturnLineSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  brand: z.string(),
  model: z.string(),
  image: z.string(),
  /** The unit price paid (rupees), as on the order. */
  price: RupeesSchema,
  quantity: z.int(),
});
export type ReturnLine = z.infer<typeof ReturnLineSchema>;

export const ReturnPhotoSchema = z.object({ _id: z.string(), url: z.string() });
export type ReturnPhoto = z.infer<typeof ReturnPhotoSchema>;

/** A question from the shop or an answer from the shopper. */
export const ReturnMessageSchema = z.object({
  _id: z.string(),
  from: z.enum(['shop', 'shopper']),
  body: z.string(),
  photos: z.array(ReturnPhotoSchema),
  at: z.string(),
});
export type ReturnMessage = z.infer<typeof ReturnMessageSchema>;

/**
 * One step of a return's history: the status it moved from (null for the request itself) and
 * to, when, who (`by`; `actor` is the admin's email, in the admin's views only) and why.
 */
export const ReturnHistoryEntrySchema = z.object({
  from: z.nullable(z.enum(RETURN_STATUSES)),
  to: z.enum(RETURN_STATUSES),
  at: z.string(),
  by: z.enum(['shop', 'shopper']),
  actor: z.nullable(z.string()),
  note: z.nullable(z.string()),
});
export type ReturnHistoryEntry = z.infer<typeof ReturnHistoryEntrySchema>;

/** Refunded: the amount (rupees), the credit note, or the hand refund's reference. */
export const ReturnRefundSchema = z.object({
  amount: RupeesSchema,
  creditNoteNumber: z.nullable(z.string()),
  /** The UPI or bank reference of a COD or manual order's hand refund; else null. */
  reference: z.nullable(z.string()),
  at: z.string(),
});

/** The linked Rs. 0 order that carries the replacement (tracked at /track-order/{orderId}). */
export const ReturnReplacementSchema = z.object({ orderId: z.string(), number: z.int() });

export const ReturnSchema = z.object({
  _id: z.string(),
  /** `R1001`: the shopper's ticket. */
  number: z.string(),
  orderId: z.string(),
  orderNumber: z.int(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  resolution: z.enum(RETURN_RESOLUTIONS),
  details: z.string(),
  lines: z.array(ReturnLineSchema),
  photos: z.array(ReturnPhotoSchema),
  messages: z.array(ReturnMessageSchema),
  history: z.array(ReturnHistoryEntrySchema),
  requestedAt: z.string(),
  /** When the shop first approved or rejected it; null until then. */
  decidedAt: z.nullable(z.string()),
  refund: z.nullable(ReturnRefundSchema),
  replacement: z.nullable(ReturnReplacementSchema),
});
export type Return = z.infer<typeof ReturnSchema>;

/** GET /orders/{id}/returns: the order's returns, newest first, each with its history. */
export const OrderReturnsSchema = dataEnvelopeSchema(ReturnSchema);
export type OrderReturns = z.infer<typeof OrderReturnsSchema>;

/**
 * A return in the admin's queue: the buyer, and `hoursWaiting`, whole hours since the request
 * while it is open (null once settled or rejected). `refundDefault` is what `PUT
 * /returns/{id}/refund` without an amount would refund now, in rupees (the lines' price, tax and
 * share of the discount, after the order's earlier refunds); null while the return cannot be
 * refunded (not yet approved or received, a replacement, settled or rejected, the order not
 * marked paid).
 */
export const AdminReturnSchema = z.extend(ReturnSchema, {
  email: z.string(),
  customerName: z.string(),
  paymentMethod: z.string(),
  hoursWaiting: z.nullable(z.int()),
  refundDefault: z.nullable(RupeesSchema),
});
export type AdminReturn = z.infer<typeof AdminReturnSchema>;

/** GET /admin/returns: open returns first, oldest request first; then the rest, newest first. */
export const AdminReturnListSchema = listEnvelopeSchema(AdminReturnSchema);
export type AdminReturnList = z.infer<typeof AdminReturnListSchema>;

// Query strings arrive as text: whole numbers only.
const queryNumber = (max: number) => {
  const parsed = z.pipe(
    z.pipe(z.string().check(z.regex(/^\d{1,9}$/, 'Must be a whole number')), z.transform(Number)),
    z.int().check(z.minimum(1, 'Must be at least 1'), z.maximum(max, `Must be at most ${max}`)),
  );
  z.globalRegistry.add(parsed, { type: 'integer', minimum: 1, maximum: max });
  return parsed;
};

export const AdminReturnQuerySchema = z.object({
  status: z.optional(z.enum(RETURN_STATUSES)),
  page: z._default(queryNumber(1_000_000), 1),
  limit: z._default(queryNumber(100), 20),
});
export type AdminReturnQuery = z.infer<typeof AdminReturnQuerySchema>;
