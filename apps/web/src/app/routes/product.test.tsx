import { MESSAGES } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProduct, buildProductList, jsonResponse } from '#testing/fixtures.ts';
import { renderCatalogRoute, requestedUrls, stubApi } from '#testing/render-catalog-route.tsx';
import { buildReview, buildReviewPage } from '#testing/review-fixtures.ts';
import * as product from './product.tsx';

const skin = buildProduct({
  slug: 'marble-arctic-iphone-16',
  name: 'Marble Arctic — iPhone 16 Skin',
  description: 'Cool white marble with soft grey veins.',
  price: 549,
  compareAtPrice: 699,
  images: [
    '/media/art/v2/iphone/marble/arctic/front.svg',
    '/media/art/v2/iphone/marble/arctic/angle.svg',
  ],
  tags: ['glossy', 'marble'],
  compatibility: [{ brand: 'Apple', models: ['iPhone 16', 'iPhone 16 Plus'] }],
});
const sibling = buildProduct({
  slug: 'camo-forest-iphone-15',
  name: 'Camo Forest — iPhone 15 Skin',
});

function renderProduct(path: string) {
  return renderCatalogRoute(
    (queryClient) => [
      {
        path: '/product/:idOrSlug',
        Component: product.Component,
        loader: product.createLoader(queryClient),
      },
    ],
    path,
  );
}

const notFound = () => jsonResponse({ message: 'Product not found', code: 'NOT_FOUND' }, 404);

describe('product page', () => {
  it('shows the product: name, prices, description, tags, gallery and title', async () => {
    stubApi((url) =>
      url.pathname.startsWith('/api/products/type/')
        ? jsonResponse(buildProductList([skin, sibling]))
        : jsonResponse(skin),
    );

    renderProduct('/product/marble-arctic-iphone-16');

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Marble Arctic — iPhone 16 Skin');
    expect(screen.getAllByText('Rs. 549.00').length).toBeGreaterThan(0);
    expect(screen.getByText('Rs. 699.00').tagName).toBe('S');
    expect(screen.getByText('Cool white marble with soft grey veins.')).toBeTruthy();
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: 'glossy' }).getAttribute('href')).toBe(
      '/category/mobile-skins/iphone?tags=glossy',
    );
    expect(within(tags).getByText('marble')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Marble Arctic — iPhone 16 Skin — Skins'));
  });

  it('asks for the product by slug and its type for related products, without itself', async () => {
    const fetchFn = stubApi((url) =>
      url.pathname.startsWith('/api/products/type/')
        ? jsonResponse(buildProductList([skin, sibling]))
        : jsonResponse(skin),
    );

    renderProduct('/product/marble-arctic-iphone-16');

    const related = await screen.findByRole('region', { name: 'You may also like' });
    expect(await within(related).findByRole('link', { name: /Camo Forest/ })).toBeTruthy();
    expect(within(related).queryByRole('link', { name: /Marble Arctic/ })).toBeNull();
    expect(requestedUrls(fetchFn)).toEqual([
      '/api/products/marble-arctic-iphone-16',
      '/api/products/type/iphone?limit=5&sort=Popular',
    ]);
  });

  it('needs the device model before Add to cart, then puts the line in the cart', async () => {
    stubApi((url) =>
      url.pathname.startsWith('/api/products/type/')
        ? jsonResponse(buildProductList([skin]))
        : jsonResponse(skin),
    );
    renderProduct('/product/marble-arctic-iphone-16');
    await screen.findByRole('heading', { level: 1 });

    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Apple' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose your device model.');

    fireEvent.change(screen.getByRole('combobox', { name: 'Model' }), {
      target: { value: 'iPhone 16 Plus' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Marble Arctic — iPhone 16 Skin added to cart')).toBeTruthy();
    const stored = JSON.parse(window.localStorage.getItem('cart') ?? '[]');
    expect(stored).toMatchObject([
      {
        _id: skin._id,
        name: 'Marble Arctic — iPhone 16 Skin',
        price: 549,
        quantity: 1,
        selectedBrand: 'Apple',
        selectedModel: 'iPhone 16 Plus',
      },
    ]);
  });

  it('says "Product not found" with a way back to the shop for an unknown product', async () => {
    const fetchFn = stubApi(notFound);

    renderProduct('/product/no-such-skin');

    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the shop' }).getAttribute('href')).toBe(
      '/category/mobile-skins',
    );
    await waitFor(() => expect(document.title).toBe('Product not found — Skins'));
    expect(requestedUrls(fetchFn)).toEqual(['/api/products/no-such-skin']);
  });

  it('shows the spec message with a retry that loads the page again when loading fails', async () => {
    stubApi((url) =>
      url.pathname.startsWith('/api/products/type/')
        ? jsonResponse(buildProductList([]))
        : jsonResponse({ message: 'Bad', code: 'VALIDATION_FAILED' }, 400),
    );

    renderProduct('/product/marble-arctic-iphone-16');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.products.fetchProduct);
    // The page is a document (decision 045): its retry works without the page's code.
    const retry = within(alert).getByRole('link', { name: 'Try again' });
    expect(retry.getAttribute('href')).toBe('/product/marble-arctic-iphone-16');
  });

  it('shows the product-type message when related products fail, the product staying', async () => {
    stubApi((url) =>
      url.pathname.startsWith('/api/products/type/')
        ? jsonResponse({ message: 'Bad', code: 'VALIDATION_FAILED' }, 400)
        : jsonResponse(skin),
    );

    renderProduct('/product/marble-arctic-iphone-16');

    expect((await screen.findByRole('alert')).textContent).toContain(
      MESSAGES.products.fetchProductsByType,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('shows the rating beside the title and the reviews the address asks for', async () => {
    const rated = { ...skin, rating: { average: 4.3, count: 12 } };
    const fetchFn = stubApi((url) => {
      if (url.pathname.endsWith('/reviews')) {
        return jsonResponse(buildReviewPage([buildReview({ rating: 5, title: 'Lovely skin' })]));
      }
      return url.pathname.startsWith('/api/products/type/')
        ? jsonResponse(buildProductList([skin, sibling]))
        : jsonResponse(rated);
    });

    renderProduct('/product/marble-arctic-iphone-16?sort=rating-low&rating=5');

    const rating = await screen.findByRole('link', { name: 'Rated 4.3 out of 5, 12 reviews' });
    expect(rating.getAttribute('href')).toBe('#reviews');
    expect(await screen.findByRole('article', { name: 'Lovely skin' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Customer reviews' }).id).toBe('reviews');
    expect(requestedUrls(fetchFn)).toContain(
      `/api/products/${skin._id}/reviews?page=1&limit=5&sort=rating-low&rating=5`,
    );
  });

  it('shows no rating and "No reviews yet" for a product without reviews, asking for none', async () => {
    const fetchFn = stubApi((url) =>
      url.pathname.startsWith('/api/products/type/')
        ? jsonResponse(buildProductList([skin, sibling]))
        : jsonResponse({ ...skin, rating: null }),
    );

    renderProduct('/product/marble-arctic-iphone-16');

    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Rated/ })).toBeNull();
    expect(requestedUrls(fetchFn).some((url) => url.includes('/reviews'))).toBe(false);
  });
});
