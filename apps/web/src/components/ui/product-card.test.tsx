import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './product-card.tsx';

function renderCard(price: number, compareAtPrice: number | null) {
  render(
    <MemoryRouter>
      <ProductCard
        product={{ name: 'Marble Arctic', thumbnail: '/t.svg', price, compareAtPrice }}
        href="/product/marble-arctic"
        eyebrow="iPhone"
      />
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: /Marble Arctic/ });
}

describe('ProductCard', () => {
  it('shows a sale: price, struck compare-at price and a Sale badge', () => {
    const card = renderCard(549, 699);

    expect(card.getAttribute('href')).toBe('/product/marble-arctic');
    expect(within(card).getByText('Rs. 549.00')).toBeTruthy();
    expect(within(card).getByText('Rs. 699.00').tagName).toBe('S');
    expect(within(card).getByText('Sale')).toBeTruthy();
    expect(within(card).getByText('iPhone')).toBeTruthy();
  });

  it('shows only the price, with Indian grouping, when not on offer', () => {
    const card = renderCard(1299.5, null);

    expect(within(card).getByText('Rs. 1,299.50')).toBeTruthy();
    expect(within(card).queryByText('Sale')).toBeNull();
    expect(card.querySelector('s')).toBeNull();
  });

  it('reserves the image space and loads it lazily by default', () => {
    const card = renderCard(549, null);
    const image = card.querySelector('img');

    expect(image?.getAttribute('width')).toBe('320');
    expect(image?.getAttribute('height')).toBe('320');
    expect(image?.getAttribute('loading')).toBe('lazy');
  });
});
