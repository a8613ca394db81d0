import type { DeliveryStatus, OutboxChannel, OutboxMailSummary } from '@skins/shared';

// One outbox holds mails, WhatsApp messages and SMS (API.md § Messages beyond mail): how each
// row says which it is, whom it went to, and what its provider reported.

export const CHANNEL_LABELS: Record<OutboxChannel, string> = {
  email: 'Email',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
};

/** What one row of a channel is called in a sentence: 'This WhatsApp message failed…'. */
export const CHANNEL_NOUNS: Record<OutboxChannel, string> = {
  email: 'mail',
  whatsapp: 'WhatsApp message',
  sms: 'SMS',
};

/** Who the shop hands a row to: 'Sent again: WhatsApp took it.' */
export const CHANNEL_CARRIERS: Record<OutboxChannel, string> = {
  email: 'the mail server',
  whatsapp: 'WhatsApp',
  sms: 'the SMS provider',
};

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
};

// Meta reports delivered and read by its webhook; MSG91 reports nothing back, so an SMS stays
// at what the send itself answered.
export const DELIVERY_STATUS_HINTS: Record<DeliveryStatus, string> = {
  sent: 'The provider accepted it; no delivery report yet',
  delivered: 'It reached the shopper’s phone',
  read: 'The shopper opened it',
  failed: 'The provider could not deliver it',
};

const INDIAN_MOBILE = /^91(\d{5})(\d{5})$/;

/**
 * The row's recipient as staff read it: a WhatsApp or SMS number `919876543210` as
 * '+91 98765 43210'; a mail address, or a number in any other shape, as the server wrote it.
 */
export function formatRecipient(mail: Pick<OutboxMailSummary, 'channel' | 'to'>): string {
  if (mail.channel === 'email') return mail.to;
  const match = INDIAN_MOBILE.exec(mail.to);
  return match ? `+91 ${match[1]} ${match[2]}` : mail.to;
}

const BADGE =
  'inline-flex items-center whitespace-nowrap rounded-md px-1.5 py-0.5 font-medium text-xs ring-1 ring-inset';

// The word carries the meaning; the colour only helps tell the channels apart at a glance.
const CHANNEL_TONES: Record<OutboxChannel, string> = {
  email: 'bg-neutral-50 text-neutral-700 ring-neutral-300',
  whatsapp: 'bg-green-50 text-green-800 ring-green-200',
  sms: 'bg-violet-50 text-violet-800 ring-violet-200',
};

export function ChannelBadge({ channel }: { channel: OutboxChannel }) {
  return <span className={`${BADGE} ${CHANNEL_TONES[channel]}`}>{CHANNEL_LABELS[channel]}</span>;
}

/**
 * 'Delivery: Read', what the WhatsApp or SMS provider last reported, for a row of those channels
 * that has a report; nothing for a mail or a message not yet handed over.
 */
export function DeliveryStatusNote({
  mail,
  className = '',
}: {
  mail: Pick<OutboxMailSummary, 'channel' | 'deliveryStatus'>;
  className?: string;
}) {
  if (mail.channel === 'email' || mail.deliveryStatus === null) return null;
  const tone = mail.deliveryStatus === 'failed' ? 'text-red-800' : 'text-neutral-700';
  return (
    <span className={`${tone} ${className}`} title={DELIVERY_STATUS_HINTS[mail.deliveryStatus]}>
      Delivery: {DELIVERY_STATUS_LABELS[mail.deliveryStatus]}
    </span>
  );
}
