import type { Campaign } from '@skins/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCoupon, buildCouponList } from '#testing/admin/coupon-fixtures.ts';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import type { ApiCall } from '#testing/stub-api-calls.ts';

const festive = buildCoupon({
  _id: 'c-festive',
  name: 'FESTIVE20',
  discount: 0.2,
  startsAt: '2026-10-19T18:30:00.000Z',
  endsAt: null,
  maxRedemptions: 100,
  redemptions: 12,
  firstOrderOnly: true,
  email: null,
});

function fieldError(input: HTMLElement): string | null {
  return document.getElementById(`${input.id}-error`)?.textContent ?? null;
}

async function openCoupon(coupon: Campaign, answer: (call: ApiCall) => Response | undefined) {
  const view = renderAdmin(`/admin/coupons/${coupon._id}`, (call) => {
    if (call.method === 'GET' && call.path === `/campaigns/${coupon._id}`) {
      return jsonResponse(coupon);
    }
    if (call.method === 'GET' && call.path === '/campaigns') {
      return jsonResponse(buildCouponList([coupon]));
    }
    return answer(call);
  });
  // The first visit loads the route's code, which can take a moment.
  await screen.findByRole('heading', { level: 1, name: coupon.name }, { timeout: 4000 });
  return view;
}

describe('editing a coupon', () => {
  it('starts from the coupon: the percent, India time and the uses so far', async () => {
    await openCoupon(festive, () => undefined);

    expect((screen.getByLabelText(/^Code/) as HTMLInputElement).value).toBe('FESTIVE20');
    expect((screen.getByLabelText(/^Discount/) as HTMLInputElement).value).toBe('20');
    expect((screen.getByLabelText(/^Starts/) as HTMLInputElement).value).toBe('2026-10-20T00:00');
    expect((screen.getByLabelText(/^Ends/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Maximum redemptions/) as HTMLInputElement).value).toBe('100');
    expect(
      (screen.getByRole('switch', { name: 'First order only' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByText('12 / 100')).toBeTruthy();
    expect(screen.getByText(/Used 12 times so far/)).toBeTruthy();
  });

  it('puts every field back, cleared ones as null', async () => {
    const { api, router } = await openCoupon(festive, (call) =>
      call.method === 'PUT' ? jsonResponse({ ...festive, discount: 0.15 }) : undefined,
    );

    fireEvent.change(screen.getByLabelText(/^Discount/), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText(/^Starts/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Coupon FESTIVE20 saved')).toBeTruthy();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/campaigns/c-festive');
    expect(put?.body).toEqual({
      name: 'FESTIVE20',
      discount: 0.15,
      active: true,
      startsAt: null,
      endsAt: null,
      maxRedemptions: 100,
      firstOrderOnly: true,
      email: null,
    });
    await screen.findByRole('heading', { level: 1, name: 'Coupons' });
    expect(router.state.location.pathname).toBe('/admin/coupons');
  });

  it('puts the server’s refusal of a limit below the uses under that field', async () => {
    await openCoupon(festive, (call) =>
      call.method === 'PUT'
        ? jsonResponse(
            {
              message: 'Some fields are invalid.',
              code: 'VALIDATION_FAILED',
              details: { fields: { maxRedemptions: 'Must be at least 12, the uses so far' } },
            },
            400,
          )
        : undefined,
    );

    fireEvent.change(screen.getByLabelText(/^Maximum redemptions/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByText('Must be at least 12, the uses so far');
    expect(fieldError(screen.getByLabelText(/^Maximum redemptions/))).toBe(
      'Must be at least 12, the uses so far',
    );
  });

  it('says so when the coupon does not exist', async () => {
    renderAdmin('/admin/coupons/gone', () => undefined);

    expect(await screen.findByText('No such coupon')).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Coupons' }).getAttribute('href')).toBe(
      '/admin/coupons',
    );
  });
});

describe('deleting a coupon', () => {
  it('deletes an unused code after confirming, and says so', async () => {
    const unused = buildCoupon({ _id: 'c-unused', name: 'TYPO10' });
    const { api, router } = await openCoupon(unused, (call) =>
      call.method === 'DELETE' ? jsonResponse({ _id: 'c-unused', outcome: 'deleted' }) : undefined,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete TYPO10?' });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete coupon' }));

    expect(await screen.findByText('Coupon deleted')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/campaigns/c-unused');
    await screen.findByRole('heading', { level: 1, name: 'Coupons' });
    expect(router.state.location.pathname).toBe('/admin/coupons');
  });

  it('offers to deactivate a used code and says orders keep it', async () => {
    await openCoupon(festive, (call) =>
      call.method === 'DELETE'
        ? jsonResponse({ _id: 'c-festive', outcome: 'deactivated' })
        : undefined,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate FESTIVE20?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate coupon' }));

    expect(
      await screen.findByText('Coupon deactivated: it has been used, so orders keep it'),
    ).toBeTruthy();
  });

  it('says why when the server deactivates an unused code instead', async () => {
    const welcome = buildCoupon({ _id: 'c-w', name: 'WELCOME-7QK2MD', email: 'asha@example.in' });
    await openCoupon(welcome, (call) =>
      call.method === 'DELETE' ? jsonResponse({ _id: 'c-w', outcome: 'deactivated' }) : undefined,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete coupon' }));

    expect(
      await screen.findByText(
        'Coupon deactivated: a subscriber or an order refers to it, so it is kept',
      ),
    ).toBeTruthy();
  });

  it('keeps the dialog open with the server’s message when the delete fails', async () => {
    const unused = buildCoupon({ _id: 'c-unused', name: 'TYPO10' });
    const { router } = await openCoupon(unused, () => undefined);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete coupon' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete TYPO10?' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'No stub for DELETE /campaigns/c-unused',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/coupons/c-unused');
  });

  it('offers nothing for a used code that is already off', async () => {
    await openCoupon({ ...festive, active: false }, () => undefined);

    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(screen.getByText('Inactive')).toBeTruthy();
  });
});
