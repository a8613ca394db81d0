import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, FIRST_RENDER, typeInto } from '#testing/admin/product-test-kit.ts';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { buildProduct, jsonResponse } from '#testing/fixtures.ts';
import type { ApiCall } from '#testing/stub-api-calls.ts';

const product = buildProduct({ _id: 'p1', name: 'Carbon Obsidian', tags: ['textured', 'new'] });

function renderProduct(answer: (call: ApiCall) => Response | undefined = () => undefined) {
  return renderAdmin('/admin/products/p1', (call) => {
    const answered = answer(call);
    if (answered) return answered;
    if (call.method === 'GET' && call.path === '/products/p1') return jsonResponse(product);
    if (call.path === '/products')
      return jsonResponse({ data: [], page: 1, limit: 20, total: 0, totalPages: 0 });
    return undefined;
  });
}

const deleteButton = () => screen.getByRole('button', { name: 'Delete' });
const dialog = () => screen.getByRole('alertdialog', { name: 'Delete Carbon Obsidian?' });

describe('editing a product', () => {
  it('shows the stored product and saves every field with PUT, staying on the page', async () => {
    const saved = { ...product, price: 599, updatedAt: '2026-02-02T00:00:00.000Z' };
    const { api, router } = renderProduct((call) =>
      call.method === 'PUT' ? jsonResponse(saved) : undefined,
    );
    await screen.findByRole('heading', { name: 'Carbon Obsidian' }, FIRST_RENDER);
    expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe(product.slug);
    expect(screen.getByRole('link', { name: 'View in shop' }).getAttribute('href')).toBe(
      `/product/${product.slug}`,
    );

    typeInto('Price', '599');
    typeInto('Compare-at price (optional)', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Product saved')).toBeTruthy();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/products/p1');
    expect(put?.body).toEqual({
      name: 'Carbon Obsidian',
      slug: product.slug,
      description: product.description,
      price: 599,
      compareAtPrice: null,
      images: product.images,
      category: 'mobile-skins',
      productType: 'iphone',
      tags: ['textured', 'new'],
      compatibility: product.compatibility,
      active: true,
    });
    expect(router.state.location.pathname).toBe('/admin/products/p1');
    await waitFor(() =>
      expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('599'),
    );
  });

  it('puts the server’s field messages and a taken slug by their fields', async () => {
    renderProduct((call) =>
      call.method === 'PUT'
        ? jsonResponse(
            {
              message: 'Another product already uses this slug.',
              code: 'CONFLICT',
              details: { fields: { slug: 'Another product already uses this slug.' } },
            },
            409,
          )
        : undefined,
    );
    await screen.findByRole('heading', { name: 'Carbon Obsidian' }, FIRST_RENDER);

    typeInto('Slug', 'taken-slug');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(descriptionOf('Slug')).toContain('Another product already uses this slug.'),
    );
    expect(screen.queryByText('Product saved')).toBeNull();
  });

  it('offers no shop link for an inactive product, and says it is inactive', async () => {
    renderProduct((call) =>
      call.method === 'GET' && call.path === '/products/p1'
        ? jsonResponse({ ...product, active: false })
        : undefined,
    );
    await screen.findByRole('heading', { name: 'Carbon Obsidian' }, FIRST_RENDER);

    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Active' })).toHaveProperty('checked', false);
    expect(screen.queryByRole('link', { name: 'View in shop' })).toBeNull();
  });

  it('says so when the product does not exist', async () => {
    renderProduct((call) =>
      call.path === '/products/p1'
        ? jsonResponse({ message: 'Product not found', code: 'NOT_FOUND' }, 404)
        : undefined,
    );

    expect(await screen.findByText('This product does not exist', {}, FIRST_RENDER)).toBeTruthy();
  });
});

describe('deleting a product', () => {
  it('deletes after confirming (204) and goes back to the list', async () => {
    const { api, router } = renderProduct((call) =>
      call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    await screen.findByRole('heading', { name: 'Carbon Obsidian' }, FIRST_RENDER);

    fireEvent.click(deleteButton());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete product' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(await screen.findByText('Product deleted')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/products/p1',
    ]);
  });

  it('stays when the server kept the product because it has orders', async () => {
    let isActive = true;
    const { router } = renderProduct((call) => {
      if (call.method === 'DELETE') {
        isActive = false;
        return jsonResponse({ _id: 'p1', outcome: 'deactivated' });
      }
      if (call.method === 'GET' && call.path === '/products/p1') {
        return jsonResponse({
          ...product,
          active: isActive,
          updatedAt: isActive ? product.updatedAt : '2026-03-03T00:00:00.000Z',
        });
      }
      return undefined;
    });
    await screen.findByRole('heading', { name: 'Carbon Obsidian' }, FIRST_RENDER);

    fireEvent.click(deleteButton());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete product' }));

    expect(
      await screen.findByText(
        'Carbon Obsidian has orders, so it was deactivated instead of deleted.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/products/p1');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(screen.getByText('Inactive')).toBeTruthy());
  });

  it('keeps the dialog open with the server’s message when deleting fails', async () => {
    renderProduct((call) =>
      call.method === 'DELETE'
        ? jsonResponse({ message: 'Product not found', code: 'NOT_FOUND' }, 404)
        : undefined,
    );
    await screen.findByRole('heading', { name: 'Carbon Obsidian' }, FIRST_RENDER);

    fireEvent.click(deleteButton());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete product' }));

    expect(await within(dialog()).findByText('Product not found')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
