import { COUPON_LOCKOUT_MS, MESSAGES, STORAGE_KEYS } from '@skins/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#testing/fixtures.ts';
import { PromoCode } from './promo-code.tsx';
import { usePromoCode } from './use-promo-code.ts';

const COUPONS: Record<string, { id: string; discount: number }> = {
  WELCOME10: { id: 'cmp-welcome', discount: 0.1 },
  DIWALI25: { id: 'cmp-diwali', discount: 0.25 },
  HALF: { id: 'cmp-half', discount: 0.125 },
};

const notFound = () =>
  jsonResponse({ message: MESSAGES.coupon.invalidOrExpired, code: 'NOT_FOUND' }, 404);

/** GET /api/campaigns/search as the server answers it: the coupons above, else 404. */
function stubCouponSearch(answer?: (name: string) => Response | Promise<Response>) {
  const fetchFn = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://shop.test');
    const name = url.searchParams.get('name') ?? '';
    if (answer) return answer(name);
    const found = COUPONS[name];
    return found ? jsonResponse(found) : notFound();
  });
  vi.stubGlobal('fetch', fetchFn);
  return {
    fetchFn,
    searchedNames: () =>
      fetchFn.mock.calls.map(([input]) =>
        new URL(String(input), 'http://shop.test').searchParams.get('name'),
      ),
  };
}

function PromoHarness({
  defaultOpen = true,
  checkoutId = 'pipeline-1',
}: {
  defaultOpen?: boolean;
  checkoutId?: string;
}) {
  const promo = usePromoCode(checkoutId);
  return (
    <>
      <PromoCode promo={promo} defaultOpen={defaultOpen} />
      <p data-testid="priced-with">{promo.coupon ? JSON.stringify(promo.coupon) : 'no coupon'}</p>
    </>
  );
}

const codeField = () => screen.getByRole('textbox', { name: 'Coupon code' }) as HTMLInputElement;
const applyButton = () => screen.getByRole('button', { name: 'Apply' });
const pricedWith = () => screen.getByTestId('priced-with').textContent;

function applyCode(code: string) {
  fireEvent.change(codeField(), { target: { value: code } });
  fireEvent.click(applyButton());
}

async function applyAndWait(code: string, outcome: RegExp | string) {
  applyCode(code);
  return screen.findByText(outcome);
}

function storedJson(key: string): unknown {
  const text = window.localStorage.getItem(key);
  return text === null ? null : JSON.parse(text);
}

afterEach(() => {
  vi.useRealTimers();
});

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
