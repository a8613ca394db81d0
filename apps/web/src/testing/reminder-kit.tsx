import { CART_REMINDER_COPY } from '@skins/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { REMINDER_SAVE_DELAY_MS } from '#features/checkout/reminder/use-cart-reminder.ts';
import {
  CREATE,
  configWith,
  noContent,
  REMINDER,
  STORE_CONFIG,
  stubShop,
} from './checkout-fixtures.tsx';
import { type Answer, createdOrder, simulatedSuccess, verified } from './payment-fixtures.tsx';

// The cart reminder box's tests (features/checkout/reminder): the shop's API with the reminder's
// calls, the box, and the fields the draft is made of.

/** The shop's API, the reminder's PUT and DELETE answered by `reminder` (204 unless given). */
export function stubReminderShop(reminder: Answer[] = [noContent]) {
  return stubShop({
    [STORE_CONFIG]: [configWith({ whatsapp: false, sms: false })],
    [REMINDER]: reminder,
    [CREATE]: [() => createdOrder()],
    '/payments/simulate': [() => simulatedSuccess()],
    '/payments/verify-payment': [() => verified('ord-uuid-1', 'tok-1')],
  });
}

export type ReminderShop = ReturnType<typeof stubReminderShop>;

export const reminderBox = () =>
  screen.findByRole<HTMLInputElement>('checkbox', { name: CART_REMINDER_COPY.label });

/** Types into a field as the shopper does: one change, no leaving it. */
export function typeInto(label: 'First name' | 'Email', value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function leave(label: 'First name' | 'Email') {
  fireEvent.blur(screen.getByLabelText(label));
}

/** The reminder calls so far: their method and body. */
export const reminderCalls = (api: ReminderShop) =>
  api.callsTo(REMINDER).map((call) => ({ method: call.method, body: call.body }));

/** Waits for the reminder's `count`-th call and answers it. */
export async function nthReminderCall(api: ReminderShop, count: number) {
  await waitFor(() => expect(api.callsTo(REMINDER)).toHaveLength(count));
  return reminderCalls(api)[count - 1];
}

/** Lets every pending promise settle, so a call that was going to be sent has been. */
export async function settle() {
  await act(async () => {
    for (let round = 0; round < 5; round += 1) await Promise.resolve();
  });
}

/** The pause after typing passes (fake timers), and what it sends is sent. */
export async function pauseTyping() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(REMINDER_SAVE_DELAY_MS);
  });
}

export const draftOf = (
  items: readonly {
    productId: string;
    selectedBrand: string;
    selectedModel: string;
    quantity: number;
  }[],
  contact = { email: 'asha@example.in', firstName: 'Asha' },
) => ({ method: 'PUT', body: { ...contact, items, consent: true } });
