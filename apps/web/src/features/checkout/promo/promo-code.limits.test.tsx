import { COUPON_LOCKOUT_MS, MESSAGES, STORAGE_KEYS } from '@skins/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyAndWait,
  applyButton,
  applyCode,
  codeField,
  PromoHarness,
  pricedWith,
  storedJson,
  stubCouponSearch,
} from '#testing/promo-fixtures.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('too many attempts', () => {
  async function useUpAttempts() {
    for (const code of ['A1', 'A2', 'A3']) {
      applyCode(code);
      await screen.findByText(MESSAGES.coupon.invalidOrExpired);
      // The message stays the same text between tries: wait for the button to come back.
      await vi.waitFor(() => expect(applyButton().hasAttribute('disabled')).toBe(false));
    }
  }

  it('refuses the fourth attempt without asking the server and disables Apply', async () => {
    const { fetchFn } = stubCouponSearch();
    render(<PromoHarness />);
    await useUpAttempts();

    applyCode('WELCOME10');

    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.coupon.tooManyAttempts);
    expect(applyButton().hasAttribute('disabled')).toBe(true);
    expect(fetchFn).toHaveBeenCalledTimes(3);
    expect(pricedWith()).toBe('no coupon');
  });

  it('counts successful attempts too', async () => {
    const { fetchFn } = stubCouponSearch();
    render(<PromoHarness />);
    await applyAndWait('WELCOME10', /WELCOME10 applied/);
    await applyAndWait('DIWALI25', /DIWALI25 applied/);
    await applyAndWait('HALF', /HALF applied/);

    applyCode('WELCOME10');

    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.coupon.tooManyAttempts);
    expect(fetchFn).toHaveBeenCalledTimes(3);
    // The coupon already applied stays applied.
    expect(JSON.parse(pricedWith() ?? '').code).toBe('HALF');
  });

  it('stays locked after a reload and unlocks by itself 10 minutes after the refusal', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    const { fetchFn } = stubCouponSearch();
    const first = render(<PromoHarness />);
    await useUpAttempts();
    vi.setSystemTime(new Date('2026-03-01T10:02:00Z'));
    applyCode('WELCOME10');
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.coupon.tooManyAttempts);
    first.unmount();

    // A reload 5 minutes later, with the clock and timers under the test's control.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-03-01T10:07:00Z'));
    render(<PromoHarness />);

    expect(applyButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.coupon.tooManyAttempts);

    act(() => vi.advanceTimersByTime(5 * 60_000 - 1));
    expect(applyButton().hasAttribute('disabled')).toBe(true);

    act(() => vi.advanceTimersByTime(1));
    expect(applyButton().hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(MESSAGES.coupon.tooManyAttempts)).toBeNull();

    vi.useRealTimers();
    await applyAndWait('WELCOME10', /WELCOME10 applied/);
    expect(fetchFn).toHaveBeenCalledTimes(4);
  });

  it('holds the lockout within one checkout only: the next checkout starts uncounted', async () => {
    const { fetchFn } = stubCouponSearch();
    const first = render(<PromoHarness checkoutId="pipeline-1" />);
    await useUpAttempts();
    applyCode('WELCOME10');
    expect(applyButton().hasAttribute('disabled')).toBe(true);
    first.unmount();

    render(<PromoHarness checkoutId="pipeline-2" />);

    expect(applyButton().hasAttribute('disabled')).toBe(false);
    await applyAndWait('WELCOME10', /WELCOME10 applied/);
    expect(fetchFn).toHaveBeenCalledTimes(4);
  });

  it('forgets attempts older than 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    const { fetchFn } = stubCouponSearch();
    render(<PromoHarness />);
    await useUpAttempts();

    vi.setSystemTime(new Date('2026-03-01T10:00:00Z').getTime() + COUPON_LOCKOUT_MS);
    await applyAndWait('WELCOME10', /WELCOME10 applied/);

    expect(fetchFn).toHaveBeenCalledTimes(4);
  });

  it('does not trust a stored lockout longer than 10 minutes', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    window.localStorage.setItem(
      STORAGE_KEYS.couponAttempts,
      JSON.stringify({
        checkoutId: 'pipeline-1',
        attemptsAt: [],
        lockedUntil: Date.now() + 24 * 60 * 60_000,
      }),
    );
    stubCouponSearch();
    render(<PromoHarness />);
    expect(applyButton().hasAttribute('disabled')).toBe(true);

    act(() => vi.advanceTimersByTime(COUPON_LOCKOUT_MS));

    expect(applyButton().hasAttribute('disabled')).toBe(false);
  });
});

describe('stored coupon and history', () => {
  const welcome = { _id: 'cmp-welcome', code: 'WELCOME10', discount: 0.1 };

  it('restores the applied coupon after a reload without asking the server', () => {
    window.localStorage.setItem(STORAGE_KEYS.validCoupon, JSON.stringify(welcome));
    const { fetchFn } = stubCouponSearch();

    render(<PromoHarness defaultOpen={false} />);

    expect(JSON.parse(pricedWith() ?? '')).toEqual(welcome);
    expect(screen.getByRole('button', { name: 'Promo code applied' })).toBeTruthy();
    expect(screen.getByText('WELCOME10')).toBeTruthy();
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{oops'],
    ['a discount above 90%', JSON.stringify({ ...welcome, discount: 0.95 })],
    ['no id', JSON.stringify({ code: 'WELCOME10', discount: 0.1 })],
  ])('drops a stored coupon that is %s', (_case, stored) => {
    window.localStorage.setItem(STORAGE_KEYS.validCoupon, stored);
    stubCouponSearch();

    render(<PromoHarness />);

    expect(pricedWith()).toBe('no coupon');
    expect(window.localStorage.getItem(STORAGE_KEYS.validCoupon)).toBeNull();
  });

  it('removes the coupon on request', async () => {
    window.localStorage.setItem(STORAGE_KEYS.validCoupon, JSON.stringify(welcome));
    stubCouponSearch();
    render(<PromoHarness />);

    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));

    expect(pricedWith()).toBe('no coupon');
    expect(window.localStorage.getItem(STORAGE_KEYS.validCoupon)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Coupon WELCOME10 removed.');
    expect(codeField().value).toBe('');
  });

  it('keeps the five most recent codes, newest first, each once', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.couponHistory,
      JSON.stringify(['OLD1', 'HALF', 'OLD3', 'OLD4', 'OLD5']),
    );
    stubCouponSearch();
    render(<PromoHarness />);

    await applyAndWait('WELCOME10', /WELCOME10 applied/);
    expect(storedJson(STORAGE_KEYS.couponHistory)).toEqual([
      'WELCOME10',
      'OLD1',
      'HALF',
      'OLD3',
      'OLD4',
    ]);

    await applyAndWait('HALF', /HALF applied/);
    expect(storedJson(STORAGE_KEYS.couponHistory)).toEqual([
      'HALF',
      'WELCOME10',
      'OLD1',
      'OLD3',
      'OLD4',
    ]);
  });

  it('offers recent codes to fill in, other than the one applied', async () => {
    window.localStorage.setItem(STORAGE_KEYS.couponHistory, JSON.stringify(['DIWALI25', 'HALF']));
    window.localStorage.setItem(
      STORAGE_KEYS.validCoupon,
      JSON.stringify({ _id: 'cmp-half', code: 'HALF', discount: 0.125 }),
    );
    const { fetchFn } = stubCouponSearch();
    render(<PromoHarness />);

    expect(screen.queryByRole('button', { name: 'Use HALF' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use DIWALI25' }));

    expect(codeField().value).toBe('DIWALI25');
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
