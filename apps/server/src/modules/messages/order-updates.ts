import { type MessagingConfig, orderUpdateChannels } from '../../messaging-config.ts';
import type { OrderUpdatesNote } from '../orders/index.ts';
import { messagePhone, shownPhone } from './message-phone.ts';
import { stopUrl } from './stop-link.ts';

// What the checkout needs of order updates (decision 060): whether its consent box counts, and
// what the confirmation mail of an order with consent says about them.

export interface OrderUpdates {
  /**
   * A channel is configured, so the shipping step shows the box and its tick is consent; with
   * none the tick is ignored (the box is not shown).
   */
  isOffered: boolean;
  /** The confirmation mail's lines for an order with consent: the channel, number, stop link. */
  noteFor(phone: string): OrderUpdatesNote | null;
}

export function orderUpdates(settings: {
  messaging: Pick<MessagingConfig, 'whatsapp' | 'sms'>;
  publicUrl: string;
  secret: string;
}): OrderUpdates {
  const { messaging, publicUrl, secret } = settings;
  const offered = orderUpdateChannels(messaging);
  const channel = offered.whatsapp ? 'WhatsApp' : offered.sms ? 'SMS' : null;
  return {
    isOffered: channel !== null,
    noteFor: (phone) => {
      if (channel === null) return null;
      const to = messagePhone(phone);
      return { channel, phone: shownPhone(to), stopUrl: stopUrl(publicUrl, secret, to) };
    },
  };
}
