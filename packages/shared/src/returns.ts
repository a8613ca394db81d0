import * as z from 'zod/mini';
import { dataEnvelopeSchema, listEnvelopeSchema, RupeesSchema } from './contract.ts';
import { ShipOrderInputSchema } from './couriers.ts';

// API.md § Returns and replacements (issue [15]); docs/decisions/053-returns.md.

export const RETURN_REASONS = [
  'Misprint',
  'Damaged',
  'WrongModelSent',
  'PeelingOrBubbles',
  'WrongModelOrdered',
  'ChangedMind',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** The reasons as the shopper reads them (the form, the mails, the order page). */
export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  Misprint: 'Misprint',
  Damaged: 'Damaged',
  WrongModelSent: 'Wrong model sent',
  PeelingOrBubbles: 'Peeling or bubbles',
  WrongModelOrdered: 'Wrong model ordered',
  ChangedMind: 'Changed my mind',
};

/** A fault of the skin or of the shop: a photo shows it, so one is required. */
export const RETURN_REASONS_NEEDING_PHOTOS: readonly ReturnReason[] = [
  'Misprint',
  'Damaged',
  'WrongModelSent',
  'PeelingOrBubbles',
];

export function isPhotoRequired(reason: ReturnReason): boolean {
  return RETURN_REASONS_NEEDING_PHOTOS.includes(reason);
}

export const RETURN_RESOLUTIONS = ['Replacement', 'Refund'] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];

/** What the shopper may ask for: a change of mind is refunded (unused), never replaced. */
export function resolutionsFor(reason: ReturnReason): readonly ReturnResolution[] {
  return reason === 'ChangedMind' ? ['Refund'] : RETURN_RESOLUTIONS;
}

/**
 * A refund for a reason that is no fault of the skin (a change of mind, the wrong model ordered)
 * is for unused goods: the shop waits to receive them before refunding. A faulty skin's refund
 * needs no parcel back; the photo is the proof.
 */
export function needsGoodsBack(reason: ReturnReason, resolution: ReturnResolution): boolean {
  return resolution === 'Refund' && !isPhotoRequired(reason);
}

export const RETURN_STATUSES = [
  'Requested',
  'InfoRequested',
  'Approved',
  'Rejected',
  'Received',
  'Refunded',
  'ReplacementShipped',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Statuses still waiting on the shop or the shopper; the others are settled or refused. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = [
  'Requested',
  'InfoRequested',
  'Approved',
  'Received',
];

export function isReturnOpen(status: ReturnStatus): boolean {
  return OPEN_RETURN_STATUSES.includes(status);
}

/** The statuses in the shopper's words (order page, tracking page). */
export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  Requested: 'Waiting for our answer',
  InfoRequested: 'We need more information from you',
  Approved: 'Approved',
  Rejected: 'Not accepted',
  Received: 'Received by us',
  Refunded: 'Refunded',
  ReplacementShipped: 'Replacement shipped',
};

/** The parts of a return its moves depend on. */
export interface ReturnMoveFacts {
  status: ReturnStatus;
  reason: ReturnReason;
  resolution: ReturnResolution;
}

/**
 * Every move a return may make (API.md): Requested → Approved | Rejected | InfoRequested, and
 * back to Requested on the shopper's answer; a refund's Approved → Received → Refunded (a
 * faulty skin's refund may skip Received: nothing comes back), a replacement's Approved →
 * ReplacementShipped. Rejected, Refunded and ReplacementShipped never move again.
 */
export function canMoveReturn(facts: ReturnMoveFacts, to: ReturnStatus): boolean {
  const { status, reason, resolution } = facts;
  switch (status) {
    case 'Requested':
      return to === 'Approved' || to === 'Rejected' || to === 'InfoRequested';
    case 'InfoRequested':
      return to === 'Requested';
    case 'Approved':
      if (resolution === 'Replacement') return to === 'ReplacementShipped';
      return to === 'Received' || (to === 'Refunded' && !needsGoodsBack(reason, resolution));
    case 'Received':
      return to === 'Refunded';
    default:
      return false;
  }
}

/** The shop promises an answer within this many hours of a request (the grievance rules). */
export const RETURN_ANSWER_HOURS = 48;
export const RETURN_DETAILS_MAX_LENGTH = 2000;
export const RETURN_MESSAGE_MAX_LENGTH = 2000;
export const RETURN_MAX_PHOTOS = 5;
const RETURN_NOTE_MAX_LENGTH = 500;
const RETURN_QUESTION_MAX_LENGTH = 1000;
const RETURN_MAX_LINES = 50;
const RETURN_REFERENCE_MAX_LENGTH = 100;

/** The words the shopper and the owner read; the server's answers use them word for word. */
export const RETURN_MESSAGES = {
  lines: 'Choose at least one item to return.',
  duplicateLine: 'Each item can be listed once.',
  quantity: 'Choose how many, from 1.',
  unknownLine: 'This item is not part of the order.',
  reason: 'Choose what went wrong.',
  details: 'Tell us what happened.',
  detailsTooLong: `Keep the details to ${RETURN_DETAILS_MAX_LENGTH.toLocaleString('en-IN')} characters or fewer.`,
  photosRequired: 'Add at least one photo that shows the problem.',
  photos: `Add up to ${RETURN_MAX_PHOTOS} photos.`,
  badPhotos: 'Upload these photos again for this order, then send the request.',
  resolution: 'Choose a replacement or a refund.',
  changedMindRefundOnly: 'A change of mind can be refunded, not replaced.',
  notDelivered: 'A return can be started once the order has been delivered.',
  messageBody: 'Write your answer.',
  messageTooLong: `Keep your answer to ${RETURN_MESSAGE_MAX_LENGTH.toLocaleString('en-IN')} characters or fewer.`,
  notAwaitingAnswer: 'This return is not waiting for an answer from you.',
  rejectReason: 'Give the reason the shopper will read.',
  question: 'Write the question the shopper will read.',
  notFound: 'Return not found',
} as const;

/** 409 RETURN_WINDOW_CLOSED after the window: how long it was, so the shopper knows why. */
export function returnWindowClosedMessage(windowDays: number): string {
  return `Returns can be started within ${windowDays} days of delivery, and this order's ${windowDays} days have passed.`;
}

/** 400 on a line asked for more than can still be returned. */
export function returnQuantityMessage(name: string, returnable: number): string {
  return returnable === 0
    ? `${name} has already been returned in full.`
    : `You can return at most ${returnable} of ${name}.`;
}

/** 409 on a move the status machine does not allow. */
export function returnMoveRefusedMessage(status: ReturnStatus, to: ReturnStatus): string {
  return `This return is ${RETURN_STATUS_LABELS[status].toLowerCase()} (${status}), so it cannot move to ${to}.`;
}

/** The acknowledgement the shopper reads on the page after sending the request. */
export function returnAcknowledgement(returnNumber: string): string {
  return `Your return ${returnNumber} is our ticket for it. We will answer within ${RETURN_ANSWER_HOURS} hours.`;
}

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
    z.refine((input) => resolutionsFor(input.reason).includes(input.resolution), {
      message: RETURN_MESSAGES.changedMindRefundOnly,
      path: ['resolution'],
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
 * while it is open (null once settled or rejected).
 */
export const AdminReturnSchema = z.extend(ReturnSchema, {
  email: z.string(),
  customerName: z.string(),
  paymentMethod: z.string(),
  hoursWaiting: z.nullable(z.int()),
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
