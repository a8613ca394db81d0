import type { Order, OrderTracking, Return } from '@skins/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse } from './fixtures.ts';
import { ORDER_ID } from './order-fixtures.ts';
import { buildStoreConfig } from './store-config.ts';
import { type ApiCall, stubApiCalls } from './stub-api-calls.ts';

interface OrderPageAnswers {
  order: Order;
  tracking: OrderTracking;
  returns: Return[];
  /** The answer to anything else the page sends (a return, a photo, a message). */
  write?: (call: ApiCall) => Response | Promise<Response>;
}

/**
 * The order page's reads (the order, its track view, the store config, its returns) answered as
 * given; its writes by `write` (by default 500). `returns` may be changed between reads.
 */
export function stubOrderPage({ order, tracking, returns, write }: OrderPageAnswers) {
  const state = { returns };
  const api = stubApiCalls((call) => {
    if (call.method === 'GET') {
      if (call.path === `/orders/${ORDER_ID}`) return jsonResponse(order);
      if (call.path === `/orders/track-order/${ORDER_ID}`) return jsonResponse(tracking);
      if (call.path === '/store/config') return jsonResponse(buildStoreConfig());
      if (call.path === `/orders/${ORDER_ID}/returns`) return jsonResponse({ data: state.returns });
    }
    return write ? write(call) : jsonResponse({ message: 'Boom', code: 'INTERNAL' }, 500);
  });
  return { ...api, state };
}

/** The server's 400 for fields it refused, each with its message. */
export const fieldsRefused = (fields: Record<string, string>) =>
  jsonResponse(
    { message: 'Some fields are invalid.', code: 'VALIDATION_FAILED', details: { fields } },
    400,
  );

/** Opens the order page's "Report a problem or return" form, once the page has loaded. */
export async function openReturnForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Report a problem or return' }));
  return screen.getByRole('form', { name: 'Report a problem or return' });
}

/** Types the return's details. */
export const describeProblem = (form: HTMLElement, value: string) =>
  fireEvent.change(within(form).getByLabelText('Details (required)'), { target: { value } });
