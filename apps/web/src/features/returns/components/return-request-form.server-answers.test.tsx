import { nothingPaidMessage, RETURN_REASON_LABELS } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#testing/fixtures.ts';
import { ORDER_ID } from '#testing/order-fixtures.ts';
import {
  chooseOption as choose,
  describeProblem,
  fieldsRefused,
  openDeliveredOrderPage as openOrderPage,
  openReturnForm,
  prepareReturnForm,
  RETURNS_PATH,
  sendReturnRequest as send,
  stubOrderPage,
} from '#testing/order-returns-kit.ts';
import { renderOrderRoute } from '#testing/render-order-route.tsx';
import { buildDeliveredOrder, buildDeliveredTracking } from '#testing/returns-fixtures.ts';
import { TEST_RETURN_WINDOW_DAYS, TEST_SELLER } from '#testing/store-config.ts';

// "Report a problem or return" on the order page (API.md § Returns and replacements): the
// server's answers to a request (fields refused, the window closed meanwhile, a failure), and
// whether the form is offered at all (the return window, an order not delivered). What the form
// sends and refuses on its own: return-request-form.choices.test.tsx. The test shop's window is
// TEST_RETURN_WINDOW_DAYS (12) days, not the demo's 7.

prepareReturnForm();

describe('report a problem or return', () => {
  it("shows the server's refusal of a quantity under its line", async () => {
    openOrderPage({
      write: () =>
        fieldsRefused({ 'lines.0.quantity': 'You can return at most 1 of Marble Arctic.' }),
    });
    const form = await openReturnForm();
    fireEvent.click(within(form).getByRole('checkbox', { name: /^Return Marble Arctic/ }));
    choose(form, RETURN_REASON_LABELS.WrongModelOrdered);
    describeProblem(form, 'Wrong one.');
    choose(form, 'A refund');
    send(form);

    expect(
      await within(form).findByText('You can return at most 1 of Marble Arctic.'),
    ).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toBe('Check the marked fields.');
  });

  it("shows the server's refusal of a refund nothing was paid for beside the choice", async () => {
    const message = nothingPaidMessage('ChangedMind');
    openOrderPage({
      write: () => fieldsRefused({ resolution: message }),
    });
    const form = await openReturnForm();
    fireEvent.click(within(form).getByRole('checkbox', { name: /^Return Marble Arctic/ }));
    choose(form, RETURN_REASON_LABELS.ChangedMind);
    describeProblem(form, 'Not for me.');
    send(form);

    const group = within(form).getByRole('group', { name: 'What would you like?' });
    expect(await within(group).findByText(message)).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toBe('Check the marked fields.');
  });

  it("shows the server's word when the window closed meanwhile, and a generic one when it failed", async () => {
    let answer = jsonResponse(
      {
        message:
          'Returns can be started within 12 days of delivery, and this order\u2019s 12 days have passed.',
        code: 'RETURN_WINDOW_CLOSED',
      },
      409,
    );
    openOrderPage({ write: () => answer });
    const form = await openReturnForm();
    fireEvent.click(within(form).getByRole('checkbox', { name: /^Return Marble Arctic/ }));
    choose(form, RETURN_REASON_LABELS.ChangedMind);
    describeProblem(form, 'Not for me.');
    send(form);
    expect((await within(form).findByRole('alert')).textContent).toMatch(/12 days have passed/);

    answer = jsonResponse({ message: 'Boom', code: 'INTERNAL' }, 500);
    send(form);
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        'We could not send your request. Please try again.',
      ),
    );
  });
});

describe('the return window', () => {
  it('after it closed: no button, the date it closed and the grievance officer to write to', async () => {
    openOrderPage({ tracking: buildDeliveredTracking(TEST_RETURN_WINDOW_DAYS + 1) });
    const line = await screen.findByText(/^Returns for this order closed on/);
    expect(line.textContent).toContain(`our grievance officer, ${TEST_SELLER.grievance.name}`);
    expect(
      within(line).getByRole('link', { name: TEST_SELLER.grievance.email }).getAttribute('href'),
    ).toBe(`mailto:${TEST_SELLER.grievance.email}`);
    expect(screen.queryByRole('button', { name: 'Report a problem or return' })).toBeNull();
  });

  it('an order not delivered has no returns section and asks for none', async () => {
    const api = stubOrderPage({
      order: buildDeliveredOrder({ status: 'Shipped' }),
      tracking: buildDeliveredTracking(1),
      returns: [],
    });
    renderOrderRoute(`/order-confirmation/${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Returns and problems' })).toBeNull();
    expect(api.callsTo(RETURNS_PATH)).toEqual([]);
  });
});
