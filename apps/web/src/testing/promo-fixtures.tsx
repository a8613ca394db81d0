import { MESSAGES } from '@skins/shared';
import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { PromoCode } from '#features/checkout/promo/promo-code.tsx';
import { usePromoCode } from '#features/checkout/promo/use-promo-code.ts';
import { jsonResponse } from './fixtures.ts';

/** The promo code tests' world: the server's coupon search stubbed, the panel and its coupon. */

export const COUPONS: Record<string, { id: string; discount: number }> = {
  WELCOME10: { id: 'cmp-welcome', discount: 0.1 },
  DIWALI25: { id: 'cmp-diwali', discount: 0.25 },
  HALF: { id: 'cmp-half', discount: 0.125 },
};

export const notFound = () =>
  jsonResponse({ message: MESSAGES.coupon.invalidOrExpired, code: 'NOT_FOUND' }, 404);

/** GET /api/campaigns/search as the server answers it: the coupons above, else 404. */
export function stubCouponSearch(answer?: (name: string) => Response | Promise<Response>) {
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

export function PromoHarness({
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
      {/* What the checkout does when a payment starts. */}
      <button type="button" onClick={promo.dismissMessage}>
        Dismiss promo message
      </button>
      <p data-testid="priced-with">{promo.coupon ? JSON.stringify(promo.coupon) : 'no coupon'}</p>
    </>
  );
}

export const codeField = () =>
  screen.getByRole('textbox', { name: 'Coupon code' }) as HTMLInputElement;
export const applyButton = () => screen.getByRole('button', { name: 'Apply' });
export const pricedWith = () => screen.getByTestId('priced-with').textContent;

export function applyCode(code: string) {
  fireEvent.change(codeField(), { target: { value: code } });
  fireEvent.click(applyButton());
}

export async function applyAndWait(code: string, outcome: RegExp | string) {
  applyCode(code);
  return screen.findByText(outcome);
}

export function storedJson(key: string): unknown {
  const text = window.localStorage.getItem(key);
  return text === null ? null : JSON.parse(text);
}
