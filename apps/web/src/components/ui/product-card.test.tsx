import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type CardMaterial, ProductCard } from './product-card.tsx';

interface CardOptions {
  thumbnail?: string;
  eyebrow?: string;
  material?: CardMaterial;
  isAboveFold?: boolean;
}

function renderCard(price: number, compareAtPrice: number | null, options: CardOptions = {}) {
  const { thumbnail = '/t.svg', eyebrow = 'iPhone', material, isAboveFold } = options;
  render(
    <MemoryRouter>
      <ProductCard
        product={{ name: 'Marble Arctic', thumbnail, price, compareAtPrice }}
        href="/product/marble-arctic"
        eyebrow={eyebrow}
        material={material}
        isAboveFold={isAboveFold}
      />
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: /Marble Arctic/ });
}

const MARBLE: CardMaterial = { id: 'marble', label: 'Marble' };

describe('ProductCard', () => {
  it('sold out (decision 065): a Sold out badge in the link instead of Sale, the image dimmed', () => {
    render(
      <MemoryRouter>
        <ProductCard
          product={{
            name: 'Marble Arctic',
            thumbnail: '/t.svg',
            price: 549,
            compareAtPrice: 699,
            soldOut: true,
          }}
          href="/product/marble-arctic"
        />
      </MemoryRouter>,
    );
    const card = screen.getByRole('link', { name: /Sold out.*Marble Arctic/ });
    expect(within(card).queryByText('Sale')).toBeNull();
    expect(card.querySelector('.opacity-60 img')).toBeTruthy();
  });

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

  it('names the material and the device, and paints the backdrop and swatch in that material', () => {
    const card = renderCard(549, null, { material: MARBLE });

    expect(card.getAttribute('href')).toBe('/product/marble-arctic');
    expect(card.getAttribute('data-material')).toBe('marble');
    const label = within(card).getByText('Marble');
    expect(label.parentElement?.textContent).toBe('Marble·iPhone');
    expect(within(card).getByText('iPhone')).toBeTruthy();
    // The swatch and the separator are decoration: the name reads "Marble iPhone Marble Arctic …".
    const decorations = [...(label.parentElement?.querySelectorAll('[aria-hidden="true"]') ?? [])];
    expect(decorations.map((element) => element.className)).toEqual([
      expect.stringContaining('material-swatch material-marble'),
      '',
    ]);
    expect(card.querySelector('.material-surface')?.classList.contains('material-marble')).toBe(
      true,
    );
  });

  it('shows the material alone when the page is for one device, and nothing without either', () => {
    renderCard(549, null, { material: MARBLE, eyebrow: '' });
    const card = screen.getByRole('link', { name: /Marble Arctic/ });
    expect(within(card).getByText('Marble').parentElement?.textContent).toBe('Marble');
    cleanup();

    const plain = renderCard(549, null, { eyebrow: '' });
    expect(plain.querySelector('.material-swatch')).toBeNull();
    expect(plain.textContent?.startsWith('Marble Arctic')).toBe(true);
    expect(plain.querySelector('.material-surface')?.classList.contains('material-vinyl')).toBe(
      true,
    );
  });

  it("loads the first screenful at once, AVIF first, over an upload's stored widths", () => {
    const upload = '/media/uploads/0f9c2a1e-5b7d-4c3e-9a8b-1234567890ab/1280.webp';
    const card = renderCard(549, null, { thumbnail: upload, isAboveFold: true });
    const image = card.querySelector('picture > img');
    const avif = card.querySelector('picture > source');
    const srcSet = (format: string) =>
      [320, 640, 1280]
        .map((width) => upload.replace('1280.webp', `${width}.${format} ${width}w`))
        .join(', ');

    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(image?.getAttribute('srcset')).toBe(srcSet('webp'));
    expect(image?.getAttribute('sizes')).toMatch(/62vw$/);
    expect(avif?.getAttribute('type')).toBe('image/avif');
    expect(avif?.getAttribute('srcset')).toBe(srcSet('avif'));
    expect(avif?.getAttribute('sizes')).toBe(image?.getAttribute('sizes'));
  });

  it('gives artwork (one SVG for every density) a plain img, no srcset', () => {
    const card = renderCard(549, null);
    const image = card.querySelector('img');

    expect(card.querySelector('picture')).toBeNull();
    expect(image?.getAttribute('srcset')).toBeNull();
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('shows small stars, the average and the count when rated; an empty row of the same height when not', () => {
    render(
      <ProductCard
        product={{
          name: 'Rated skin',
          thumbnail: '/t.svg',
          price: 549,
          compareAtPrice: null,
          rating: { average: 4, count: 1 },
        }}
        href="/product/rated"
      />,
    );
    const rated = screen.getByRole('link', { name: /Rated skin/ });
    expect(rated.textContent).toContain('4.0 (1)');
    expect(within(rated).getByText('Rated 4.0 out of 5, 1 review')).toBeTruthy();
    cleanup();

    const card = renderCard(549, null);
    expect(card.textContent).not.toMatch(/Rated|\(\d+\)/);
    expect(card.querySelector('p.h-4')).not.toBeNull();
  });
});
