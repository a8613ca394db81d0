import { RETURN_REASON_LABELS } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveOrderToken } from '#features/orders/index.ts';
import { jsonResponse } from '#testing/fixtures.ts';
import { ORDER_ID } from '#testing/order-fixtures.ts';
import {
  describeProblem,
  fieldsRefused,
  openReturnForm,
  stubOrderPage,
} from '#testing/order-returns-kit.ts';
import { renderOrderRoute } from '#testing/render-order-route.tsx';
import { buildDeliveredOrder, buildDeliveredTracking } from '#testing/returns-fixtures.ts';

// Where focus goes on the order page's returns, and what the form tells a screen reader.

const ORDER_PATH = `/order-confirmation/${ORDER_ID}`;

beforeEach(() => {
  window.sessionStorage.clear();
  saveOrderToken(ORDER_ID, 'tok-1');
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function openOrderPage(
  path = ORDER_PATH,
  answers: Partial<Parameters<typeof stubOrderPage>[0]> = {},
) {
  const api = stubOrderPage({
    order: buildDeliveredOrder(),
    tracking: buildDeliveredTracking(2),
    returns: [],
    ...answers,
  });
  renderOrderRoute(path);
  return api;
}

describe('focus on the order page’s returns', () => {
  it('moves to the form’s heading when it opens, and back to the button on Cancel', async () => {
    openOrderPage();
    const form = await openReturnForm();
    expect(document.activeElement).toBe(
      within(form).getByRole('heading', { name: 'Report a problem or return' }),
    );

    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Report a problem or return' }),
      ),
    );
  });

  it('moves to the “Return … sent” message when the request is sent', async () => {
    openOrderPage(ORDER_PATH, {
      write: () => jsonResponse({ _id: 'r-1', number: 'R1001', status: 'Requested' }, 201),
    });
    const form = await openReturnForm();
    fireEvent.click(within(form).getByRole('checkbox', { name: /^Return Marble Arctic/ }));
    fireEvent.click(within(form).getByRole('radio', { name: RETURN_REASON_LABELS.ChangedMind }));
    describeProblem(form, 'Not for me.');
    fireEvent.click(within(form).getByRole('button', { name: 'Send return request' }));

    const sent = (await screen.findByText('Return R1001 sent')).closest('[role="status"]');
    await waitFor(() => expect(document.activeElement).toBe(sent));
  });

  it('scrolls to the section and focuses its heading once it appears, for a …#returns link', async () => {
    const scrolled = spyOnScrolling();
    openOrderPage(`${ORDER_PATH}#returns`);

    const heading = await screen.findByRole('heading', { name: 'Returns and problems' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolled).toEqual([heading]);
  });

  it('leaves the page where it is without the #returns anchor', async () => {
    const scrolled = spyOnScrolling();
    openOrderPage();
    await screen.findByRole('button', { name: 'Report a problem or return' });
    expect(scrolled).toEqual([]);
    expect(document.activeElement).toBe(document.body);
  });
});

/** jsdom has no scrollIntoView: the elements the page scrolled to, in order. */
function spyOnScrolling(): Element[] {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  return scrolled;
}

describe('the return form for a screen reader', () => {
  it('marks Details required, in its name and as aria-required', async () => {
    openOrderPage();
    const form = await openReturnForm();
    const details = within(form).getByRole('textbox', { name: 'Details (required)' });
    expect(details.getAttribute('aria-required')).toBe('true');
  });

  it('reads the server’s refusal of a line’s quantity with that line’s checkbox', async () => {
    openOrderPage(ORDER_PATH, {
      write: () =>
        fieldsRefused({ 'lines.0.quantity': 'You can return at most 1 of Marble Arctic.' }),
    });
    const form = await openReturnForm();
    const marble = within(form).getByRole('checkbox', { name: /^Return Marble Arctic/ });
    fireEvent.click(marble);
    fireEvent.click(within(form).getByRole('radio', { name: RETURN_REASON_LABELS.ChangedMind }));
    describeProblem(form, 'Not for me.');
    fireEvent.click(within(form).getByRole('button', { name: 'Send return request' }));

    await within(form).findByText('You can return at most 1 of Marble Arctic.');
    expect(marble.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(form).getByRole('checkbox', {
        name: /^Return Marble Arctic/,
        description: 'You can return at most 1 of Marble Arctic.',
      }),
    ).toBe(marble);
    const obsidian = within(form).getByRole('checkbox', { name: /^Return Carbon Fibre Obsidian/ });
    expect(obsidian.getAttribute('aria-describedby')).toBeNull();
  });
});
