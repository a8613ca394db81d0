import { orderUpdatesConsentLabel, type StoreConfig } from '@skins/shared';
import { useMessageChannels } from '#features/gate/index.ts';

// Order updates beyond mail (issue [16]) as the pages of words describe them: only while the
// server has a channel (the store config's `messages`, read from the answer the page's render
// fetched), in the words of the checkout's box, and with the way out that channel really has:
// `STOP` is answered on WhatsApp only; the confirmation mail's stop link works for both.

/** What the confirmation, shipped, delivered, cancelled, refunded and return messages say. */
export const ORDER_UPDATE_EVENTS =
  'the confirmation of your order with its amount, the courier and tracking number (AWB) when it ships, its delivery, a cancellation or refund, and each step of a return';

export interface OrderUpdatesOffer {
  /** The checkout box's words: "Send me order updates on WhatsApp" (or by SMS). */
  consentLabel: string;
  /** How they travel, as a sentence's end. */
  route: string;
  /** Who carries them, for "who we share data with". */
  carriers: string;
  /** How to end them. */
  howToStop: string;
  /** "on WhatsApp" or "by SMS", for a question. */
  channelWords: string;
}

export function orderUpdatesOffer(channels: StoreConfig['messages']): OrderUpdatesOffer | null {
  const consentLabel = orderUpdatesConsentLabel(channels);
  if (!consentLabel) return null;
  const stopLink = 'use the link in your order confirmation mail';
  if (!channels.whatsapp) {
    return {
      consentLabel,
      route: 'by SMS, through an Indian SMS provider',
      carriers: 'our SMS provider, which receives your phone number and the text of each update',
      howToStop: `To stop them, ${stopLink}.`,
      channelWords: 'by SMS',
    };
  }
  return {
    consentLabel,
    route: channels.sms
      ? "on WhatsApp, through Meta's WhatsApp Business platform, or by SMS through an Indian SMS provider when WhatsApp cannot reach your number"
      : "on WhatsApp, through Meta's WhatsApp Business platform",
    carriers: channels.sms
      ? 'Meta (WhatsApp) and our SMS provider, which receive your phone number and the text of each update'
      : 'Meta (WhatsApp), which receives your phone number and the text of each update',
    howToStop: `To stop them, reply STOP to any of them on WhatsApp, or ${stopLink}.`,
    channelWords: 'on WhatsApp',
  };
}

/** The offer while the shop has a channel, else null (also while the config is not at hand). */
export function useOrderUpdatesOffer(): OrderUpdatesOffer | null {
  const channels = useMessageChannels();
  return channels ? orderUpdatesOffer(channels) : null;
}
