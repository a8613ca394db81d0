import {
  type CartReminderInput,
  CartReminderInputSchema,
  type CartReminderLine,
} from '@skins/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readReminderChoice, writeReminderChoice } from '../checkout-session.ts';
import { saveCartReminder } from './api/save-cart-reminder.ts';
import { withdrawCartReminder } from './api/withdraw-cart-reminder.ts';

/** A pause in typing before a changed email, name or cart is saved: not a request per key. */
export const REMINDER_SAVE_DELAY_MS = 1500;

interface CartReminderOptions {
  pipelineId: string;
  /** As typed: the shared schema trims and checks them. */
  email: string;
  firstName: string;
  items: readonly CartReminderLine[];
}

export interface CartReminder {
  isOn: boolean;
  /** Ticked: saved at once when the email and name allow it. Unticked: withdrawn. */
  setIsOn: (isOn: boolean) => void;
  /** Saves a waiting change now rather than after the pause (the shopper left the field). */
  saveNow: () => void;
}

/** The draft the server keeps, or null while the details are not enough for one. */
function reminderInputOf(
  email: string,
  firstName: string,
  items: readonly CartReminderLine[],
): CartReminderInput | null {
  const result = CartReminderInputSchema.safeParse({ email, firstName, items, consent: true });
  return result.success ? result.data : null;
}

/**
 * The shipping step's "Email me a reminder about this cart" (API.md § Cart reminders): nothing is
 * sent until it is ticked; then the draft is kept, and kept up to date as the email, the first
 * name or the cart change; unticking withdraws it. The server's answer never reaches the shopper:
 * a failed call is logged and the checkout goes on, the box as they set it.
 */
export function useCartReminder({
  pipelineId,
  email,
  firstName,
  items,
}: CartReminderOptions): CartReminder {
  const [isOn, setIsOnState] = useState(() => readReminderChoice(pipelineId));
  const input = isOn ? reminderInputOf(email, firstName, items) : null;
  const inputKey = input ? JSON.stringify(input) : null;
  // What the server was last asked to keep (null after a withdrawal), so a re-render or an
  // unchanged field sends nothing.
  const savedKey = useRef<string | null>(null);
  // The server may hold a draft: a save went, or the tick came back from this tab's last visit.
  const mayBeKept = useRef(isOn);
  const pendingSave = useRef<(() => void) | null>(null);
  const isTicking = useRef(false);
  // One call at a time, in order: a withdrawal never overtakes the save before it.
  const queue = useRef<Promise<void>>(Promise.resolve());

  const enqueue = useCallback((call: () => Promise<unknown>, failure: string) => {
    queue.current = queue.current.then(call).then(
      () => undefined,
      (error: unknown) => console.error(failure, error),
    );
  }, []);

  useEffect(() => {
    const isTick = isTicking.current;
    isTicking.current = false;
    if (!isOn || inputKey === null || inputKey === savedKey.current) return;
    const save = () => {
      pendingSave.current = null;
      savedKey.current = inputKey;
      mayBeKept.current = true;
      const body = JSON.parse(inputKey) as CartReminderInput;
      enqueue(() => saveCartReminder(pipelineId, body), 'The cart reminder could not be saved');
    };
    if (isTick) {
      save();
      return;
    }
    const timer = setTimeout(save, REMINDER_SAVE_DELAY_MS);
    pendingSave.current = () => {
      clearTimeout(timer);
      save();
    };
    return () => {
      clearTimeout(timer);
      pendingSave.current = null;
    };
  }, [isOn, inputKey, pipelineId, enqueue]);

  const setIsOn = useCallback(
    (next: boolean) => {
      writeReminderChoice(pipelineId, next);
      setIsOnState(next);
      if (next) {
        isTicking.current = true;
        return;
      }
      pendingSave.current = null;
      savedKey.current = null;
      if (!mayBeKept.current) return;
      mayBeKept.current = false;
      enqueue(() => withdrawCartReminder(pipelineId), 'The cart reminder could not be withdrawn');
    },
    [pipelineId, enqueue],
  );

  const saveNow = useCallback(() => pendingSave.current?.(), []);

  return { isOn, setIsOn, saveNow };
}
