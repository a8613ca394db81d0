import type { Order, OrderTracking, Return } from '@skins/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { saveOrderToken } from '#features/orders/index.ts';
import { FakeUpload } from './fake-upload.ts';
import { jsonResponse } from './fixtures.ts';
import { ORDER_ID } from './order-fixtures.ts';
import { renderOrderRoute } from './render-order-route.tsx';
import { buildDeliveredOrder, buildDeliveredTracking } from './returns-fixtures.ts';
import { buildStoreConfig } from './store-config.ts';
import { type ApiCall, stubApiCalls } from './stub-api-calls.ts';

/** Where the order's returns are read and sent. */
export const RETURNS_PATH = `/orders/${ORDER_ID}/returns`;

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

/**
 * For a test file of the return form: each test starts with the order's token saved and photo
 * uploads caught by FakeUpload, and ends with them released.
 */
export function prepareReturnForm() {
  beforeEach(() => {
    window.sessionStorage.clear();
    saveOrderToken(ORDER_ID, 'tok-1');
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
  });

  afterEach(() => {
    FakeUpload.sent = [];
    vi.unstubAllGlobals();
  });
}

/** The server's 201 for a return sent: R1001, Requested. */
export const returnCreated = () =>
  jsonResponse({ _id: 'r-1', number: 'R1001', status: 'Requested' }, 201);

/**
 * Opens the page of an order delivered 2 days ago, with no returns yet unless `answers` say
 * otherwise.
 */
export function openDeliveredOrderPage(answers: Partial<Parameters<typeof stubOrderPage>[0]> = {}) {
  const api = stubOrderPage({
    order: buildDeliveredOrder(),
    tracking: buildDeliveredTracking(2),
    returns: [],
    ...answers,
  });
  renderOrderRoute(`/order-confirmation/${ORDER_ID}`);
  return api;
}

/** Ticks the form's radio named `name`. */
export const chooseOption = (form: HTMLElement, name: string) =>
  fireEvent.click(within(form).getByRole('radio', { name }));

/** Presses the form's "Send return request". */
export const sendReturnRequest = (form: HTMLElement) =>
  fireEvent.click(within(form).getByRole('button', { name: 'Send return request' }));
