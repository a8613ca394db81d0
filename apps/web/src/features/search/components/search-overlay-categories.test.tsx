import { type AutocompleteItem, SEEDED_CATEGORIES, type ShopCategory } from '@skins/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildProduct, buildProductList, jsonResponse } from '#testing/fixtures.ts';
import { SearchOverlay } from './search-overlay.tsx';

// The shop as the owner made it (decision 067): Accessories renamed "Gadget Skins" and moved
// first, "Tablet Skins" added (no device types). The overlay gets them from the header.
const TABLET: ShopCategory = {
  _id: '5e1f0c1e-0000-4000-8000-00000000ab1e',
  slug: 'tablet-skins',
  name: 'Tablet Skins',
};
const CATEGORIES: ShopCategory[] = [
  { _id: 'accessories', slug: 'gadget-skins', name: 'Gadget Skins' },
  ...SEEDED_CATEGORIES.slice(0, 3),
  TABLET,
];

const item = (over: Partial<AutocompleteItem>): AutocompleteItem => ({
  _id: 'p1',
  slug: 'marble-airpods',
  name: 'Marble AirPods Pro Skin',
  thumbnail: '/media/art/v2/airpods/marble/arctic/thumb.svg',
  price: 349,
  category: 'gadget-skins',
  productType: { name: 'airpods' },
  ...over,
});

function openOverlay() {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://shop.test');
      if (url.pathname.endsWith('/autocomplete')) {
        return jsonResponse({
          data: [
            item({}),
            item({
              _id: 'p2',
              slug: 'ipad',
              name: 'Marble iPad Air Skin',
              category: 'tablet-skins',
              productType: { name: 'others' },
            }),
          ],
        });
      }
      const product = buildProduct({
        slug: 'marble-ipad',
        name: 'Marble iPad Air Skin',
        category: 'tablet-skins',
        productType: { name: 'others' },
      });
      return jsonResponse({ ...buildProductList([product]), limit: 10 });
    }),
  );
  render(<SearchOverlay open onClose={() => undefined} categories={CATEGORIES} />);
  return screen.getByRole('dialog');
}

describe('SearchOverlay with the owner’s categories', () => {
  it('lists the categories in the bar’s order under their names and slugs now', () => {
    const dialog = openOverlay();
    const section = within(dialog).getByRole('region', { name: 'Browse by device' });
    const links = within(section)
      .getAllByRole('link')
      .map((link) => [link.getAttribute('href'), link.firstElementChild?.textContent]);
    expect(links).toEqual([
      ['/category/gadget-skins', 'Gadget Skins'],
      ['/category/mobile-skins', 'Mobile Skins'],
      ['/category/laptop-skins', 'Laptop Skins'],
      ['/category/console-skins', 'Console Skins'],
      ['/category/tablet-skins', 'Tablet Skins'],
    ]);
    // The renamed built-in keeps its devices (by stable id); the added one has none to list.
    const [gadgets, , , , tablets] = within(section).getAllByRole('link');
    expect(gadgets?.textContent).toContain('AirPods');
    expect(tablets?.textContent).toBe('Tablet Skins');
  });

  it('names a result’s category as the shop has it, an added one without a device', async () => {
    const dialog = openOverlay();
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'marble' } });

    const airpods = await within(dialog).findByRole('link', { name: /Marble AirPods/ });
    expect(within(airpods).getByText('AirPods · Gadget Skins')).toBeTruthy();
    const ipad = within(dialog).getByRole('link', { name: /Marble iPad/ });
    expect(within(ipad).getByText('Tablet Skins')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Full Results' }));
    const result = await within(dialog).findByRole('link', { name: /Marble iPad Air Skin/ });
    expect(within(result).getByText('Tablet Skins')).toBeTruthy();
  });
});
