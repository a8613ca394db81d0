import { formatInr } from '@skins/shared';
import { useCashOnDelivery } from '#features/gate/index.ts';

/**
 * The copy's one sentence about cash on delivery, or null while the shop does not take it
 * (COD_ENABLED off, the default): the pages mention it only when the server says it is on.
 */
export function useCashOnDeliveryOffer(): string | null {
  const cod = useCashOnDelivery();
  if (!cod) return null;
  return `Cash on delivery is also available on orders up to ${formatInr(cod.maxOrderRupees * 100)}: you pay in cash when your order arrives.`;
}

/** The sentence as a paragraph (or a list item), only when cash on delivery is on. */
export function CashOnDeliveryNote({ as: Tag = 'p' }: { as?: 'p' | 'li' }) {
  const offer = useCashOnDeliveryOffer();
  return offer ? <Tag>{offer}</Tag> : null;
}
