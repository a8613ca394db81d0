import type { AdminCategory } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, TEST_STAFF } from '#testing/admin/render-admin.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { seededAdminCategories } from '#testing/stub-api-calls.ts';

const OWN_ANSWERS = { categories: null };

describe('the categories page', () => {
  it('lists the categories in the bar’s order with HSN code, rate, products and old slugs', async () => {
    const categories = seededAdminCategories();
    categories[3] = {
      ...categories[3],
      slug: 'gadget-skins',
      oldSlugs: ['accessories'],
      gstRate: 0.18,
      productCount: 7,
    } as AdminCategory;
    renderAdmin(
      '/admin/categories',
      (call) =>
        call.path === '/admin/categories' ? jsonResponse({ data: categories }) : undefined,
      undefined,
      OWN_ANSWERS,
    );

    const table = await screen.findByRole('table', { name: 'Categories' }, { timeout: 4000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Mobile Skins',
      'Laptop Skins',
      'Console Skins',
      'Accessories',
    ]);
    const last = rows[3] as HTMLElement;
    expect(last.textContent).toContain('/gadget-skins');
    expect(last.textContent).toContain('Was /accessories (redirects)');
    expect(last.textContent).toContain('18%');
    expect(within(last).getAllByRole('cell')[5]?.textContent).toBe('7');
    expect(screen.getByText('4 categories, in the shop’s category bar order')).toBeTruthy();
  });

  it('adds a category checked with the shared rules, and shows the server’s 409 by the slug', async () => {
    const { api } = renderAdmin(
      '/admin/categories',
      (call) => {
        if (call.path === '/admin/categories' && call.method === 'GET') {
          return jsonResponse({ data: seededAdminCategories() });
        }
        if (call.path === '/admin/categories' && call.method === 'POST') {
          const message = 'The category “Mobile Skins” has this slug';
          return jsonResponse(
            { message, code: 'CONFLICT', details: { fields: { slug: message } } },
            409,
          );
        }
        return undefined;
      },
      undefined,
      OWN_ANSWERS,
    );

    const form = await screen.findByRole('form', { name: 'Add a category' }, { timeout: 4000 });
    const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
    fireEvent.change(field('Name'), { target: { value: 'Tablet Skins' } });
    expect(field('Slug').value).toBe('tablet-skins');
    expect(field('Position').value).toBe('4');
    fireEvent.change(field('HSN code'), { target: { value: '391' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText('An HSN code is 4 to 8 digits')).toBeTruthy();
    expect(api.callsTo('/admin/categories').filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(field('HSN code'), { target: { value: '39199090' } });
    fireEvent.change(field('Slug'), { target: { value: 'mobile-skins' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText('The category “Mobile Skins” has this slug')).toBeTruthy();
    const [sent] = api.callsTo('/admin/categories').filter((c) => c.method === 'POST');
    expect(sent?.body).toEqual({
      name: 'Tablet Skins',
      slug: 'mobile-skins',
      hsnCode: '39199090',
      gstRate: 0.08,
      position: 4,
    });
  });

  it('moves a category up by renumbering the two that swap places', async () => {
    const { api } = renderAdmin(
      '/admin/categories',
      (call) => {
        if (call.path === '/admin/categories')
          return jsonResponse({ data: seededAdminCategories() });
        if (call.method === 'PUT')
          return jsonResponse({ ...seededAdminCategories()[0], ...(call.body as object) });
        return undefined;
      },
      undefined,
      OWN_ANSWERS,
    );

    fireEvent.click(
      await screen.findByRole('button', { name: 'Move Console Skins up' }, { timeout: 4000 }),
    );
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const puts = api.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.path, (c.body as { position: number }).position])).toEqual([
      ['/admin/categories/console-skins', 1],
      ['/admin/categories/laptop-skins', 2],
    ]);
  });

  it('is not in a staff member’s nav', async () => {
    renderAdmin(
      '/admin/orders',
      () => jsonResponse({ data: [], page: 1, limit: 20, total: 0, totalPages: 0 }),
      TEST_STAFF,
    );
    const nav = await screen.findByRole('navigation', { name: /admin/i }, { timeout: 4000 });
    expect(within(nav).queryByRole('link', { name: 'Categories' })).toBeNull();
  });
});
