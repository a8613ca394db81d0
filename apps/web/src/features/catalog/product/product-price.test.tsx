import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductPrice, savingOf } from './product-price.tsx';

describe('ProductPrice', () => {
  it('shows the price, the struck compare-at price and the saving', () => {
    render(<ProductPrice product={{ price: 549, compareAtPrice: 699 }} />);

    expect(screen.getByText('Rs. 549.00')).toBeTruthy();
    expect(screen.getByText('Rs. 699.00').tagName).toBe('S');
    expect(screen.getByText('Save Rs. 150.00 (21% off)')).toBeTruthy();
  });

  it('shows only the price without an offer', () => {
    render(<ProductPrice product={{ price: 1299, compareAtPrice: null }} />);

    expect(screen.getByText('Rs. 1,299.00')).toBeTruthy();
    expect(screen.queryByText(/Save/)).toBeNull();
    expect(document.querySelector('s')).toBeNull();
  });
});

describe('savingOf', () => {
  it('rounds the percentage down, never promising more than the real saving', () => {
    expect(savingOf({ price: 19.99, compareAtPrice: 29.99 })).toEqual({ paise: 1000, percent: 33 });
  });

  it('is null when the compare-at price is not higher', () => {
    expect(savingOf({ price: 549, compareAtPrice: 549 })).toBeNull();
    expect(savingOf({ price: 549, compareAtPrice: 499 })).toBeNull();
  });
});
