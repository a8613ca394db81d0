import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_RENDER, typeInto } from '#testing/admin/product-test-kit.ts';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { buildProduct, jsonResponse } from '#testing/fixtures.ts';
import type { ApiCall } from '#testing/stub-api-calls.ts';

const product = buildProduct({
  _id: 'p1',
  compatibility: [
    { brand: 'Apple', models: ['iPhone 16 Pro', 'iPhone 16'] },
    { brand: 'Samsung', models: ['Galaxy S25'] },
  ],
});

function renderProduct() {
  return renderAdmin('/admin/products/p1', (call: ApiCall) => {
    if (call.path !== '/products/p1') return undefined;
    return jsonResponse(
      call.method === 'PUT' ? { ...product, updatedAt: '2026-02-02T00:00:00Z' } : product,
    );
  });
}

/** Saves and answers the PUT's body. */
async function save(api: ReturnType<typeof renderProduct>['api']): Promise<unknown> {
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await screen.findByText('Product saved');
  return api.calls.find((call) => call.method === 'PUT')?.body;
}

describe('the compatibility editor', () => {
  it('adds and removes brands and models, and saves the list', async () => {
    const { api } = renderProduct();
    await screen.findByRole('heading', { name: 'Apple' }, FIRST_RENDER);

    fireEvent.click(screen.getByLabelText('Remove iPhone 16 from Apple'));
    typeInto('New model for Apple', 'iPhone 17');
    fireEvent.click(screen.getByLabelText('Add model to Apple'));
    fireEvent.click(screen.getByLabelText('Remove brand Samsung'));
    typeInto('New brand', 'Google');
    // Enter adds too, without submitting the product form.
    fireEvent.keyDown(screen.getByLabelText('New brand'), { key: 'Enter' });
    typeInto('New model for Google', 'Pixel 9');
    fireEvent.click(screen.getByLabelText('Add model to Google'));

    expect(screen.queryByRole('heading', { name: 'Samsung' })).toBeNull();
    expect((screen.getByLabelText('New brand') as HTMLInputElement).value).toBe('');
    expect(await save(api)).toMatchObject({
      compatibility: [
        { brand: 'Apple', models: ['iPhone 16 Pro', 'iPhone 17'] },
        { brand: 'Google', models: ['Pixel 9'] },
      ],
    });
  });

  it('refuses a blank or repeated brand or model', async () => {
    const { api } = renderProduct();
    await screen.findByRole('heading', { name: 'Apple' }, FIRST_RENDER);

    typeInto('New brand', 'apple');
    fireEvent.click(screen.getByLabelText('Add brand'));
    expect(screen.getByText('apple is already listed')).toBeTruthy();
    typeInto('New model for Apple', 'IPHONE 16');
    fireEvent.click(screen.getByLabelText('Add model to Apple'));
    expect(screen.getByText('Apple already has IPHONE 16')).toBeTruthy();
    typeInto('New model for Samsung', '   ');
    fireEvent.click(screen.getByLabelText('Add model to Samsung'));
    expect(screen.getByText('Enter a model')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('says a brand needs a model before anything is sent', async () => {
    const { api } = renderProduct();
    await screen.findByRole('heading', { name: 'Apple' }, FIRST_RENDER);

    fireEvent.click(screen.getByLabelText('Remove Galaxy S25 from Samsung'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Add at least one model')).toBeTruthy();
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(false));
  });
});
