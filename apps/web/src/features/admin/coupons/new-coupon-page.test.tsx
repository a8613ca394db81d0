import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCoupon, buildCouponList } from '#testing/admin/coupon-fixtures.ts';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import type { ApiCall } from '#testing/stub-api-calls.ts';

function fieldError(input: HTMLElement): string | null {
  return document.getElementById(`${input.id}-error`)?.textContent ?? null;
}

function type(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function openNewCoupon(answer: (call: ApiCall) => Response | undefined) {
  const view = renderAdmin('/admin/coupons/new', (call) => {
    if (call.method === 'GET' && call.path === '/campaigns') {
      return jsonResponse(buildCouponList([]));
    }
    return answer(call);
  });
  // The first visit loads the route's code, which can take a moment.
  await screen.findByRole('heading', { level: 1, name: 'New coupon' }, { timeout: 4000 });
  return view;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));

describe('the new coupon form', () => {
  it('posts every field, the percent as a fraction and the dates as India time', async () => {
    const created = buildCoupon({ _id: 'c-new', name: 'DIWALI25', discount: 0.25 });
    const { api, router } = await openNewCoupon((call) =>
      call.method === 'POST' && call.path === '/campaigns' ? jsonResponse(created, 201) : undefined,
    );

    type(/^Code/, 'diwali25');
    expect((screen.getByLabelText(/^Code/) as HTMLInputElement).value).toBe('DIWALI25');
    type(/^Discount/, '25');
    type(/^Starts/, '2026-10-20T00:00');
    type(/^Ends/, '2026-11-05T23:59');
    type(/^Maximum redemptions/, '500');
    fireEvent.click(screen.getByRole('switch', { name: 'First order only' }));
    type(/^Only for this email/, 'asha@example.in');
    save();

    expect(await screen.findByText('Coupon DIWALI25 created')).toBeTruthy();
    const [post] = api.calls.filter((call) => call.method === 'POST');
    expect(post?.path).toBe('/campaigns');
    expect(post?.body).toEqual({
      name: 'DIWALI25',
      discount: 0.25,
      active: true,
      startsAt: '2026-10-20T00:00:00+05:30',
      endsAt: '2026-11-05T23:59:00+05:30',
      maxRedemptions: 500,
      firstOrderOnly: true,
      email: 'asha@example.in',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupons' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/coupons');
  });

  it('sends blank optional fields as null and an inactive code as such', async () => {
    const { api } = await openNewCoupon((call) =>
      call.method === 'POST' ? jsonResponse(buildCoupon({ name: 'SPRING' }), 201) : undefined,
    );

    type(/^Code/, 'spring');
    type(/^Discount/, '7.5');
    fireEvent.click(screen.getByRole('switch', { name: 'Active' }));
    save();

    await screen.findByText('Coupon SPRING created');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'SPRING',
      discount: 0.075,
      active: false,
      startsAt: null,
      endsAt: null,
      maxRedemptions: null,
      firstOrderOnly: false,
      email: null,
    });
  });

  it('shows the schema’s messages by their fields and sends nothing', async () => {
    const { api } = await openNewCoupon(() => undefined);

    type(/^Code/, 'two words');
    type(/^Discount/, '95');
    type(/^Starts/, '2026-11-05T00:00');
    type(/^Ends/, '2026-11-01T00:00');
    type(/^Maximum redemptions/, '0');
    type(/^Only for this email/, 'asha@');
    save();

    expect(await screen.findByText('Check the fields marked in red.')).toBeTruthy();
    expect(fieldError(screen.getByLabelText(/^Code/))).toBe('Use letters, digits, - and _ only');
    expect(fieldError(screen.getByLabelText(/^Discount/))).toBe(
      'Discount must be at most 0.9 (90% off)',
    );
    expect(fieldError(screen.getByLabelText(/^Ends/))).toBe('The end must come after the start');
    expect(fieldError(screen.getByLabelText(/^Maximum redemptions/))).toBe(
      'Must be a whole number from 1 to 10,000,000',
    );
    expect(fieldError(screen.getByLabelText(/^Only for this email/))).toBe('Invalid email address');
    expect(screen.getByLabelText(/^Code/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    // Editing a field forgets its message.
    type(/^Discount/, '20');
    expect(fieldError(screen.getByLabelText(/^Discount/))).toBeNull();
  });

  it('asks for a code and a discount', async () => {
    await openNewCoupon(() => undefined);

    save();

    expect(await screen.findByText('Please enter a coupon code')).toBeTruthy();
    expect(fieldError(screen.getByLabelText(/^Discount/))).toBe('Please enter a discount');
  });

  it('puts a taken code (409) under the code field', async () => {
    const { router } = await openNewCoupon((call) =>
      call.method === 'POST'
        ? jsonResponse(
            { message: 'A campaign with this code already exists.', code: 'CONFLICT' },
            409,
          )
        : undefined,
    );

    type(/^Code/, 'skins10');
    type(/^Discount/, '10');
    save();

    await screen.findByText('A campaign with this code already exists.');
    expect(fieldError(screen.getByLabelText(/^Code/))).toBe(
      'A campaign with this code already exists.',
    );
    expect(router.state.location.pathname).toBe('/admin/coupons/new');
  });

  it('puts the server’s 400 field messages under their fields', async () => {
    await openNewCoupon((call) =>
      call.method === 'POST'
        ? jsonResponse(
            {
              message: 'Some fields are invalid.',
              code: 'VALIDATION_FAILED',
              details: { fields: { endsAt: 'The end must come after the start' } },
            },
            400,
          )
        : undefined,
    );

    type(/^Code/, 'late');
    type(/^Discount/, '10');
    save();

    await screen.findByText('The end must come after the start');
    expect(fieldError(screen.getByLabelText(/^Ends/))).toBe('The end must come after the start');
    expect(screen.getByText('Check the fields marked in red.')).toBeTruthy();
  });

  it('says so when the server cannot be reached, keeping what was typed', async () => {
    await openNewCoupon((call) => {
      if (call.method === 'POST') throw new TypeError('Failed to fetch');
      return undefined;
    });

    type(/^Code/, 'offline');
    type(/^Discount/, '10');
    save();

    expect(
      await screen.findByText(
        'Network error. Please check your internet connection and try again.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText(/^Code/) as HTMLInputElement).value).toBe('OFFLINE');
  });
});
