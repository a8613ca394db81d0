import { MESSAGES, STORAGE_KEYS } from '@skins/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#testing/fixtures.ts';
import {
  applyAndWait,
  applyButton,
  applyCode,
  COUPONS,
  codeField,
  PromoHarness,
  pricedWith,
  storedJson,
  stubCouponSearch,
} from '#testing/promo-fixtures.tsx';

describe('promo code panel', () => {
  it('starts folded away and opens on request', () => {
    stubCouponSearch();
    render(<PromoHarness defaultOpen={false} />);
    const toggle = screen.getByRole('button', { name: 'Have a promo code?' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Coupon code' })).toBeNull();

    fireEvent.click(toggle);

    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(codeField()).toBeTruthy();
  });

  it('asks for a code when Apply is pressed on an empty field, without calling or counting', async () => {
    const { fetchFn } = stubCouponSearch();
    render(<PromoHarness />);

    for (const empty of ['', '   ', '', '']) applyCode(empty);

    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.coupon.empty);
    expect(fetchFn).not.toHaveBeenCalled();
    // Four empty presses did not use up the three attempts.
    await applyAndWait('welcome10', /WELCOME10 applied/);
  });
});

describe('applying a code', () => {
  it('looks the code up trimmed and upper-cased, applies it and remembers it', async () => {
    const { searchedNames } = stubCouponSearch();
    render(<PromoHarness />);

    const status = await applyAndWait('  welcome10 ', 'Coupon WELCOME10 applied: 10% off.');

    expect(status.getAttribute('role')).toBe('status');
    expect(searchedNames()).toEqual(['WELCOME10']);
    const applied = { _id: 'cmp-welcome', code: 'WELCOME10', discount: 0.1 };
    expect(JSON.parse(pricedWith() ?? '')).toEqual(applied);
    expect(storedJson(STORAGE_KEYS.validCoupon)).toEqual(applied);
    expect(storedJson(STORAGE_KEYS.couponHistory)).toEqual(['WELCOME10']);
    expect(codeField().value).toBe('WELCOME10');
    expect(screen.getByRole('button', { name: 'Remove coupon WELCOME10' })).toBeTruthy();
  });

  it('shows a fractional discount as it is', async () => {
    stubCouponSearch();
    render(<PromoHarness />);
    await applyAndWait('half', 'Coupon HALF applied: 12.5% off.');
  });

  it('refuses an unknown code with the server’s words and applies nothing', async () => {
    stubCouponSearch();
    render(<PromoHarness />);

    const alert = await applyAndWait('NOPE', MESSAGES.coupon.invalidOrExpired);

    expect(alert.getAttribute('role')).toBe('alert');
    expect(pricedWith()).toBe('no coupon');
    expect(codeField().value).toBe('NOPE');
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(window.localStorage.getItem(STORAGE_KEYS.validCoupon)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.couponHistory)).toBeNull();
  });

  it('says why a real code ran out (the server\u2019s note) under the spec\u2019s words', async () => {
    const note = 'This coupon expired on 25 October 2026.';
    stubCouponSearch((name) =>
      name === 'FESTIVE20'
        ? jsonResponse(
            {
              message: MESSAGES.coupon.invalidOrExpired,
              code: 'NOT_FOUND',
              details: { reason: 'EXPIRED', note },
            },
            404,
          )
        : jsonResponse(COUPONS.WELCOME10),
    );
    render(<PromoHarness />);

    applyCode('festive20');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${MESSAGES.coupon.invalidOrExpired}${note}`);

    // Edited while another code is applied: the refused one is named with its reason.
    await applyAndWait('WELCOME10', /WELCOME10 applied/);
    applyCode('FESTIVE20');
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${MESSAGES.coupon.invalid}FESTIVE20: ${note} WELCOME10 is still applied.`,
    );
  });

  it('takes a message away on request (a payment started), keeping the coupon', async () => {
    stubCouponSearch();
    render(<PromoHarness />);
    await applyAndWait('WELCOME10', /WELCOME10 applied/);
    applyCode('NOPE');
    await screen.findByRole('alert');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss promo message' }));

    expect(screen.queryByRole('alert')).toBeNull();
    expect(JSON.parse(pricedWith() ?? '').code).toBe('WELCOME10');
  });

  it('falls back to the applied coupon when an edited code is refused (spec §5)', async () => {
    stubCouponSearch();
    render(<PromoHarness />);
    await applyAndWait('WELCOME10', /WELCOME10 applied/);

    applyCode('WELCOME1O');
    // The spec's words as they are, and a note naming the refused code and the one still applied.
    const alert = await screen.findByRole('alert');
    expect(alert.firstChild?.textContent).toBe(MESSAGES.coupon.invalid);
    expect(alert.textContent).toBe(
      `${MESSAGES.coupon.invalid}WELCOME1O was refused; WELCOME10 is still applied.`,
    );

    expect(screen.queryByText(MESSAGES.coupon.invalidOrExpired)).toBeNull();
    expect(codeField().value).toBe('WELCOME10');
    expect(JSON.parse(pricedWith() ?? '').code).toBe('WELCOME10');
    expect(storedJson(STORAGE_KEYS.validCoupon)).toMatchObject({ code: 'WELCOME10' });
  });

  it('replaces the applied coupon with another valid one', async () => {
    stubCouponSearch();
    render(<PromoHarness />);
    await applyAndWait('WELCOME10', /WELCOME10 applied/);

    await applyAndWait('DIWALI25', 'Coupon DIWALI25 applied: 25% off.');

    expect(JSON.parse(pricedWith() ?? '')).toEqual({
      _id: 'cmp-diwali',
      code: 'DIWALI25',
      discount: 0.25,
    });
    expect(storedJson(STORAGE_KEYS.couponHistory)).toEqual(['DIWALI25', 'WELCOME10']);
  });

  it('does not ask again for the code already applied', async () => {
    const { fetchFn } = stubCouponSearch();
    render(<PromoHarness />);
    await applyAndWait('WELCOME10', /WELCOME10 applied/);

    await applyAndWait('welcome10', 'Coupon WELCOME10 is already applied.');

    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no answer arrives', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server fails', () => jsonResponse({ message: 'Boom', code: 'INTERNAL' }, 500)],
    ['a proxy answers with a page', () => new Response('<html>502</html>', { status: 502 })],
    ['the discount is out of bounds', () => jsonResponse({ id: 'x', discount: 5 })],
  ])('says the check failed when %s, keeping the typed code', async (_case, answer) => {
    stubCouponSearch(answer);
    render(<PromoHarness />);

    await applyAndWait('WELCOME10', MESSAGES.coupon.validateFailed);

    expect(pricedWith()).toBe('no coupon');
    expect(codeField().value).toBe('WELCOME10');
  });

  it('keeps the applied coupon when a later check fails on the network', async () => {
    let isOffline = false;
    stubCouponSearch((name) => {
      if (isOffline) return Promise.reject(new TypeError('Failed to fetch'));
      return jsonResponse(COUPONS[name]);
    });
    render(<PromoHarness />);
    await applyAndWait('WELCOME10', /WELCOME10 applied/);
    isOffline = true;

    await applyAndWait('DIWALI25', MESSAGES.coupon.validateFailed);

    expect(JSON.parse(pricedWith() ?? '').code).toBe('WELCOME10');
    expect(codeField().value).toBe('DIWALI25');
  });

  it('passes on the server’s rate-limit message (429), not the unknown-code one', async () => {
    const limited = 'Too many attempts. Please try again in 42 seconds.';
    stubCouponSearch(() =>
      jsonResponse(
        { message: limited, code: 'RATE_LIMITED', details: { retryAfterSeconds: 42 } },
        429,
      ),
    );
    render(<PromoHarness />);

    await applyAndWait('WELCOME10', limited);

    expect(screen.queryByText(MESSAGES.coupon.invalidOrExpired)).toBeNull();
    expect(pricedWith()).toBe('no coupon');
  });

  it('holds Apply while a check is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { fetchFn } = stubCouponSearch(() => new Promise((resolve) => (answer = resolve)));
    render(<PromoHarness />);

    applyCode('WELCOME10');
    expect(applyButton().hasAttribute('disabled')).toBe(true);
    fireEvent.submit(codeField().closest('form') as HTMLFormElement);
    expect(fetchFn).toHaveBeenCalledTimes(1);

    await act(async () => answer(jsonResponse(COUPONS.WELCOME10)));
    expect(await screen.findByText(/WELCOME10 applied/)).toBeTruthy();
    expect(applyButton().hasAttribute('disabled')).toBe(false);
  });
});
