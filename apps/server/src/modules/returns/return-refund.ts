import {
  canMoveReturn,
  formatInr,
  paiseToRupees,
  REFUND_TIME_WORDING,
  type RefundFigures,
  type RefundReturnInput,
  refundFiguresFor,
  rupeesToPaise,
} from '@skins/shared';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { type CreditedFiguresRow, issueReturnCreditNote } from '../invoices/index.ts';
import type { OutgoingMail } from '../mail/index.ts';
import {
  deriveOrderToken,
  hashOrderToken,
  isGatewayRefusal,
  lockOrderForSettlement,
  orderDocumentUrl,
  type RefundGateway,
  type RefundOutcome,
  recordRefundedUnits,
  type SettlingOrder,
} from '../orders/index.ts';
import { RETURN_MAIL_KINDS, type ReturnMailFacts, returnMail } from './return-mails.ts';
import {
  type LockedReturn,
  moveRefused,
  moveReturn,
  type ReturnsDeps,
  returnNumber,
  stepReturn,
} from './return-moves.ts';
import { returnWorth } from './return-worth.ts';

// PUT /api/returns/{id}/refund (decision 054): the returned lines' price, tax and discount share
// given back through the gateway (or by hand, for cash on delivery and manual orders), with a
// credit note for those lines, the status change and its one mail in one transaction.

export const RETURN_REFUND_FAILED_MESSAGE =
  'The payment gateway refused this refund or did not answer, so the return was not marked refunded. Trying again is safe: the gateway is asked first for a refund it already made for this return, so it is never refunded twice.';
const NOT_PAID_MESSAGE =
  'This order is not marked paid, so there is nothing to refund yet. Mark it paid first.';
const NOTHING_TO_REFUND_MESSAGE =
  'Nothing was paid for these items, so there is nothing to refund.';
const REFERENCE_NEEDED_MESSAGE =
  'This order was not paid through the payment gateway: refund it by UPI or bank transfer and give its reference.';

export interface RefundDeps extends ReturnsDeps {
  gateway: RefundGateway;
}

function invalid(field: string, message: string): AppError {
  return new AppError(400, 'VALIDATION_FAILED', 'Some fields are invalid.', {
    fields: { [field]: message },
  });
}

/** The credit note's figures: the refund's, with the returned lines' snapshots. */
function creditedFigures(order: SettlingOrder, figures: RefundFigures): CreditedFiguresRow {
  return {
    ...figures,
    lines: figures.lines.map(({ index, ...line }) => {
      const bought = order.lines[index];
      if (!bought) throw new Error(`order ${order.id} has no line ${index}`);
      const { name, brand, model, hsnCode, priceInPaise } = bought;
      return { name, brand, model, hsnCode, priceInPaise, ...line };
    }),
  };
}

/** A call to the gateway; any failure of it is 502 with the gateway's words for the admin. */
async function askGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (failure) {
    throw gatewayFailed(failure);
  }
}

function gatewayFailed(failure: unknown): AppError {
  // Admin-only: the gateway's own words help whoever has to sort it out.
  const details = isGatewayRefusal(failure)
    ? { gatewayCode: failure.code, gatewayDescription: failure.description }
    : undefined;
  const error = new AppError(502, 'GATEWAY_ERROR', RETURN_REFUND_FAILED_MESSAGE, details);
  error.cause = failure;
  return error;
}

/**
 * The refund an earlier attempt made for this return, recorded now if it is the amount asked;
 * else 409 for a person to look (nothing more is refunded).
 */
function earlierRefund(made: readonly RefundOutcome[], amountInPaise: number): string | null {
  const [refund, ...more] = made;
  if (refund && more.length === 0 && refund.amountInPaise === amountInPaise) {
    return refund.id ?? null;
  }
  const ids = made.map((one) => one.id ?? 'no id').join(', ');
  const message =
    refund && more.length === 0
      ? `The payment gateway already refunded ${formatInr(refund.amountInPaise)} for this return (${ids}), not the ${formatInr(amountInPaise)} asked now, so nothing more was refunded. Refund ${formatInr(refund.amountInPaise)} to record that refund, or look into it in the Razorpay Dashboard.`
      : `The payment gateway already made ${made.length} refunds for this return (${ids}), so nothing more was refunded. Look into them in the Razorpay Dashboard.`;
  throw new AppError(409, 'CONFLICT', message, {
    gatewayRefunds: made.map((one) => ({
      id: one.id ?? null,
      amount: paiseToRupees(one.amountInPaise),
    })),
  });
}

/**
 * The gateway's refund of `amountInPaise`, inside the refund's transaction, at most once per
 * return whatever fails after it: a refund an earlier attempt made (its answer lost, or its
 * transaction rolled back after it) is found by the return's notes and recorded instead of made
 * again, and a new one is keyed by the return (`X-Refund-Idempotency`), so one still on its way
 * is not doubled either. Refused, failed or unanswered: 502.
 */
async function refundThroughGateway(
  gateway: RefundGateway,
  paymentId: string,
  amountInPaise: number,
  locked: LockedReturn,
  tx: Tx,
): Promise<string | null> {
  const notes = {
    order_id: locked.order.id,
    order_number: String(locked.order.number),
    return_number: returnNumber(locked.row),
  };
  const earlier = await askGateway(() => gateway.findRefunds(paymentId, notes));
  const made = earlier.filter((refund) => refund.status !== 'failed');
  if (made.length > 0) return earlierRefund(made, amountInPaise);
  // A failed refund moved no money: the next attempt needs a key of its own.
  const key = `return-${locked.row.id}-${earlier.length}`;
  const refunded = await askGateway(() =>
    gateway.refundPayment(paymentId, amountInPaise, notes, tx, key),
  );
  if (refunded.status === 'failed') throw gatewayFailed(null);
  return refunded.id ?? null;
}

interface RefundMailFacts {
  amountInPaise: number;
  gatewayRefundId: string | null;
  reference: string | null;
  creditNote: { number: string; url: string | null } | null;
}

export function returnRefundedMail(facts: ReturnMailFacts, refund: RefundMailFacts): OutgoingMail {
  const amount = formatInr(refund.amountInPaise);
  const { creditNote } = refund;
  return returnMail(facts, {
    kind: RETURN_MAIL_KINDS.refunded,
    subject: `Your return ${facts.returnNumber} is refunded (order #${facts.orderNumber})`,
    heading: 'Your return is refunded',
    paragraphs: [
      `Hi ${facts.firstName}, we refunded ${amount} for your return ${facts.returnNumber}.`,
      refund.reference === null
        ? REFUND_TIME_WORDING
        : 'We sent it by UPI or bank transfer; the reference below identifies the payment.',
    ],
    details: [
      { label: 'Amount refunded', value: amount },
      ...(refund.gatewayRefundId
        ? [{ label: 'Refund reference', value: refund.gatewayRefundId }]
        : []),
      ...(refund.reference ? [{ label: 'Payment reference', value: refund.reference }] : []),
      ...(creditNote
        ? [
            {
              label: 'Credit note',
              value: creditNote.url ? `${creditNote.number}\n${creditNote.url}` : creditNote.number,
            },
          ]
        : []),
    ],
  });
}

/** The credit note's download link with the order's token; null when the token is not derived. */
function creditNoteUrl(deps: RefundDeps, locked: LockedReturn): string | null {
  const token = deriveOrderToken(deps.secret, locked.order.id);
  if (hashOrderToken(token) !== locked.order.tokenHash) return null;
  const url = orderDocumentUrl(deps.publicUrl, locked.order.id, token, 'credit-note');
  return `${url}&${new URLSearchParams({ return: locked.row.id })}`;
}

/** What this return refunds: its worth after the order's earlier refunds, and the amount asked. */
async function priceRefund(
  tx: Tx,
  locked: LockedReturn,
  input: RefundReturnInput,
): Promise<{ order: SettlingOrder; worth: RefundFigures; amountInPaise: number }> {
  const order = await lockOrderForSettlement(tx, locked.row.orderId);
  if (!order) throw new Error(`return ${locked.row.id} has no order`);
  if (order.paymentStatus !== 'Completed') {
    throw new AppError(409, 'CONFLICT', NOT_PAID_MESSAGE, { paymentStatus: order.paymentStatus });
  }
  const worth = await returnWorth(
    tx,
    order,
    locked.row.id,
    locked.lines.map((line) => ({ itemId: line.orderItemId, quantity: line.quantity })),
  );
  if (worth.amountInPaise === 0) throw new AppError(409, 'CONFLICT', NOTHING_TO_REFUND_MESSAGE);
  const amountInPaise =
    input.amount === undefined ? worth.amountInPaise : rupeesToPaise(input.amount);
  if (amountInPaise > worth.amountInPaise) {
    throw invalid(
      'amount',
      `The refund can be at most ${formatInr(worth.amountInPaise)}: these items’ price, tax and discount share.`,
    );
  }
  return { order, worth, amountInPaise };
}

/**
 * Refunds a `Received` return, or an `Approved` one for a fault of the skin (shared
 * `canMoveReturn`), once: under the return's row lock, then the order's (its earlier refunds
 * price this one), the gateway refund, the credit note and the `Refunded` move with its mail.
 */
export async function refundReturn(
  deps: RefundDeps,
  returnId: string,
  input: RefundReturnInput,
  actor: string | null,
): Promise<void> {
  await stepReturn(deps, returnId, async (tx, locked) => {
    if (!canMoveReturn(locked.row, 'Refunded')) throw moveRefused(locked.row, 'Refunded');
    const { order, worth, amountInPaise } = await priceRefund(tx, locked, input);
    const paymentId = order.razorpayPaymentId;
    const reference = paymentId === null ? (input.reference ?? null) : null;
    if (paymentId === null && reference === null) {
      throw invalid('reference', REFERENCE_NEEDED_MESSAGE);
    }
    const gatewayRefundId = paymentId
      ? await refundThroughGateway(deps.gateway, paymentId, amountInPaise, locked, tx)
      : null;
    const at = new Date();
    // Every paid order has its invoice; a replacement has none, but nothing to refund either.
    const creditNoteNumber = order.invoiceNumber
      ? await issueReturnCreditNote(
          tx,
          {
            orderId: order.id,
            returnId: locked.row.id,
            returnNumber: returnNumber(locked.row),
            figures: creditedFigures(order, refundFiguresFor(worth, amountInPaise)),
          },
          at,
        )
      : null;
    const creditNote = creditNoteNumber
      ? { number: creditNoteNumber, url: creditNoteUrl(deps, locked) }
      : null;
    const mail = await moveReturn(tx, deps.mail, locked, {
      to: 'Refunded',
      actor,
      note: [
        `Refunded ${formatInr(amountInPaise)}`,
        gatewayRefundId ? `gateway refund ${gatewayRefundId}` : null,
        reference ? `reference ${reference}` : null,
        creditNoteNumber ? `credit note ${creditNoteNumber}` : null,
      ]
        .filter((part) => part !== null)
        .join(', '),
      set: {
        refundInPaise: amountInPaise,
        refundedAt: at,
        creditNoteNumber,
        gatewayRefundId,
        refundReference: reference,
      },
      mail: (facts) =>
        returnRefundedMail(facts, { amountInPaise, gatewayRefundId, reference, creditNote }),
    });
    // The lines' refunded units, which orders keeps: a line refunded in full is not reviewable.
    await recordRefundedUnits(
      tx,
      order.id,
      locked.lines.map((line) => ({ itemId: line.orderItemId, quantity: line.quantity })),
    );
    return [mail];
  });
}
