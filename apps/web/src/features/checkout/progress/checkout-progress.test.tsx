import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutProgress } from './checkout-progress.tsx';

function steps() {
  const nav = screen.getByRole('navigation', { name: 'Checkout progress' });
  return within(nav).getAllByRole('listitem');
}

describe('checkout progress', () => {
  it('lists Shipping, Payment and Confirmation in order', () => {
    render(<CheckoutProgress current="shipping" />);
    expect(steps().map((step) => step.textContent)).toEqual([
      '1Shipping',
      '2Payment',
      '3Confirmation',
    ]);
  });

  it.each([
    ['shipping', 0],
    ['payment', 1],
    ['confirmation', 2],
  ] as const)('marks %s as the current step and only it', (current, index) => {
    render(<CheckoutProgress current={current} />);
    const marked = steps().map((step) => step.getAttribute('aria-current'));
    expect(marked).toEqual([0, 1, 2].map((i) => (i === index ? 'step' : null)));
  });

  it('tells screen readers which steps are done', () => {
    render(<CheckoutProgress current="confirmation" />);
    const [shipping, payment, confirmation] = steps();
    expect(shipping?.textContent).toBe('Shipping (done)');
    expect(payment?.textContent).toBe('Payment (done)');
    expect(confirmation?.textContent).toBe('3Confirmation');
  });
});
