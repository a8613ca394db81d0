import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_RENDER, typeInto } from '#testing/admin/product-test-kit.ts';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { buildProduct, jsonResponse } from '#testing/fixtures.ts';

// The product form's Stock field (decision 065): the count as stored, empty for made to order,
// and sent only when the owner changed it, so saving another field never undoes a sale.
const product = { ...buildProduct({ _id: 'p1', name: 'Carbon Obsidian' }), stock: 4 };

function renderProduct() {
  return renderAdmin('/admin/products/p1', (call) => {
    if (call.method === 'PUT') return jsonResponse(product);
    if (call.method === 'GET' && call.path === '/products/p1') return jsonResponse(product);
    return undefined;
  });
}

const stockField = () => screen.getByLabelText<HTMLInputElement>('Stock (optional)');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('the Stock field', () => {
  it('shows the stored count and leaves stock out of a save that did not change it', async () => {
    const { api } = renderProduct();
    await screen.findByRole('heading', { name: 'Carbon Obsidian' }, FIRST_RENDER);
    expect(stockField().value).toBe('4');

    typeInto('Price', '599');
    save();
    expect(await screen.findByText('Product saved')).toBeTruthy();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).not.toHaveProperty('stock');
  });

  it('sends a new count, and null when emptied (made to order)', async () => {
    const { api } = renderProduct();
    await screen.findByRole('heading', { name: 'Carbon Obsidian' }, FIRST_RENDER);

    typeInto('Stock (optional)', '0');
    expect(screen.getByText('Sold out: shoppers see Sold out and cannot order it.')).toBeTruthy();
    save();
    expect(await screen.findByText('Product saved')).toBeTruthy();
    typeInto('Stock (optional)', '');
    save();
    await screen.findAllByText('Product saved');
    const puts = api.calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => (call.body as { stock?: unknown }).stock)).toEqual([0, null]);
  });

  it('refuses a count that is not a whole number beside the field, sending nothing', async () => {
    const { api } = renderProduct();
    await screen.findByRole('heading', { name: 'Carbon Obsidian' }, FIRST_RENDER);

    typeInto('Stock (optional)', '2.5');
    save();
    expect(
      await screen.findByText('Enter a whole number of units, or leave it empty'),
    ).toBeTruthy();
    expect(stockField().getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
