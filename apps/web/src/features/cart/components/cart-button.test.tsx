import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { obsidian, renderCartShell, storeCart, stubWindowWidth } from '#testing/cart-fixtures.tsx';

describe('header cart below 1024 px', () => {
  it('is a link to /cart, the badge in its name', () => {
    stubWindowWidth(1023);
    storeCart([obsidian]);
    renderCartShell();

    const link = screen.getByRole('link', { name: 'Cart, 2 items' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(within(link).getByText('2')).toBeTruthy();
  });

  it('turns into the drawer button when the window grows past 1024 px, and back', () => {
    const resizeTo = stubWindowWidth(900);
    storeCart([obsidian]);
    renderCartShell();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();

    act(() => resizeTo(1024));
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeTruthy();
    act(() => resizeTo(1023));
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
  });

  it('is called plain "Cart" with no badge when the cart is empty', () => {
    stubWindowWidth(390);
    renderCartShell();

    expect(screen.getByRole('link', { name: 'Cart' }).textContent).toBe('');
  });
});
