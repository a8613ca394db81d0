import { CART_REMINDER_COPY } from '@skins/shared';
import { useId } from 'react';
import { ConsentCheckbox } from '../shipping/consent-checkbox.tsx';
import type { CartReminder } from './use-cart-reminder.ts';

/** The shipping step's unticked reminder box, in the shared words (issue [16]). */
export function CartReminderBox({ reminder }: { reminder: CartReminder }) {
  const id = useId();
  return (
    <ConsentCheckbox
      id={id}
      label={CART_REMINDER_COPY.label}
      hint={CART_REMINDER_COPY.hint}
      checked={reminder.isOn}
      onChange={reminder.setIsOn}
    />
  );
}
