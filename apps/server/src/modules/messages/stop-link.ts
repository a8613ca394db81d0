import type { OptOutText } from '../../http/opt-out-page.ts';
import { isOptOutSignature, signOptOut } from '../../http/opt-out-token.ts';

// The order confirmation mail's link that stops WhatsApp and SMS order updates to the order's
// phone (`/messages/stop?phone=91…&token=…`), the way out beside `STOP` on WhatsApp. The token is
// signed for the phone, so only whoever got the mail can stop that phone's updates.

const PURPOSE = 'order-updates-stop';
export const STOP_PATH = '/messages/stop';

/** `phone` as messages address it: `91XXXXXXXXXX`. */
export function createStopToken(secret: string, phone: string): string {
  return signOptOut(secret, PURPOSE, phone);
}

export function isValidStopToken(secret: string, phone: string, token: string): boolean {
  return isOptOutSignature(secret, PURPOSE, phone, token);
}

export function stopUrl(publicUrl: string, secret: string, phone: string): string {
  const query = new URLSearchParams({ phone, token: createStopToken(secret, phone) });
  return `${publicUrl}${STOP_PATH}?${query}`;
}

export const STOP_TEXT = {
  confirmHeading: 'Stop order updates on WhatsApp and SMS?',
  confirm: (phone: string) =>
    `We will send no more order updates to ${phone} on WhatsApp or by SMS. Your order emails stay as they are.`,
  button: 'Stop order updates',
  doneHeading: 'Order updates stopped',
  done: (phone: string) =>
    `We will send no more order updates to ${phone} on WhatsApp or by SMS. To get them again, tick “Send me order updates” at your next checkout: updates then come for that order.`,
  invalidHeading: 'This link is not valid',
  invalid:
    'It may be incomplete or changed. Open the link in your order confirmation email again, or contact us and we will stop the updates for you.',
  home: 'Back to the shop',
} as const satisfies OptOutText;
