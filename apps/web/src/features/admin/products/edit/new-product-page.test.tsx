import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  chooseFiles,
  descriptionOf,
  FIRST_RENDER,
  imageFile,
  typeInto,
  uploadedImageUrl,
  uploadResult,
} from '#testing/admin/product-test-kit.ts';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { buildProduct, jsonResponse } from '#testing/fixtures.ts';
import type { ApiCall } from '#testing/stub-api-calls.ts';

const created = buildProduct({ _id: 'new-id', slug: 'walnut-grain', name: 'Walnut Grain' });

function answerNew(onCreate: (call: ApiCall) => Response) {
  return (call: ApiCall) => {
    if (call.method === 'POST' && call.path === '/media') return jsonResponse(uploadResult(1), 201);
    if (call.method === 'POST' && call.path === '/products') return onCreate(call);
    if (call.path === '/products/new-id') return jsonResponse(created);
    return undefined;
  };
}

/** The smallest valid product: a name, a price, a category and type, one uploaded image. */
async function fillRequiredFields() {
  await screen.findByRole('heading', { name: 'Add product' }, FIRST_RENDER);
  typeInto('Name', 'Walnut Grain');
  typeInto('Price', '549');
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'laptop-skins' } });
  fireEvent.change(screen.getByLabelText('Product type'), { target: { value: 'macbook' } });
  chooseFiles(imageFile());
  await screen.findByText('Main image');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create product' }));

describe('adding a product', () => {
  it('sends every field and continues on the new product’s page', async () => {
    const { api, router } = renderAdmin(
      '/admin/products/new',
      answerNew(() => jsonResponse(created, 201)),
    );
    await fillRequiredFields();
    expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe('walnut-grain');
    typeInto('Description (optional)', 'Real wood grain.');
    typeInto('Compare-at price (optional)', '699');
    fireEvent.click(screen.getByLabelText('matte'));
    fireEvent.click(screen.getByRole('switch', { name: 'Active' }));
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/new-id'));
    const [post] = api.calls.filter((call) => call.method === 'POST' && call.path === '/products');
    // No slug: the suggestion was never typed over, so the server makes it (adding -2 if taken).
    expect(post?.body).toEqual({
      name: 'Walnut Grain',
      description: 'Real wood grain.',
      price: 549,
      compareAtPrice: 699,
      images: [uploadedImageUrl(1)],
      category: 'laptop-skins',
      productType: 'macbook',
      tags: ['matte'],
      compatibility: [],
      active: false,
    });
    expect(await screen.findByText('Product created')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Walnut Grain' })).toBeTruthy();
  });

  it('sends a slug the admin typed', async () => {
    const { api } = renderAdmin(
      '/admin/products/new',
      answerNew(() => jsonResponse(created, 201)),
    );
    await fillRequiredFields();
    typeInto('Slug', 'walnut-macbook');
    submit();

    await screen.findByText('Product created');
    const post = api.calls.find((call) => call.method === 'POST' && call.path === '/products');
    expect(post?.body).toMatchObject({ slug: 'walnut-macbook' });
  });

  it('checks the form with the API’s own rules before sending anything', async () => {
    const { api } = renderAdmin(
      '/admin/products/new',
      answerNew(() => jsonResponse(created, 201)),
    );
    await screen.findByRole('heading', { name: 'Add product' }, FIRST_RENDER);
    typeInto('Price', '12.345');
    typeInto('Compare-at price (optional)', '5');
    typeInto('Slug', 'Not A Slug');
    submit();

    expect(await screen.findByText('Check the fields marked in red.')).toBeTruthy();
    expect(descriptionOf('Name')).toContain('Enter a name');
    expect(descriptionOf('Price')).toContain('At most two decimals');
    expect(descriptionOf('Slug')).toContain('Use lower-case letters, digits and single hyphens');
    expect(descriptionOf('Category')).toContain('Choose a category');
    expect(screen.getByText('Add at least one image')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));

    typeInto('Name', 'Walnut');
    expect(descriptionOf('Name')).not.toContain('Enter a name');
  });

  it('says a compare-at price must be above the price', async () => {
    renderAdmin(
      '/admin/products/new',
      answerNew(() => jsonResponse(created, 201)),
    );
    await fillRequiredFields();
    typeInto('Compare-at price (optional)', '500');
    submit();

    await screen.findByText('Check the fields marked in red.');
    expect(descriptionOf('Compare-at price (optional)')).toContain('Must be more than the price');
  });

  it('clears the messages once the fields are fixed, the form’s own message with the last one', async () => {
    renderAdmin(
      '/admin/products/new',
      answerNew(() => jsonResponse(created, 201)),
    );
    await fillRequiredFields();
    typeInto('Compare-at price (optional)', '500');
    typeInto('Slug', 'Not A Slug');
    submit();
    await screen.findByText('Check the fields marked in red.');

    typeInto('Compare-at price (optional)', '900');
    expect(descriptionOf('Compare-at price (optional)')).not.toContain('Must be more');
    // One field still to fix: the form still says so.
    expect(screen.getByText('Check the fields marked in red.')).toBeTruthy();

    typeInto('Slug', 'walnut-grain');
    expect(descriptionOf('Slug')).not.toContain('lower-case');
    expect(screen.queryByText('Check the fields marked in red.')).toBeNull();
  });

  it('shows the server’s field messages beside the fields', async () => {
    renderAdmin(
      '/admin/products/new',
      answerNew(() =>
        jsonResponse(
          {
            message: 'Invalid request',
            code: 'VALIDATION_FAILED',
            details: { fields: { price: 'Must be at most 10,000,000', 'images.0': 'Gone' } },
          },
          400,
        ),
      ),
    );
    await fillRequiredFields();
    submit();

    expect(await screen.findByText('Check the fields marked in red.')).toBeTruthy();
    expect(descriptionOf('Price')).toContain('Must be at most 10,000,000');
    expect(screen.getByText('Gone')).toBeTruthy();
  });

  it('puts a taken slug (409) by the slug field', async () => {
    const { router } = renderAdmin(
      '/admin/products/new',
      answerNew(() =>
        jsonResponse(
          {
            message: 'Another product already uses this slug.',
            code: 'CONFLICT',
            details: { fields: { slug: 'Another product already uses this slug.' } },
          },
          409,
        ),
      ),
    );
    await fillRequiredFields();
    typeInto('Slug', 'carbon-fibre-obsidian-iphone');
    submit();

    await waitFor(() =>
      expect(descriptionOf('Slug')).toContain('Another product already uses this slug.'),
    );
    expect(router.state.location.pathname).toBe('/admin/products/new');
  });

  it('says when the product could not be sent at all', async () => {
    renderAdmin(
      '/admin/products/new',
      answerNew(() => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await fillRequiredFields();
    submit();

    expect(
      await screen.findByText(
        'Network error. Please check your internet connection and try again.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create product' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
