import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildOrder } from '#testing/order-fixtures.ts';
import { renderOrderRoute } from '#testing/render-order-route.tsx';
import { stubApiCalls } from '#testing/stub-api-calls.ts';
import { saveOrderToken } from '../order-token-storage.ts';

const PAY_ON_DELIVERY = /in cash when your order arrives/;

beforeEach(() => {
  window.sessionStorage.clear();
});

async function showConfirmation(order: ReturnType<typeof buildOrder>) {
  saveOrderToken(order._id, 'tok-1');
  stubApiCalls(() => jsonResponse(order));
  renderOrderRoute(`/order-confirmation/${order._id}`);
  await screen.findByRole('heading', { level: 1, name: 'Thank you, Asha!' });
}

describe('the confirmation of a cash-on-delivery order', () => {
  it('says how much to pay in cash: the total rounded to whole rupees, and no amount charged', async () => {
    await showConfirmation(
      buildOrder({ paymentMethod: 'COD', paymentStatus: 'Pending', total: 1067.26, amountPaid: 0 }),
    );
    expect(screen.getByText('Pay Rs. 1,067.00 in cash when your order arrives.')).toBeTruthy();
    expect(screen.queryByText('Amount charged')).toBeNull();
  });

  it('says nothing of paying once the owner has marked it paid', async () => {
    await showConfirmation(
      buildOrder({
        paymentMethod: 'COD',
        paymentStatus: 'Completed',
        total: 1067.26,
        amountPaid: 1067,
      }),
    );
    expect(screen.queryByText(PAY_ON_DELIVERY)).toBeNull();
  });

  it('says nothing of it for an order paid online', async () => {
    await showConfirmation(buildOrder());
    expect(screen.queryByText(PAY_ON_DELIVERY)).toBeNull();
  });
});
