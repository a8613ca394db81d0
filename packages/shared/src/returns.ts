// API.md § Returns and replacements (issue [15]); docs/decisions/053-returns.md: the reasons,
// the statuses and their moves, the limits and the words. The calls' schemas: return-calls.ts.

// The return window lives in its own module, so a page that needs only it (the order lookup's
// island) loads none of the rest.
export { type ReturnWindow, returnWindowOf, trackedReturnWindow } from './return-window.ts';

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

/**
 * The reasons that are no fault of the skin: the shopper sends the unused skin back and is
 * refunded, never sent another (a replacement copies the order's line, the same model).
 * Decision 053.
 */
export const REFUND_ONLY_REASONS: readonly ReturnReason[] = ['WrongModelOrdered', 'ChangedMind'];

/** What the shopper may ask for: an unused return (see REFUND_ONLY_REASONS) is refunded only. */
export function resolutionsFor(reason: ReturnReason): readonly ReturnResolution[] {
  return REFUND_ONLY_REASONS.includes(reason) ? ['Refund'] : RETURN_RESOLUTIONS;
}

/** Why a refund-only reason cannot be replaced, in the shopper's words; undefined for a fault. */
export function refundOnlyNote(reason: ReturnReason): string | undefined {
  if (reason === 'ChangedMind') return RETURN_MESSAGES.changedMindRefundOnly;
  if (reason === 'WrongModelOrdered') return RETURN_MESSAGES.wrongModelOrderedRefundOnly;
  return undefined;
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
 * back to Requested on the shopper's answer, or Rejected when the shopper never answers
 * (decision 053); a refund's Approved → Received → Refunded (a
 * faulty skin's refund may skip Received: nothing comes back), a replacement's Approved →
 * ReplacementShipped, and Approved → Rejected when the approval cannot be carried out (nothing
 * to refund, the goods never came back, no replacement can be made; decision 053). Rejected,
 * Refunded and ReplacementShipped never move again.
 */
export function canMoveReturn(facts: ReturnMoveFacts, to: ReturnStatus): boolean {
  const { status, reason, resolution } = facts;
  switch (status) {
    case 'Requested':
      return to === 'Approved' || to === 'Rejected' || to === 'InfoRequested';
    case 'InfoRequested':
      return to === 'Requested' || to === 'Rejected';
    case 'Approved':
      // Rejected: the owner closes an approval that cannot be carried out (decision 053).
      if (to === 'Rejected') return true;
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
  wrongModelOrderedRefundOnly: 'A skin ordered for the wrong model can be refunded, not replaced.',
  notDelivered: 'A return can be started once the order has been delivered.',
  nothingPaid: 'Nothing was paid for these items, so there is nothing to refund.',
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

/**
 * 400 on `resolution`: a refund asked for items nothing was paid for (a replacement order, a
 * 100% coupon); a fault can still be replaced.
 */
export function nothingPaidMessage(reason: ReturnReason): string {
  return resolutionsFor(reason).includes('Replacement')
    ? `${RETURN_MESSAGES.nothingPaid} Choose a replacement instead.`
    : RETURN_MESSAGES.nothingPaid;
}

/** 400 on a line asked for more than can still be returned. */
export function returnQuantityMessage(name: string, returnable: number): string {
  return returnable === 0
    ? `${name} has already been returned in full.`
    : `You can return at most ${returnable} of ${name}.`;
}

/** A status as the owner reads it in a sentence ("This return is …"). */
const STATUS_WORDS: Readonly<Record<ReturnStatus, string>> = {
  Requested: 'waiting for a decision',
  InfoRequested: 'waiting for the shopper’s answer',
  Approved: 'approved',
  Rejected: 'rejected',
  Received: 'received',
  Refunded: 'refunded',
  ReplacementShipped: 'settled with a replacement',
};

/** 409 on a move the status machine does not allow. */
export function returnMoveRefusedMessage(status: ReturnStatus, to: ReturnStatus): string {
  return `This return is ${STATUS_WORDS[status]} (${status}), so it cannot move to ${to}.`;
}

/** The acknowledgement the shopper reads on the page after sending the request. */
export function returnAcknowledgement(returnNumber: string): string {
  return `Your return ${returnNumber} is our ticket for it. We will answer within ${RETURN_ANSWER_HOURS} hours.`;
}
