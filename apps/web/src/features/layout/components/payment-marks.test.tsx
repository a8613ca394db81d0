import { SEEDED_CATEGORIES, TAX_RATE } from '@skins/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCatalogRoute } from '#testing/render-catalog-route.tsx';
import { PaymentMarks } from './payment-marks.tsx';
import { SiteFooter } from './site-footer.tsx';

const ONLINE = ['UPI', 'RuPay', 'Visa', 'Mastercard', 'American Express', 'Netbanking'];

function marksIn(list: HTMLElement) {
  return within(list).getAllByRole('img');
}

describe('PaymentMarks', () => {
  it('shows the ways Razorpay takes payment, as named inline SVGs of one size', () => {
    render(<PaymentMarks />);
    const marks = marksIn(screen.getByRole('list', { name: 'Ways to pay' }));

    expect(marks.map((mark) => mark.getAttribute('aria-label'))).toEqual(ONLINE);
    for (const mark of marks) {
      expect(mark.tagName.toLowerCase()).toBe('svg');
      expect(mark.getAttribute('viewBox')).toBe('0 0 48 32');
      expect(mark.getAttribute('class')).toBe(marks[0]?.getAttribute('class'));
    }
  });

  it('adds cash on delivery only when the shop takes it', () => {
    render(<PaymentMarks acceptsCashOnDelivery />);

    expect(screen.getByRole('img', { name: 'Cash on delivery' })).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(ONLINE.length + 1);
  });

  it('draws no ids, which would clash between copies of the same SVG', () => {
    const { container } = render(<PaymentMarks acceptsCashOnDelivery />);

    expect(container.querySelectorAll('[id]')).toHaveLength(0);
  });
});

function renderFooter({ isCodOn }: { isCodOn: boolean }) {
  renderCatalogRoute((queryClient) => {
    if (isCodOn) {
      queryClient.setQueryData(['store', 'config'], {
        gate: false,
        payments: { mode: 'simulated', cod: { maxOrder: 5000 } },
        currency: 'INR',
        taxRate: TAX_RATE,
      });
    }
    return [{ path: '/about', element: <SiteFooter categories={SEEDED_CATEGORIES} /> }];
  }, '/about');
  return within(screen.getByRole('contentinfo'));
}

describe('SiteFooter payment marks', () => {
  it('shows no cash-on-delivery mark while the store config has not said the shop takes it', () => {
    const footer = renderFooter({ isCodOn: false });

    for (const name of ONLINE) expect(footer.getByRole('img', { name })).toBeTruthy();
    expect(footer.queryByRole('img', { name: 'Cash on delivery' })).toBeNull();
    expect(footer.getByText('Online payments secured by Razorpay')).toBeTruthy();
  });

  it('shows the cash-on-delivery mark when the store config has it on', () => {
    const footer = renderFooter({ isCodOn: true });

    expect(footer.getByRole('img', { name: 'Cash on delivery' })).toBeTruthy();
  });
});
