import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutLine } from '../checkout-line.ts';
import { OrderSummary } from './order-summary.tsx';

const obsidian: CheckoutLine = {
  productId: 'id-carbon-fibre-obsidian',
  name: 'Carbon Fibre Obsidian',
  price: 549,
  quantity: 2,
  brand: 'Apple',
  model: 'iPhone 16 Pro',
  image: '/media/art/v2/iphone/carbon-fibre/obsidian/front.svg',
};
const marble: CheckoutLine = {
  productId: 'id-marble-arctic',
  name: 'Marble Arctic',
  price: 899,
  quantity: 1,
  brand: 'Apple',
  model: 'MacBook Air 13" M3',
  image: '/media/art/v2/laptop/marble/arctic/front.svg',
};
const welcome = { _id: 'cmp-welcome', code: 'WELCOME10', discount: 0.1 };

/** matchMedia for a window `widthPx` wide; the returned function resizes it. */
function stubWidth(widthPx: number): (next: number) => void {
  let width = widthPx;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return width >= Number(/min-width: (\d+)px/.exec(query)?.[1]);
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next) => {
    width = next;
    for (const listener of listeners) listener();
  };
}

/** The figure beside a label in the summary's lists. */
function figure(label: string | RegExp): string | null {
  const term = screen
    .getAllByRole('term')
    .find((dt) =>
      typeof label === 'string' ? dt.textContent === label : label.test(dt.textContent ?? ''),
    );
  return term?.nextElementSibling?.textContent ?? null;
}

describe('order summary on a wide screen', () => {
  it('lists each line with image, name, brand - model, quantity and line price', () => {
    stubWidth(1280);
    render(<OrderSummary lines={[obsidian, marble]} coupon={null} />);

    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(first.querySelector('img')?.getAttribute('src')).toBe(obsidian.image);
    expect(within(first).getByText('Carbon Fibre Obsidian')).toBeTruthy();
    expect(within(first).getByText('Apple - iPhone 16 Pro')).toBeTruthy();
    expect(within(first).getByText('Qty 2 × Rs. 549.00')).toBeTruthy();
    expect(within(first).getByText('Rs. 1,098.00')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Qty 1')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Apple - MacBook Air 13" M3')).toBeTruthy();
  });

  it('is always open, with no fold button', () => {
    stubWidth(1024);
    render(<OrderSummary lines={[obsidian]} coupon={null} />);
    expect(screen.getByRole('heading', { name: 'Order summary' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /order summary/ })).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Order summary' })).toBeTruthy();
  });

  it('prices without a coupon: tax 8% of the subtotal, payable rounded to whole rupees', () => {
    stubWidth(1280);
    render(<OrderSummary lines={[obsidian, marble]} coupon={null} />);

    expect(figure('Subtotal')).toBe('Rs. 1,997.00');
    expect(screen.queryByText(/^Discount/)).toBeNull();
    expect(figure('Tax (8%)')).toBe('Rs. 159.76');
    expect(figure('Total')).toBe('Rs. 2,156.76');
    expect(figure(/^Amount payable/)).toBe('Rs. 2,157.00');
    expect(screen.getByText('Rounded to the nearest rupee')).toBeTruthy();
  });

  it('taxes each line at its own rate and names no rate when there are two (decision 066)', () => {
    stubWidth(1280);
    render(<OrderSummary lines={[obsidian, { ...marble, gstRate: 0.18 }]} coupon={welcome} />);

    expect(figure('Discount (WELCOME10, 10%)')).toBe('-Rs. 199.70');
    // The discount shared: 109.80 off the 8% lines, 89.90 off the 18% one; 8% of 988.20 =
    // 79.056 → 79.06, 18% of 809.10 = 145.638 → 145.64.
    expect(figure('Tax')).toBe('Rs. 224.70');
    expect(screen.queryByText(/^Tax \(/)).toBeNull();
    expect(figure('Total')).toBe('Rs. 2,022.00');
  });

  it('names the one rate every line has', () => {
    stubWidth(1280);
    render(<OrderSummary lines={[{ ...marble, gstRate: 0.18 }]} coupon={null} />);
    expect(figure('Tax (18%)')).toBe('Rs. 161.82');
  });

  it('takes the coupon off the subtotal before tax', () => {
    stubWidth(1280);
    render(<OrderSummary lines={[obsidian, marble]} coupon={welcome} />);

    expect(figure('Subtotal')).toBe('Rs. 1,997.00');
    expect(figure('Discount (WELCOME10, 10%)')).toBe('-Rs. 199.70');
    // 8% of 1,797.30 = 143.784 → 143.78
    expect(figure('Tax (8%)')).toBe('Rs. 143.78');
    expect(figure('Total')).toBe('Rs. 1,941.08');
    expect(figure(/^Amount payable/)).toBe('Rs. 1,941.00');
  });

  it('rounds half paise and half rupees up', () => {
    stubWidth(1280);
    const { rerender } = render(
      <OrderSummary
        lines={[{ ...obsidian, quantity: 1 }]}
        coupon={{ _id: 'c', code: 'EIGHTH', discount: 0.125 }}
      />,
    );
    // 12.5% of 549.00 = 68.625 → 68.63; 8% of 480.37 = 38.4296 → 38.43
    expect(figure('Discount (EIGHTH, 12.5%)')).toBe('-Rs. 68.63');
    expect(figure('Tax (8%)')).toBe('Rs. 38.43');
    expect(figure('Total')).toBe('Rs. 518.80');
    expect(figure(/^Amount payable/)).toBe('Rs. 519.00');

    // 462.50 + 8% = 499.50 → 500
    rerender(<OrderSummary lines={[{ ...obsidian, price: 462.5, quantity: 1 }]} coupon={null} />);
    expect(figure('Total')).toBe('Rs. 499.50');
    expect(figure(/^Amount payable/)).toBe('Rs. 500.00');
  });

  it('says nothing about rounding when the total is whole rupees', () => {
    stubWidth(1280);
    render(<OrderSummary lines={[{ ...obsidian, price: 500, quantity: 1 }]} coupon={null} />);
    expect(figure('Total')).toBe('Rs. 540.00');
    expect(figure(/^Amount payable/)).toBe('Rs. 540.00');
    expect(screen.queryByText('Rounded to the nearest rupee')).toBeNull();
  });

  it('groups large amounts the Indian way', () => {
    stubWidth(1280);
    render(<OrderSummary lines={[{ ...obsidian, price: 99_999, quantity: 2 }]} coupon={null} />);
    expect(figure('Subtotal')).toBe('Rs. 1,99,998.00');
    expect(figure('Tax (8%)')).toBe('Rs. 15,999.84');
    expect(figure(/^Amount payable/)).toBe('Rs. 2,15,998.00');
  });

  it('shows the promo code where the page puts it', () => {
    stubWidth(1280);
    render(
      <OrderSummary lines={[obsidian]} coupon={null} promoSlot={<p>Promo code goes here</p>} />,
    );
    expect(screen.getByText('Promo code goes here')).toBeTruthy();
  });

  it('leaves out what a line does not have', () => {
    stubWidth(1280);
    render(
      <OrderSummary
        lines={[{ ...obsidian, brand: '', model: '', image: undefined, quantity: 1 }]}
        coupon={null}
      />,
    );
    const item = screen.getByRole('listitem');
    expect(item.querySelector('img')).toBeNull();
    expect(within(item).queryByText(/ - /)).toBeNull();
  });
});

describe('order summary on a phone', () => {
  it('folds away behind "Show order summary" with the amount payable beside it', () => {
    stubWidth(390);
    render(<OrderSummary lines={[obsidian, marble]} coupon={null} />);

    const toggle = screen.getByRole('button', { name: /Show order summary/ });
    expect(toggle.textContent).toContain('Rs. 2,157.00');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'Order summary' })).toBeNull();

    fireEvent.click(toggle);

    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toContain('Hide order summary');
    expect(screen.getByRole('heading', { name: 'Order summary' })).toBeTruthy();
    expect(figure('Total')).toBe('Rs. 2,156.76');

    fireEvent.click(toggle);
    expect(screen.queryByRole('heading', { name: 'Order summary' })).toBeNull();
  });

  it('keeps the promo code mounted while folded, so typing is not lost', () => {
    stubWidth(390);
    render(
      <OrderSummary lines={[obsidian]} coupon={null} promoSlot={<input aria-label="Coupon" />} />,
    );
    const input = screen.getByLabelText('Coupon') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'WELC' } });
    const toggle = screen.getByRole('button', { name: /Show order summary/ });
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect((screen.getByLabelText('Coupon') as HTMLInputElement).value).toBe('WELC');
  });

  it('opens for good when the window grows past the breakpoint', () => {
    const resize = stubWidth(390);
    render(<OrderSummary lines={[obsidian]} coupon={null} />);
    expect(screen.queryByRole('heading', { name: 'Order summary' })).toBeNull();

    act(() => resize(1280));

    expect(screen.getByRole('heading', { name: 'Order summary' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /order summary/ })).toBeNull();
  });

  it('folds when the browser cannot tell the width', () => {
    render(<OrderSummary lines={[obsidian]} coupon={null} />);
    expect(screen.getByRole('button', { name: /Show order summary/ })).toBeTruthy();
  });
});
