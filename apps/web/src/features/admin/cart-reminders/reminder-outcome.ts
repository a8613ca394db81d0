import { type AdminCartReminder, CART_REMINDER_COPY } from '@skins/shared';
import { formatAdminDateTime } from '../components/format.ts';

type SkipReason = NonNullable<AdminCartReminder['skipped']>;

/** Why the sweep sent no mail for a cart, in the owner's words. */
export const SKIP_REASON_LABELS: Record<SkipReason, string> = {
  ordered: 'they ordered since',
  withdrawn: 'they opted out of reminders',
  unavailable: 'no product left',
  merged: 'merged with another cart',
};

/** The longer why, for the cell's tooltip (API.md § Cart reminders). */
const SKIP_REASON_HINTS: Record<SkipReason, string> = {
  ordered: 'This email placed an order after the cart was saved',
  withdrawn: 'This email followed a reminder’s stop link',
  unavailable: 'Every product in the cart has been withdrawn',
  merged: 'One reminder a day for one email: another cart of this email got it',
};

export type ReminderTone = 'sent' | 'not-sent' | 'due';

export interface ReminderOutcome {
  /** 'Sent', 'Not sent: no product left', 'Due'. */
  label: string;
  /** When: it went, the sweep decided, or it is due. */
  at: string;
  hint?: string;
  tone: ReminderTone;
  /** A note under it: the box unticked after the mail went. */
  note?: string;
}

/**
 * Where a saved cart's reminder is: sent (when), not sent and why, or due (when). A cart the
 * shopper unticked before its time is never reminded.
 */
export function describeReminder(reminder: AdminCartReminder): ReminderOutcome {
  const { remindedAt, skipped, withdrawn } = reminder;
  if (remindedAt !== null && skipped !== null) {
    return {
      label: `Not sent: ${SKIP_REASON_LABELS[skipped]}`,
      at: `Decided ${formatAdminDateTime(remindedAt)}`,
      hint: SKIP_REASON_HINTS[skipped],
      tone: 'not-sent',
    };
  }
  if (remindedAt !== null) {
    return {
      label: 'Sent',
      at: formatAdminDateTime(remindedAt),
      tone: 'sent',
      note: withdrawn ? 'Unticked since' : undefined,
    };
  }
  if (withdrawn) {
    return {
      label: 'Not sent: consent withdrawn',
      at: `Was due ${formatAdminDateTime(reminder.remindAt)}`,
      hint: `The shopper unticked “${CART_REMINDER_COPY.label}”`,
      tone: 'not-sent',
    };
  }
  return { label: 'Due', at: formatAdminDateTime(reminder.remindAt), tone: 'due' };
}
