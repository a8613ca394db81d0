import { canMoveReturn, type ShipReplacementInput } from '@skins/shared';
import type { OutgoingMail } from '../mail/index.ts';
import { insertReplacementOrder, type ReplacementOrder } from '../orders/index.ts';
import { RETURN_MAIL_KINDS, type ReturnMailFacts, returnMail } from './return-mails.ts';
import {
  moveRefused,
  moveReturn,
  type ReturnsDeps,
  returnNumber,
  stepReturn,
} from './return-moves.ts';

// PUT /api/returns/{id}/ship-replacement (decision 054): an approved replacement leaves as a
// linked Rs. 0 order with its own number, token and shipment, mailed once, in one transaction.

export function replacementShippedMail(
  facts: ReturnMailFacts,
  replacement: ReplacementOrder,
): OutgoingMail {
  const { shipment } = replacement;
  return returnMail(
    // The button opens the replacement's own tracking page, not the original order's.
    { ...facts, trackingUrl: replacement.orderUrl },
    {
      kind: RETURN_MAIL_KINDS.replacementShipped,
      subject: `Your replacement for return ${facts.returnNumber} has shipped (order #${replacement.number})`,
      heading: 'Your replacement is on its way',
      paragraphs: [
        `Hi ${facts.firstName}, we sent the replacement for your return ${facts.returnNumber} at no cost, as order #${replacement.number}.`,
        'You do not need to send anything back.',
      ],
      details: [
        { label: 'Replacement order', value: `#${replacement.number}` },
        { label: 'Courier', value: shipment.courier },
        { label: 'Tracking number', value: shipment.trackingNumber },
        { label: 'Courier’s tracking page', value: shipment.trackingUrl },
        {
          label: 'Items',
          value: facts.lines
            .map((line) => `${line.quantity} × ${line.name} (${line.model})`)
            .join('\n'),
        },
      ],
      action: 'Track your replacement',
    },
  );
}

/**
 * Ships an approved replacement once: under the return's row lock, the Rs. 0 order
 * (`insertReplacementOrder`), the `ReplacementShipped` move naming it, and its one mail.
 */
export async function shipReplacement(
  deps: ReturnsDeps,
  returnId: string,
  input: ShipReplacementInput,
  actor: string | null,
): Promise<void> {
  let isSoldOutChanged = false;
  await stepReturn(deps, returnId, async (tx, locked) => {
    if (!canMoveReturn(locked.row, 'ReplacementShipped')) {
      throw moveRefused(locked.row, 'ReplacementShipped');
    }
    const number = returnNumber(locked.row);
    const replacement = await insertReplacementOrder(tx, deps, {
      originalOrderId: locked.order.id,
      lines: locked.lines.map((line) => ({ itemId: line.orderItemId, quantity: line.quantity })),
      shipment: input,
      actor,
      note: `Replacement for return ${number} of order #${locked.order.number}`,
    });
    const { courier, trackingNumber } = replacement.shipment;
    const mail = await moveReturn(tx, deps.mail, locked, {
      to: 'ReplacementShipped',
      actor,
      note: `Order #${replacement.number}: ${courier} ${trackingNumber}`,
      set: { replacementOrderId: replacement.orderId },
      mail: (facts) => replacementShippedMail(facts, replacement),
    });
    if (replacement.isSoldOutChanged) isSoldOutChanged = true;
    return [mail, ...replacement.stockMails];
  });
  if (isSoldOutChanged) deps.stock?.soldOutChanged();
}
