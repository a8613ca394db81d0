import { type Product, STORAGE_KEYS } from '@skins/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseDevice } from '#features/device/chosen-device.ts';
import { reviewQueryOf } from '#features/product-reviews/index.ts';
import { buildProduct, buildProductList, jsonResponse } from '#testing/fixtures.ts';
import { renderCatalogRoute, stubApi } from '#testing/render-catalog-route.tsx';
import { ProductDetails } from '../product-details.tsx';

const iphoneSkin = buildProduct({
  slug: 'marble-arctic-iphone-16-series',
  name: 'Marble Arctic — iPhone 16 Series Skin',
  images: [
    '/media/art/v2/iphone/marble/arctic/front.svg',
    '/media/art/v2/iphone/marble/arctic/angle.svg',
  ],
  compatibility: [{ brand: 'Apple', models: ['iPhone 16 Pro', 'iPhone 16'] }],
});

const bundle = buildProduct({
  slug: 'camo-forest-ps5-slim-bundle',
  name: 'Camo Forest — PlayStation 5 Slim Console & Controller Skin Bundle',
  images: ['/media/art/v2/ps5/camo/forest/front.svg'],
  productType: { name: 'ps5' },
  category: 'console-skins',
  compatibility: [{ brand: 'Sony', models: ['PS5 Slim (Disc)', 'DualSense'] }],
});

/** The product page's details, as the product route shows them once the product has loaded. */
function renderDetails(product: Product) {
  stubApi(() => jsonResponse(buildProductList([])));
  return renderCatalogRoute(
    () => [
      {
        path: '/product/:idOrSlug',
        element: (
          <ProductDetails product={product} reviewQuery={reviewQueryOf(new URLSearchParams())} />
        ),
      },
    ],
    `/product/${product.slug}`,
  );
}

const preview = () => screen.getByRole('region', { name: 'See it on your device' });
const drawing = () => within(preview()).getByRole('img');
const modelSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Model' });
const previewButton = (name: string) => within(preview()).getByRole('button', { name });

function rememberDevice(brand: string, model: string) {
  window.localStorage.setItem(STORAGE_KEYS.chosenDevice, JSON.stringify({ brand, model }));
}

describe('DevicePreview on the product page', () => {
  it("draws the product's own image clipped to the first fitting model's outline", () => {
    const { container } = renderDetails(iphoneSkin);

    expect(drawing().getAttribute('aria-label')).toBe(
      'Marble Arctic — iPhone 16 Series Skin skin on iPhone 16 Pro, phone with a three-lens camera island',
    );
    const image = drawing().querySelector('image');
    expect(image?.getAttribute('href')).toBe('/media/art/v2/iphone/marble/arctic/front.svg');
    // The clip path and mask the drawing uses are its own.
    const group = image?.closest('g');
    const clipId = /url\(#(.+)\)/.exec(group?.getAttribute('clip-path') ?? '')?.[1];
    const maskId = /url\(#(.+)\)/.exec(group?.getAttribute('mask') ?? '')?.[1];
    expect(clipId && container.querySelector(`clipPath[id="${clipId}"]`)).toBeTruthy();
    expect(maskId && container.querySelector(`mask[id="${maskId}"]`)?.children.length).toBe(
      1 + 1, // the whole device, then the camera island
    );
    expect(within(preview()).getByText(/Shown on iPhone 16 Pro/)).toBeTruthy();
    expect(modelSelect().value).toBe('');
  });

  it('switches the outline with the model and selects that model for the cart', () => {
    renderDetails(iphoneSkin);

    fireEvent.click(previewButton('iPhone 16'));

    expect(drawing().getAttribute('data-outline')).toBe('phone with a two-lens camera');
    expect(previewButton('iPhone 16').getAttribute('aria-pressed')).toBe('true');
    expect(modelSelect().value).toBe('iPhone 16');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('follows the model chosen in the purchase options', () => {
    renderDetails(bundle);
    expect(drawing().getAttribute('data-outline')).toBe('console with a curved side panel');

    fireEvent.change(modelSelect(), { target: { value: 'DualSense' } });

    expect(drawing().getAttribute('data-outline')).toBe('game controller');
    expect(previewButton('DualSense').getAttribute('aria-pressed')).toBe('true');
    expect(previewButton('PS5 Slim (Disc)').getAttribute('aria-pressed')).toBe('false');
  });

  it('clears the missing-model message when the model is picked in the preview', () => {
    renderDetails(iphoneSkin);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose your device model.');

    fireEvent.click(previewButton('iPhone 16 Pro'));

    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('preselects the remembered device when the product fits it', () => {
    rememberDevice('Apple', 'iPhone 16');

    renderDetails(iphoneSkin);

    expect(modelSelect().value).toBe('iPhone 16');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Apple' }).checked).toBe(true);
    expect(drawing().getAttribute('data-outline')).toBe('phone with a two-lens camera');
    expect(previewButton('iPhone 16').getAttribute('aria-pressed')).toBe('true');
  });

  it('ignores a remembered device the product does not fit', () => {
    rememberDevice('Samsung', 'Galaxy S24 Ultra');

    renderDetails(iphoneSkin);

    expect(modelSelect().value).toBe('');
    expect(drawing().getAttribute('data-outline')).toBe('phone with a three-lens camera island');
  });

  it('ignores a remembered model of the right brand that the product is not cut for', () => {
    rememberDevice('Apple', 'iPhone 15 Pro');

    renderDetails(iphoneSkin);

    expect(modelSelect().value).toBe('');
  });

  it('takes up a device chosen later in the header, when it fits', () => {
    renderDetails(iphoneSkin);
    fireEvent.click(previewButton('iPhone 16 Pro'));

    act(() => chooseDevice({ brand: 'Apple', model: 'iPhone 16' }));
    expect(modelSelect().value).toBe('iPhone 16');

    act(() => chooseDevice({ brand: 'Google', model: 'Pixel 9' }));
    expect(modelSelect().value).toBe('iPhone 16');
  });

  it('offers many models in a select, which also chooses the model to buy', () => {
    const models = ['iPhone 16 Pro Max', 'iPhone 16 Pro', 'iPhone 16 Plus', 'iPhone 16'];
    renderDetails(
      buildProduct({
        compatibility: [{ brand: 'Apple', models: [...models, 'iPhone 15 Pro', 'iPhone 15'] }],
      }),
    );
    const switcher = within(preview()).getByRole<HTMLSelectElement>('combobox', {
      name: 'Preview on',
    });

    const option = within(switcher).getByRole<HTMLOptionElement>('option', { name: 'iPhone 15' });
    fireEvent.change(switcher, { target: { value: option.value } });

    expect(modelSelect().value).toBe('iPhone 15');
    expect(drawing().getAttribute('data-outline')).toBe('phone with a two-lens camera');
    expect(within(preview()).queryByRole('button')).toBeNull();
  });

  it('shows the product type’s device and no switcher for a product that fits everything', () => {
    renderDetails(buildProduct({ compatibility: [], productType: { name: 'macbook' } }));

    expect(drawing().getAttribute('data-outline')).toBe('laptop lid with a logo cut-out');
    expect(within(preview()).queryByRole('button')).toBeNull();
  });
});
